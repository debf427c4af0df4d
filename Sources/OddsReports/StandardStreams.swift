// The tool's standard output and error: the one place text leaves for the terminal or a pipe.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `text` to standard output. A reader that went away (a closed pipe: `| head`) ends the
/// output quietly, as Unix tools do; any other failure (a full disk, a closed descriptor) is not
/// output lost in silence: one line on stderr and exit code 2.
public func writeStdout(_ text: String) {
    ignoreBrokenPipe()
    _ = stdoutAccepted(writeAll(Array(text.utf8), to: 1))
}

/// Whether a write to standard output went through (`failure` is `writeAll`'s errno, 0 for none):
/// false when the reader has gone (a closed pipe), which ends the output quietly; any other
/// failure ends the command with one line on stderr and exit code 2.
public func stdoutAccepted(_ failure: Int32) -> Bool {
    if failure == 0 { return true }
    if failure == EPIPE { return false }
    writeStderr("casino-odds: cannot write standard output: \(String(cString: strerror(failure)))")
    exit(2)
}

/// Writes `line` and a line break to standard error.
public func writeStderr(_ line: String) {
    writeStderrRaw(line + "\n")
}

/// Writes `text` to standard error as it is (a progress line rewrites itself with `\r`).
public func writeStderrRaw(_ text: String) {
    _ = writeAll(Array(text.utf8), to: 2)
}

/// Ignores SIGPIPE so a closed pipe shows up as a failed write we can end on quietly.
public func ignoreBrokenPipe() {
    signal(SIGPIPE, SIG_IGN)
}

/// Buffered writes to stdout that report a closed pipe instead of dying on SIGPIPE.
public final class StdoutWriter {
    private var pending: [UInt8] = []

    public init() {}

    /// Appends bytes, flushing when the buffer is large; false once stdout's reader has gone
    /// (`stdoutAccepted`).
    public func write(_ bytes: [UInt8]) -> Bool {
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { return flushReporting() }
        return true
    }

    /// Writes what is buffered.
    public func flush() { _ = flushReporting() }

    private func flushReporting() -> Bool {
        defer { pending.removeAll(keepingCapacity: true) }
        return stdoutAccepted(writeAll(pending, to: 1))
    }
}

/// Ends the process with `code` (named apart from `ParsableCommand.exit(withError:)`).
public func posixExit(_ code: Int32) -> Never {
    exit(code)
}
