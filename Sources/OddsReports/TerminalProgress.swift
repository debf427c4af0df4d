import Foundation
import OddsLab
import SeededRuns
import Synchronization

// MARK: - Ctrl-C

/// Set by the SIGINT handler; a signal handler may only touch lock-free state like this.
public let interruptRequested = Atomic<Bool>(false)

/// Makes the first Ctrl-C ask the running command to stop (its `RunMonitor` passes the request to
/// the run within 20 ms); a second one ends the process at once.
public func installInterruptHandler() {
    unblockTerminationSignals()
    signal(SIGINT) { _ in
        interruptRequested.store(true, ordering: .relaxed)
        signal(SIGINT, SIG_DFL)
    }
}

/// Unblocks SIGINT, SIGTERM and SIGHUP on this thread (threads started later inherit it): a
/// blocked signal mask is inherited across exec, so a parent that blocks them (a test runner's
/// worker thread, some supervisors) would otherwise leave Ctrl-C pending forever.
public func unblockTerminationSignals() {
    var set = sigset_t()
    sigemptyset(&set)
    for sig in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, sig) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
}

// MARK: - Progress

/// Watches one run of a command from a second thread: forwards Ctrl-C to the run, and, when stderr
/// is a terminal and the run has lasted a second, shows one line of progress (done of total, the
/// rate, the time left), rewritten in place and cleared at the end.
///
/// Nothing it prints goes to stdout or into a result, so results stay byte-identical; when stderr
/// is not a terminal (a pipe, a file, CI) it prints nothing.
public final class RunMonitor: Sendable {
    public let control: RunControl
    private let label: String
    private let unit: String
    private let total: Int?
    private let finished = Atomic<Bool>(false)
    private let stopped = DispatchSemaphore(value: 0)
    private let showsProgress: Bool

    /// - Parameters:
    ///   - label: what is running, e.g. "simulating"; starts the line.
    ///   - unit: what the run counts, plural: "wagers", "days".
    ///   - total: units in the whole run; nil when unknown (then no time left is shown).
    public init(label: String, unit: String, total: Int?, control: RunControl = RunControl()) {
        self.control = control
        self.label = label
        self.unit = unit
        self.total = total
        self.showsProgress = isatty(2) != 0
    }

    /// Starts watching on a background thread.
    public func start() {
        installInterruptHandler()
        if interruptRequested.load(ordering: .relaxed) { control.stop() }
        let thread = Thread { [self] in watch() }
        thread.start()
    }

    /// Stops watching and clears the progress line; returns once the watcher has finished.
    public func finish() {
        finished.store(true, ordering: .relaxed)
        stopped.wait()
    }

    private func watch() {
        let start = DispatchTime.now().uptimeNanoseconds
        var shown = false
        var lastDrawn: UInt64 = 0
        while !finished.load(ordering: .relaxed) {
            usleep(20_000)
            if interruptRequested.load(ordering: .relaxed) { control.stop() }
            let now = DispatchTime.now().uptimeNanoseconds
            // Drawn five times a second after the first second: enough to see it move.
            guard showsProgress, now - start >= 1_000_000_000, now - lastDrawn >= 200_000_000 else { continue }
            lastDrawn = now
            writeStderrRaw("\r" + line(elapsed: Double(now - start) / 1e9) + "\u{1B}[K")
            shown = true
        }
        if shown { writeStderrRaw("\r\u{1B}[K") }
        stopped.signal()
    }

    private func line(elapsed: Double) -> String {
        ProgressLine(
            label: label, unit: unit, done: control.unitsCompleted, total: total, elapsedSeconds: elapsed,
            isStopping: control.isStopRequested
        ).text
    }
}

/// Runs `body` under a `RunMonitor`: progress on a terminal, Ctrl-C passed to the run.
public func monitored<T>(
    _ label: String, unit: String, total: Int?, _ body: (RunControl) throws -> T
) throws -> T {
    let monitor = RunMonitor(label: label, unit: unit, total: total)
    monitor.start()
    defer { monitor.finish() }
    return try body(monitor.control)
}

/// The tool's `RunProgress`: each section under a `RunMonitor` (a progress line on a terminal,
/// Ctrl-C passed to the run).
public struct TerminalProgress: RunProgress {
    public init() {}

    public func section<T>(_ name: String, unit: String, total: Int?, _ body: (RunControl) throws -> T) throws -> T {
        try monitored(name, unit: unit, total: total, body)
    }

    public var isStopRequested: Bool { interruptRequested.load(ordering: .relaxed) }
}
