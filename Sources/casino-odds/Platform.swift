// The few POSIX calls the tool makes, named so they never collide with methods called write or exit.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes to a file descriptor; returns the count written, or -1 with `errno` set.
func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}

/// Ends the process with `code`.
func posixExit(_ code: Int32) -> Never {
    exit(code)
}

/// Ignores SIGPIPE so a closed pipe shows up as a failed write we can end on quietly.
func ignoreBrokenPipe() {
    signal(SIGPIPE, SIG_IGN)
}
