#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open folder: the writers act on descriptors, never on paths below the one a user named.
///
/// A path is looked up anew at every call, so a folder swapped for a symbolic link between two
/// calls would send the second one elsewhere (a root-run writer then changes a file the link's
/// owner chose). A descriptor stays on the folder it was opened on; every entry below it is
/// opened with `O_NOFOLLOW`, so a link in the way is an error, never a way out.
final class FolderDescriptor {
    let fd: Int32

    private init(fd: Int32) { self.fd = fd }

    deinit { close(fd) }

    /// Opens the folder a user named to hold an output (the path is the user's: it may pass
    /// through links the user chose). Nothing below it is ever opened through a link.
    static func named(_ path: String) -> FolderDescriptor? {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return fd >= 0 ? FolderDescriptor(fd: fd) : nil
    }

    /// Opens the folder `name` inside this one, never through a symbolic link.
    func child(_ name: String) -> FolderDescriptor? {
        let fd = openat(self.fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        return fd >= 0 ? FolderDescriptor(fd: fd) : nil
    }

    /// What `name` is, as `lstat` would say (a link is not followed); nil when it is gone.
    func status(_ name: String) -> stat? {
        var info = stat()
        return fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// What this folder itself is.
    func status() -> stat? {
        var info = stat()
        return fstat(fd, &info) == 0 ? info : nil
    }

    /// The names in this folder but `.` and `..`, sorted; none if it cannot be read.
    func names() -> [String] {
        // fdopendir takes the descriptor over: give it a copy positioned at the start.
        let copy = openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0 else { return [] }
        guard let dir = fdopendir(copy) else {
            close(copy)
            return []
        }
        defer { closedir(dir) }
        var found: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { found.append(name) }
        }
        return found.sorted()
    }

    /// Best effort: some file systems cannot sync a folder, and the files themselves are already safe.
    func sync() { _ = fsync(fd) }
}
