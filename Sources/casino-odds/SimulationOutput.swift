import ArgumentParser
import Foundation
import OddsLab
import OddsReports
import Synchronization

/// How `simulate` and `merge` print a result.
enum SimulationFormat: String, ExpressibleByArgument, CaseIterable {
    case table, json
}

/// Writes a result to `--output` (atomically: a temporary file renamed into place, so an interrupted
/// or failed write never leaves half a file) or to stdout.
func writeResult(_ result: MonteCarloResult, format: SimulationFormat, to path: String?) throws {
    let text = format == .json ? result.json : SimulationTable(result).text
    if let path {
        try writeOutputFile(Array(text.utf8), to: path, flag: "--output")
    } else {
        ignoreBrokenPipe()
        let writer = StdoutWriter()
        _ = writer.write(Array(text.utf8))
        writer.flush()
    }
}

// MARK: - Ctrl-C

/// Set by the SIGINT handler; a signal handler may only touch lock-free state like this.
let interruptRequested = Atomic<Bool>(false)

/// Makes the first Ctrl-C ask the run to stop between chunks; a second one ends the process at once.
func installInterruptHandler() {
    signal(SIGINT) { _ in
        interruptRequested.store(true, ordering: .relaxed)
        signal(SIGINT, SIG_DFL)
    }
}

// MARK: - Progress

/// Watches a run from a second thread: forwards Ctrl-C to the run, and, when stderr is a terminal
/// and the run has lasted a second, shows the share done, the rate and the time left on one line.
///
/// Nothing it prints goes to stdout or into a result, so results stay byte-identical.
final class RunMonitor: Sendable {
    private let control: RunControl
    private let totalWagers: Int
    private let finished = Atomic<Bool>(false)
    private let done = Mutex<Bool>(false)
    private let showsProgress: Bool

    init(control: RunControl, totalWagers: Int) {
        self.control = control
        self.totalWagers = totalWagers
        self.showsProgress = isatty(2) != 0
    }

    /// Starts watching on a background thread.
    func start() {
        let thread = Thread { [self] in watch() }
        thread.start()
    }

    /// Stops watching and clears the progress line; returns once the watcher has finished.
    func finish() {
        finished.store(true, ordering: .relaxed)
        while !done.withLock({ $0 }) { usleep(2_000) }
    }

    private func watch() {
        let start = DispatchTime.now().uptimeNanoseconds
        var shown = false
        while !finished.load(ordering: .relaxed) {
            usleep(50_000)
            if interruptRequested.load(ordering: .relaxed) { control.stop() }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            guard showsProgress, elapsed >= 1 else { continue }
            let wagers = control.wagersCompleted
            let rate = Double(wagers) / elapsed
            let left = rate > 0 ? Double(totalWagers - wagers) / rate : .infinity
            let percent = 100 * Double(wagers) / Double(max(1, totalWagers))
            let line =
                "\r\(NumberFormat.fixed(percent, places: 1))% · \(humanRate(rate)) wagers/s · ETA \(duration(left))"
                + (control.isStopRequested ? " · stopping after the chunks in progress" : "") + "\u{1B}[K"
            writeStderrRaw(line)
            shown = true
        }
        if shown { writeStderrRaw("\r\u{1B}[K") }
        done.withLock { $0 = true }
    }
}

func writeStderrRaw(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { raw in _ = posixWrite(2, raw.baseAddress, raw.count) }
}

/// `1.23 G`, `456 M`, `12.3 k`.
func humanRate(_ rate: Double) -> String {
    switch rate {
    case 1e9...: return NumberFormat.fixed(rate / 1e9, places: 2) + " G"
    case 1e6...: return NumberFormat.fixed(rate / 1e6, places: 1) + " M"
    case 1e3...: return NumberFormat.fixed(rate / 1e3, places: 1) + " k"
    default: return NumberFormat.fixed(rate, places: 0)
    }
}

/// `1:02:03`, `4:05`, `--` for an unknown time.
func duration(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds < 1e7 else { return "--" }
    let s = Int(seconds.rounded(.up))
    let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60)
    let mmss = (m < 10 && h > 0 ? "0" : "") + "\(m):" + (sec < 10 ? "0" : "") + "\(sec)"
    return h > 0 ? "\(h):\(mmss)" : mmss
}
