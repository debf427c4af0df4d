import CasinoCore

/// Where a simulated day lives in a run: `seed:stream:day`, stream being the chunk and day the
/// day's index within it. Printed with every violation so the day can be replayed step by step.
package struct DayReplayHandle: Hashable, Sendable, CustomStringConvertible {
    package var seed: UInt64
    package var stream: UInt64
    package var day: Int

    package init(seed: UInt64, stream: UInt64, day: Int) {
        self.seed = seed
        self.stream = stream
        self.day = day
    }

    /// Parses `"1:42:17"`; nil unless it is three non-negative integers with `day < chunkDays`.
    init?(_ text: String) {
        guard let handle = try? DayReplayHandle(parsing: text) else { return nil }
        self = handle
    }

    /// The largest stream a handle may name: its chunk's first day index must fit in an `Int`.
    static let maximumStream = UInt64(Int.max / DayRunSpec.chunkDays) - 1

    /// Parses `"1:42:17"`.
    ///
    /// - Throws: `InputError` after `--replay 'TEXT':` naming what is wrong: the count of fields, an
    ///   empty field, a field that is not a whole number, or a stream or day out of range.
    init(parsing text: String) throws(InputError) {
        func refuse(_ why: String) -> InputError {
            InputError("\(option: .replay) '\(InputQuote.brief(text))': \(why) (SEED:STREAM:DAY, e.g. 1:42:17)")
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw refuse("needs 3 fields separated by colons, got \(parts.count)")
        }
        let fields: [(name: String, most: UInt64)] = [
            ("SEED", UInt64.max), ("STREAM", DayReplayHandle.maximumStream), ("DAY", UInt64(DayRunSpec.chunkDays - 1))
        ]
        var values: [UInt64] = []
        for (field, part) in zip(fields, parts) {
            if part.isEmpty { throw refuse("\(field.name) is empty") }
            let shown = InputQuote.brief(String(part), limit: 40)
            let digits = part.hasPrefix("-") || part.hasPrefix("+") ? part.dropFirst() : part[...]
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw refuse("\(field.name) '\(shown)' is not a whole number")
            }
            // Out of range said with the range: a negative one, or one past the field's largest.
            guard !part.hasPrefix("-"), let value = UInt64(digits), value <= field.most else {
                throw refuse("\(field.name) \(shown) is out of range: it must be 0…\(field.most)")
            }
            values.append(value)
        }
        self.init(seed: values[0], stream: values[1], day: Int(values[2]))
    }

    package var description: String { "\(seed):\(stream):\(day)" }
}

/// A day regenerated from its handle: its figures, its checks and its steps as text.
package struct DayReplayResult: Sendable {
    package var date: DayKey
    package var figures: DayFigures
    /// The checks of this day alone.
    package var tally: InvariantTally
    package var lines: [String]
    /// The phone's stored history at the end of the day, as the app exports it (`casino-odds verify`).
    package var history: HistoryExport
}

enum DayReplay {
    /// Regenerates day `handle.day` of chunk `handle.stream`: the chunk's earlier days are simulated
    /// silently (the day depends on them), then the day with a trace.
    ///
    /// - Complexity: O(handle.day + 1) simulated days.
    static func replay<App: SimulatedApp>(
        profile: CompiledProfile, handle: DayReplayHandle, killEveryWrite: Bool,
        includeSeedTriggersOnly: Bool, app: App.Type
    ) -> DayReplayResult {
        // The handle's stream is below Int.max / chunkDays (its parser checks), so it names a chunk.
        let firstDay = DayRunSpec.firstDayNumber(ofChunk: RunSeeds.chunk(ofStream: handle.stream) ?? 0)
        var simulator = DaySimulator<App>(
            profile: profile, seed: handle.seed, stream: handle.stream,
            firstDayNumber: firstDay, killEveryWrite: killEveryWrite)
        for _ in 0..<handle.day { _ = simulator.simulateNextDay() }
        simulator.tally = InvariantTally()
        var trace = TextDayTrace(includesSeedTriggersOnly: includeSeedTriggersOnly)
        let figures = simulator.simulateNextDay(trace: &trace)
        return DayReplayResult(
            date: LabTimeZone.dayKey(ofDayNumber: firstDay + handle.day), figures: figures,
            tally: simulator.tally, lines: trace.lines, history: simulator.history)
    }

    /// Replays with the shipped coordinator.
    static func replay(
        profile: CompiledProfile, handle: DayReplayHandle, killEveryWrite: Bool,
        includeSeedTriggersOnly: Bool
    ) -> DayReplayResult {
        replay(
            profile: profile, handle: handle, killEveryWrite: killEveryWrite,
            includeSeedTriggersOnly: includeSeedTriggersOnly, app: SimulatedCoordinator.self)
    }
}
