#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock` on a folder while a writer has temporaries in it: two writers never clean
/// up each other's files, and one that holds it knows any temporary it finds is a dead writer's.
/// The kernel drops the lock when the process dies, however it dies.
struct FolderLock {
    private let fd: Int32

    init(_ folder: String) throws {
        fd = open(folder, O_RDONLY)
        guard fd >= 0 else {
            throw ReportWriteError("cannot open the folder \(AtomicWriter.quoted(folder)): \(AtomicWriter.lastError())")
        }
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            // A file system without flock (some network mounts): go on unlocked, but leave others' files alone.
            break
        }
    }

    func unlock() { close(fd) }
}
