import CasinoCore

import OddsLab
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder `report --check` reads, opened once without following a link (a top-level
/// `--output-dir` that is a symbolic link is refused: a link to /proc/self was listed and read);
/// every entry below it is listed and opened relative to that descriptor, one name at a time with
/// `O_NOFOLLOW`, so no link at the top or swapped in below can lead the comparison elsewhere.
final class ComparedFolder {
    /// The folder as given, trailing slashes removed (`.` for an empty path).
    let root: String
    /// The option that named the folder, for errors (`--output-dir`).
    let flag: String
    private let descriptor: Int32

    /// Opens `directory`, which must be a folder and not a symbolic link.
    ///
    /// - Throws: ``InputError`` naming `flag`: it does not exist, is a symbolic link, is not a folder, or
    ///   cannot be read.
    init(_ directory: String, flag: String) throws {
        var root = directory.isEmpty ? "." : directory
        // A trailing slash would make open follow a link; the name itself is what is checked.
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        self.root = root
        self.flag = flag
        let fd = open(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            let shown = AtomicWriter.quoted(root)
            var info = stat()
            if lstat(root, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK {
                throw AtomicWriter.folderRefusal(
                    flag,
                    "\(shown) is a symbolic link; report --check does not follow it: give the folder it points to")
            }
            if code == ENOENT {
                throw AtomicWriter.folderRefusal(
                    flag,
                    "\(shown) does not exist: there is nothing to compare; give the folder the reports were written to")
            }
            if code == ENOTDIR { throw AtomicWriter.folderRefusal(flag, "\(shown) is not a folder") }
            throw AtomicWriter.folderRefusal(flag, "cannot read \(shown): \(ComparedFolder.text(of: code))")
        }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// The regular files below the folder, relative, sorted; hidden files and folders (names from
    /// `.`) are skipped and never opened. Any other visible entry — a symbolic link, device, fifo
    /// or socket — is refused, naming it.
    ///
    /// - Complexity: O(entries · depth).
    func visibleFiles() throws -> [String] {
        var found: [String] = []
        // Names as bytes: a name that is not UTF-8 is still opened as itself (its text is for display).
        var pending: [[[UInt8]]] = [[]]
        while let folder = pending.popLast() {
            let fd = try openEntry(folder, directory: true)
            defer { close(fd) }
            for name in try ComparedFolder.names(in: fd, shown: shown(folder), flag: flag)
            where name.first != UInt8(ascii: ".") {
                let path = folder + [name]
                var info = stat()
                guard fstatat(fd, ComparedFolder.cString(name), &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                    if errno == ENOENT { continue } // removed since it was listed
                    throw AtomicWriter.folderRefusal(
                        flag, "cannot read \(shown(path)): \(ComparedFolder.text(of: errno))")
                }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: pending.append(path)
                case S_IFREG: found.append(ComparedFolder.relative(path))
                default:
                    throw AtomicWriter.folderRefusal(
                        flag,
                        "\(shown(path)) is \(AtomicWriter.kind(of: info)), not a regular file; report --check "
                            + "compares only regular files")
                }
            }
        }
        return found.sorted()
    }

    /// At most `limit` bytes of the regular file at `relative` (`charts/rtp.svg`), each part of the
    /// path opened without following a link and without blocking (a fifo put there after the
    /// listing is refused, not waited on).
    func read(_ relative: String, atMost limit: Int) throws -> [UInt8] {
        let path = relative.split(separator: "/").map { Array($0.utf8) }
        let fd = try openEntry(path, directory: false)
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw AtomicWriter.folderRefusal(
                flag,
                "\(shown(path)) is not a regular file; report --check compares only regular files")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            let n = chunk.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress!, min($0.count, limit - bytes.count)) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else {
                throw AtomicWriter.folderRefusal(flag, "cannot read \(shown(path)): \(ComparedFolder.text(of: errno))")
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }

    /// The entry at `path` below the folder, opened one name at a time from the folder's descriptor.
    private func openEntry(_ path: [[UInt8]], directory: Bool) throws -> Int32 {
        var fd = descriptor
        for (i, name) in path.enumerated() {
            let last = i == path.count - 1
            let flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | (directory || !last ? O_DIRECTORY : 0)
            let next = openat(fd, ComparedFolder.cString(name), flags)
            let code = errno
            if fd != descriptor { close(fd) }
            guard next >= 0 else {
                let shownPath = shown(Array(path[...i]))
                throw AtomicWriter.folderRefusal(
                    flag,
                    code == ELOOP || code == ENOTDIR
                        ? "\(shownPath) is not a regular file or folder; report --check compares only regular files"
                        : "cannot read \(shownPath): \(ComparedFolder.text(of: code))")
            }
            fd = next
        }
        // The folder itself: a descriptor of its own, so the caller may close it.
        return path.isEmpty ? dup(descriptor) : fd
    }

    /// The names in the open folder `fd`, as bytes, without `.` and `..`.
    private static func names(in fd: Int32, shown: String, flag: String) throws -> [[UInt8]] {
        // A copy of the descriptor, which closedir closes; rewound, since copies share an offset.
        let copy = dup(fd)
        guard copy >= 0, let dir = fdopendir(copy) else {
            let code = errno
            if copy >= 0 { close(copy) }
            throw AtomicWriter.folderRefusal(flag, "cannot list \(shown): \(text(of: code))")
        }
        defer { closedir(dir) }
        rewinddir(dir)
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [UInt8(ascii: ".")] && name != Array("..".utf8) { names.append(name) }
        }
        return names
    }

    private static func cString(_ name: [UInt8]) -> [CChar] { name.map { CChar(bitPattern: $0) } + [0] }

    private static func relative(_ path: [[UInt8]]) -> String {
        path.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
    }

    private func shown(_ path: [[UInt8]]) -> String {
        AtomicWriter.quoted(path.isEmpty ? root : root + "/" + ComparedFolder.relative(path))
    }

    private static func text(of code: Int32) -> String { String(cString: strerror(code)) }
}

/// `read(2)`, out of reach of `ComparedFolder.read`'s name.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
