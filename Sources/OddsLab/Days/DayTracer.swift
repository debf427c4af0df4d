/// Receives a day's steps as text, for `casino-odds day --replay`. The simulation builds the text
/// only when a tracer wants the run, so a run without a tracer pays nothing for it.
public protocol DayTracer {
    /// Whether lines of `run` are wanted.
    func wants(_ run: DayRunKind) -> Bool
    /// One line of the trace.
    mutating func record(_ line: String)
}

/// The tracer of a normal run: wants nothing.
public struct NoDayTrace: DayTracer {
    public init() {}
    @inline(__always) public func wants(_ run: DayRunKind) -> Bool { false }
    public mutating func record(_ line: String) {}
}

/// Collects the lines of the app run and the kill forks, and of the seed-triggers-only run if asked.
public struct TextDayTrace: DayTracer {
    public var lines: [String] = []
    public var includesSeedTriggersOnly: Bool

    public init(includesSeedTriggersOnly: Bool = false) { self.includesSeedTriggersOnly = includesSeedTriggersOnly }

    public func wants(_ run: DayRunKind) -> Bool {
        if case .seedTriggersOnly = run { return includesSeedTriggersOnly }
        return true
    }

    public mutating func record(_ line: String) { lines.append(line) }
}
