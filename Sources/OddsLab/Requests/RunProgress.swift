import SeededRuns

/// How a request's runs are watched: the front (the tool's terminal progress line and Ctrl-C, or
/// a test's plain `RunControl`) runs each named section, passing it the control it stops and
/// counts progress through.
public protocol RunProgress {
    /// Runs `body`, one section of the request named `name`, counting `unit` (`total` in all when known).
    func section<T>(_ name: String, unit: String, total: Int?, _ body: (RunControl) throws -> T) throws -> T
    /// Whether a stop was asked for (Ctrl-C) outside any section: checked between steps that
    /// cannot stop part-way.
    var isStopRequested: Bool { get }
}

/// Runs every section on one `RunControl`, showing nothing: for tests and callers without a terminal.
struct SilentProgress: RunProgress {
    var control: RunControl

    init(control: RunControl = RunControl()) { self.control = control }

    func section<T>(_ name: String, unit: String, total: Int?, _ body: (RunControl) throws -> T) throws -> T {
        try body(control)
    }

    var isStopRequested: Bool { control.isStopRequested }
}
