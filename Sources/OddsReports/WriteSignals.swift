import CasinoCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// While a writer stages an output, SIGINT, SIGTERM and SIGHUP only ask it to stop: it checks
/// between its steps, and a stop asked before the output is swapped in removes everything it made
/// and leaves the old output as it was (a handler that removed a staging tree itself could not:
/// a handler may make only async-signal-safe calls, and a whole tree is not one call).
///
/// The swap (one `rename`) is the commit point: a signal after it leaves the complete new output,
/// and the writer says so. Either way the process then exits 128 + the signal's number.
enum WriteSignals {
    /// The signal that asked the writers to stop, or 0.
    private static let caught = Atomic<Int32>(0)
    /// How many writers are armed, and the handlers the first one replaced (writers may run on
    /// several threads; the last one out puts the handlers back).
    private static let armed = Mutex<(count: Int, previous: [Int32: sigaction])>((0, [:]))
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Catches the three signals until `disarm()`. (A Ctrl-C before the write is the command's:
    /// `simulate` writes the whole chunks a stopped run played, `report` writes nothing.)
    static func arm() {
        armed.withLock { state in
            state.count += 1
            guard state.count == 1 else { return }
            caught.store(0, ordering: .relaxed)
            state.previous = install()
        }
    }

    /// Puts the handlers back as they were before the first `arm()`, once every writer is done.
    static func disarm() {
        armed.withLock { state in
            state.count -= 1
            guard state.count == 0 else { return }
            for sig in signals {
                if var old = state.previous[sig] { sigaction(sig, &old, nil) }
            }
            state.previous = [:]
        }
    }

    private static func install() -> [Int32: sigaction] {
        var previous: [Int32: sigaction] = [:]
        for sig in signals {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = WriteSignals.handle
            #else
                action.__sigaction_u.__sa_handler = WriteSignals.handle
            #endif
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            sigaction(sig, &action, &old)
            previous[sig] = old
        }
        return previous
    }

    /// The signal caught since the first writer armed, or nil.
    static var stopSignal: Int32? {
        let sig = caught.load(ordering: .relaxed)
        return sig == 0 ? nil : sig
    }

    private static let handle: @convention(c) (Int32) -> Void = { sig in
        WriteSignals.caught.store(sig, ordering: .relaxed)
    }
}
