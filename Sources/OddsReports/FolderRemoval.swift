#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `rm -r` for what a writer made or swapped out, by descriptor: it never follows a symbolic link,
/// never enters another mount (a bind mount included), and removes only entries owned by the
/// running user, so a file someone else put in a folder they may write to is never lost with it.
enum FolderRemoval {
    /// Deeper than this is not a report's (the writers refuse such a folder before any work).
    static let maximumDepth = 64

    /// Removes `name` in `parent` and everything below it that it may (see the type's notes).
    ///
    /// - Returns: true when `name` is gone; false when something was left (then so is `name`).
    /// - Complexity: O(entries below `name`), with at most `maximumDepth` descriptors open.
    @discardableResult
    static func remove(_ name: String, in parent: FolderDescriptor) -> Bool {
        guard let info = parent.status(name) else { return true }
        guard info.st_uid == geteuid() else { return false }
        guard info.st_mode & S_IFMT == S_IFDIR else { return unlinkat(parent.fd, name, 0) == 0 }
        let mount = MountIdentity.of(parent, "")
        guard MountIdentity.of(parent, name) == mount, !MountIdentity.isMountRoot(parent, name),
            let folder = parent.child(name), folder.status()?.st_dev == parent.status()?.st_dev
        else { return false }
        let emptied = removeContents(of: folder, mount: mount, depth: 1)
        return emptied && unlinkat(parent.fd, name, AT_REMOVEDIR) == 0
    }

    private static func removeContents(of folder: FolderDescriptor, mount: UInt64?, depth: Int) -> Bool {
        guard let device = folder.status()?.st_dev else { return false }
        var emptied = true
        for name in folder.names() {
            guard let info = folder.status(name) else { continue }
            guard info.st_uid == geteuid() else {
                emptied = false
                continue
            }
            if info.st_mode & S_IFMT != S_IFDIR {
                if unlinkat(folder.fd, name, 0) != 0 { emptied = false }
                continue
            }
            guard depth < maximumDepth, info.st_dev == device, MountIdentity.of(folder, name) == mount,
                !MountIdentity.isMountRoot(folder, name), let inner = folder.child(name),
                removeContents(of: inner, mount: mount, depth: depth + 1),
                unlinkat(folder.fd, name, AT_REMOVEDIR) == 0
            else {
                emptied = false
                continue
            }
        }
        return emptied
    }
}
