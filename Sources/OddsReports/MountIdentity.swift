#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which mount an entry is on, so the writers never copy from, write into or delete on a volume
/// mounted inside a report folder.
///
/// The device number alone misses a bind mount of a folder of the same file system (the bound
/// folder has the folder's device), so on Linux the mount is told by its id (`statx` with
/// `STATX_MNT_ID`, Linux 5.8) and by `STATX_ATTR_MOUNT_ROOT`; where the kernel gives neither,
/// `/proc/self/mountinfo` lists every mount point. Elsewhere the device number is what there is.
enum MountIdentity {
    /// The mount of `name` in `folder` (of `folder` itself for `""`), or nil when the system does
    /// not say; a link is not followed.
    static func of(_ folder: FolderDescriptor, _ name: String) -> UInt64? {
        #if os(Linux)
            guard let record = statx(folder.fd, name) else { return nil }
            return record.mountID
        #else
            return nil
        #endif
    }

    /// True when `name` in `folder` is the root of a mount (a bind mount included), as far as the
    /// kernel says.
    static func isMountRoot(_ folder: FolderDescriptor, _ name: String) -> Bool {
        #if os(Linux)
            return statx(folder.fd, name)?.isMountRoot ?? false
        #else
            return false
        #endif
    }

    /// The mount points at or below `path` (a real path, no links), from `/proc/self/mountinfo`;
    /// empty where there is no such file.
    static func mountPoints(under path: String) -> [String] {
        #if os(Linux)
            guard let text = readSmallFile("/proc/self/mountinfo") else { return [] }
            let root = path == "/" ? "" : path
            var found: [String] = []
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ", omittingEmptySubsequences: false)
                guard fields.count > 4 else { continue }
                let point = unescaped(fields[4])
                if point == path || point.hasPrefix(root + "/") { found.append(point) }
            }
            return found
        #else
            return []
        #endif
    }

    #if os(Linux)
        private struct Record {
            var mountID: UInt64?
            var isMountRoot: Bool
        }

        private typealias StatX =
            @convention(c) (Int32, UnsafePointer<CChar>, Int32, UInt32, UnsafeMutableRawPointer) -> Int32

        // glibc declares statx only under _GNU_SOURCE, which Swift's Glibc module does not set.
        private static let statxFunction: StatX? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "statx") else { return nil }
            return unsafeBitCast(symbol, to: StatX.self)
        }()

        /// `struct statx` is 256 bytes; its fields at fixed offsets (linux/stat.h): stx_mask at 0,
        /// stx_attributes at 8, stx_attributes_mask at 56, stx_mnt_id at 144.
        private static func statx(_ fd: Int32, _ name: String) -> Record? {
            guard let call = statxFunction else { return nil }
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 8)
            defer { buffer.deallocate() }
            buffer.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
            let emptyPath: Int32 = 0x1000, mountIDMask: UInt32 = 0x1000, basicStats: UInt32 = 0x7ff
            let flags = AT_SYMLINK_NOFOLLOW | (name.isEmpty ? emptyPath : 0)
            guard call(fd, name, flags, basicStats | mountIDMask, buffer) == 0 else { return nil }
            let mask = buffer.load(fromByteOffset: 0, as: UInt32.self)
            let attributes = buffer.load(fromByteOffset: 8, as: UInt64.self)
            let known = buffer.load(fromByteOffset: 56, as: UInt64.self)
            let mountRoot: UInt64 = 0x2000
            return Record(
                mountID: mask & mountIDMask != 0 ? buffer.load(fromByteOffset: 144, as: UInt64.self) : nil,
                isMountRoot: known & mountRoot != 0 && attributes & mountRoot != 0)
        }

        /// mountinfo writes a space, tab, newline and backslash in a path as `\040`, `\011`, `\012`, `\134`.
        private static func unescaped(_ field: Substring) -> String {
            var bytes: [UInt8] = []
            var utf8 = Array(field.utf8)[...]
            while let byte = utf8.popFirst() {
                if byte == UInt8(ascii: "\\"), utf8.count >= 3,
                    let value = UInt8(String(decoding: utf8.prefix(3), as: UTF8.self), radix: 8)
                {
                    bytes.append(value)
                    utf8 = utf8.dropFirst(3)
                } else {
                    bytes.append(byte)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        private static func readSmallFile(_ path: String) -> String? {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while bytes.count < 64 << 20 {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                bytes += chunk[0..<n]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    #endif
}
