/// Receives a day's steps as text, for `casino-odds day --replay`. The simulation builds the text
/// only when a tracer wants the run, so a run without a tracer pays nothing for it.
protocol DayTracer {
    /// Whether lines of `run` are wanted.
    func wants(_ run: DayRunKind) -> Bool
    /// One line of the trace.
    mutating func record(_ line: String)
}

/// The tracer of a normal run: wants nothing.
struct NoDayTrace: DayTracer {
    @inline(__always) func wants(_ run: DayRunKind) -> Bool { false }
    mutating func record(_ line: String) {}
}

/// Collects the lines of the app run and the kill forks, and of the seed-triggers-only run if asked.
struct TextDayTrace: DayTracer {
    var lines: [String] = []
    var includesSeedTriggersOnly: Bool

    init(includesSeedTriggersOnly: Bool = false) { self.includesSeedTriggersOnly = includesSeedTriggersOnly }

    func wants(_ run: DayRunKind) -> Bool {
        if case .seedTriggersOnly = run { return includesSeedTriggersOnly }
        return true
    }

    mutating func record(_ line: String) { lines.append(line) }
}
