#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock` on a folder while a writer has temporaries in it: two writers never clean
/// up each other's files, and one that holds it knows any marked leftover it finds is a dead
/// writer's. The kernel drops the lock when the process dies, however it dies.
struct FolderLock {
    private let fd: Int32
    /// False on a file system without `flock` (some network mounts): then no leftover is removed,
    /// since a live writer may own it.
    let isHeld: Bool

    /// Locks `folder` (on a descriptor of its own, so the lock outlives no other handle).
    init(_ folder: FolderDescriptor) {
        fd = openat(folder.fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        var locked = false
        while fd >= 0 && !locked {
            if flock(fd, LOCK_EX) == 0 {
                locked = true
            } else if errno != EINTR {
                break
            }
        }
        isHeld = locked
    }

    func unlock() { if fd >= 0 { close(fd) } }
}
