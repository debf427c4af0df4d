import CasinoCore
import SeededRuns

/// Runs a day simulation over all cores, reproducibly.
///
/// Days are cut into chunks of `DayRunSpec.chunkDays`; chunk k runs on stream k of the seed from a
/// fresh installation. The lab's runner (`ChunkedRunner`) merges chunk totals strictly in chunk
/// order, so the result — first violation included — is the same for any thread count.
package enum DayRunner {
    /// Simulates `spec` on `threads` threads with the shipped coordinator.
    static func run(_ spec: DayRunSpec, threads: Int) -> DayRunResult {
        run(spec, threads: threads, app: SimulatedCoordinator.self)
    }

    /// Simulates `spec` driving `app` (tests pass deliberately wrong coordinators).
    ///
    /// - Complexity: O(days · (minutes per day + steps) / threads) time; O(threads) chunk results
    ///   in memory, whatever the number of days.
    static func run<App: SimulatedApp>(_ spec: DayRunSpec, threads: Int, app: App.Type) -> DayRunResult {
        // A fresh control is never asked to stop.
        (try? run(spec, threads: threads, app: app, control: RunControl()))!
    }

    /// Simulates `spec` with the shipped coordinator, reporting days done to `control`.
    ///
    /// - Throws: `CommandInterrupted` when `control` was asked to stop before every day ran,
    ///   saying what the caller `kept`.
    package static func run(
        _ spec: DayRunSpec, threads: Int, control: RunControl, kept: String = CommandInterrupted.stopped.kept
    ) throws(CommandInterrupted) -> DayRunResult {
        try run(
            spec, chunks: 0..<spec.chunkCount, threads: threads, app: SimulatedCoordinator.self, control: control,
            kept: kept)
    }

    /// Simulates `spec` driving `app`, reporting days done to `control`; a stop drops the chunks
    /// in progress (a day takes a fraction of a millisecond, so a stop is honoured within one day).
    ///
    /// - Throws: `CommandInterrupted` when `control` was asked to stop before every day ran.
    static func run<App: SimulatedApp>(
        _ spec: DayRunSpec, threads: Int, app: App.Type, control: RunControl
    ) throws(CommandInterrupted) -> DayRunResult {
        try run(spec, chunks: 0..<spec.chunkCount, threads: threads, app: app, control: control)
    }

    /// Simulates the chunks `chunks` of `spec` (a shard's) driving `app`, merged in chunk order.
    ///
    /// - Throws: `CommandInterrupted` when `control` was asked to stop before every day ran.
    static func run<App: SimulatedApp>(
        _ spec: DayRunSpec, chunks: Range<Int>, threads: Int, app: App.Type, control: RunControl,
        kept: String = CommandInterrupted.stopped.kept
    ) throws(CommandInterrupted) -> DayRunResult {
        let outcome = ChunkedRunner.run(
            chunks, threads: threads, stackSize: 4 << 20, control: control, empty: DayRunResult()
        ) { chunk, control in runChunk(chunk, of: spec, app: App.self, control: control) }
        return try outcome.whole(kept: kept)
    }

    /// Simulates chunk `chunk` of `spec`.
    static func runChunk<App: SimulatedApp>(_ chunk: Int, of spec: DayRunSpec, app: App.Type) -> DayRunResult {
        // A fresh control is never asked to stop.
        runChunk(chunk, of: spec, app: app, control: RunControl())!
    }

    /// Simulates chunk `chunk` of `spec`, or returns nil when `control` asks to stop part-way.
    static func runChunk<App: SimulatedApp>(
        _ chunk: Int, of spec: DayRunSpec, app: App.Type, control: RunControl
    ) -> DayRunResult? {
        var simulator = DaySimulator<App>(
            profile: spec.profile, seed: spec.seed, stream: RunSeeds.stream(ofChunk: chunk),
            firstDayNumber: DayRunSpec.firstDayNumber(ofChunk: chunk),
            killEveryWrite: spec.killEveryWrite)
        var result = DayRunResult()
        for _ in 0..<spec.days(inChunk: chunk) {
            if control.isStopRequested { return nil }
            result.add(simulator.simulateNextDay())
            control.record(1)
        }
        result.tally = simulator.tally
        if simulator.tally.firstViolation != nil { result.firstViolationChunk = chunk }
        result.forks = simulator.forks
        if simulator.device.stored?.pendingWager != nil { result.pendingAtEnd = 1 }
        return result
    }
}
