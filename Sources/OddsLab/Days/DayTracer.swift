/// Receives a day's steps as text, for `casino-odds day --replay`. The simulation builds the text
/// only when a tracer wants the run, so a run without a tracer pays nothing for it.
package protocol DayTracer {
    /// Whether lines of `run` are wanted.
    func wants(_ run: DayRunKind) -> Bool
    /// One line of the trace.
    mutating func record(_ line: String)
}

/// The tracer of a normal run: wants nothing.
package struct NoDayTrace: DayTracer {
    package init() {}
    @inline(__always) package func wants(_ run: DayRunKind) -> Bool { false }
    package mutating func record(_ line: String) {}
}

/// Collects the lines of the app run and the kill forks, and of the seed-triggers-only run if asked.
package struct TextDayTrace: DayTracer {
    package var lines: [String] = []
    package var includesSeedTriggersOnly: Bool

    package init(includesSeedTriggersOnly: Bool = false) { self.includesSeedTriggersOnly = includesSeedTriggersOnly }

    package func wants(_ run: DayRunKind) -> Bool {
        if case .seedTriggersOnly = run { return includesSeedTriggersOnly }
        return true
    }

    package mutating func record(_ line: String) { lines.append(line) }
}
