#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes the one temporary file that exists while a file is being written when a termination
/// signal arrives, then lets the signal end the process as it would have.
///
/// The handler may only make async-signal-safe calls, so the path lives in a buffer allocated once.
enum SignalCleanup {
    private static let capacity = 4097
    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
        let b = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        b.initialize(repeating: 0, count: capacity)
        return b
    }()
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    static func arm(_ path: String) {
        let bytes = Array(path.utf8)
        guard bytes.count < capacity else { return }
        let target = buffer
        for (i, b) in bytes.enumerated() { target[i] = CChar(bitPattern: b) }
        target[bytes.count] = 0
        for sig in signals {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = SignalCleanup.handle
            #else
                action.__sigaction_u.__sa_handler = SignalCleanup.handle
            #endif
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            sigaction(sig, &action, &old)
            previous[sig] = old
        }
    }

    static func disarm() {
        for sig in signals {
            if var old = previous[sig] { sigaction(sig, &old, nil) }
        }
        previous = [:]
        buffer[0] = 0
    }

    private static let handle: @convention(c) (Int32) -> Void = { sig in
        if SignalCleanup.buffer[0] != 0 { unlink(SignalCleanup.buffer) }
        signal(sig, SIG_DFL)
        raise(sig)
    }
}
