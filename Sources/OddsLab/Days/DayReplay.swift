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
    package init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let seed = UInt64(parts[0]), let stream = UInt64(parts[1]),
            stream < UInt64(Int.max / DayRunSpec.chunkDays), let day = Int(parts[2]),
            day >= 0, day < DayRunSpec.chunkDays
        else { return nil }
        self.init(seed: seed, stream: stream, day: day)
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

package enum DayReplay {
    /// Regenerates day `handle.day` of chunk `handle.stream`: the chunk's earlier days are simulated
    /// silently (the day depends on them), then the day with a trace.
    ///
    /// - Complexity: O(handle.day + 1) simulated days.
    package static func replay<App: SimulatedApp>(
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
    package static func replay(
        profile: CompiledProfile, handle: DayReplayHandle, killEveryWrite: Bool,
        includeSeedTriggersOnly: Bool
    ) -> DayReplayResult {
        replay(
            profile: profile, handle: handle, killEveryWrite: killEveryWrite,
            includeSeedTriggersOnly: includeSeedTriggersOnly, app: SimulatedCoordinator.self)
    }
}
