import CasinoCore
import SeededRuns
import OddsLab

/// The report's Monte Carlo runs, played by the real runner on the real engines.
///
/// Each request becomes one `MonteCarloRunner` run (fixed chunk size, chunk k on stream k of the
/// request's seed), so the report's simulated figures are exactly what `casino-odds simulate`
/// prints for the same game, wager, seed and size, whatever `threads` is.
struct RunnerReportSimulator: ReportSimulator {
    /// Worker threads; the result does not depend on it.
    var threads: Int
    /// Recorded in each run's fingerprint.
    var producer: String

    /// Progress (wagers) and stop requests; a stopped run throws `CommandInterrupted`.
    var control: RunControl

    init(threads: Int, producer: String, control: RunControl = RunControl()) {
        self.threads = max(1, threads)
        self.producer = producer
        self.control = control
    }

    func simulate(_ request: SimulationRequest) throws -> SimulatedRTP {
        let spec = try RunSpec(
            game: request.game.game,
            options: request.game.options.map { GameOptionValue($0.key, $0.value) },
            wager: request.wager, remainingMinutes: request.remainingMinutes,
            minutesUntilMidnight: request.minutesUntilMidnight,
            seed: request.seed, wagers: request.wagers)
        let result = MonteCarloRunner.run(
            game: request.game.engine, spec: spec, producer: producer, threads: threads, control: control)
        if result.interrupted { throw CommandInterrupted.stopped }
        guard let exact = result.exactRTP, let standardError = result.exactStandardError else {
            throw InputError(
                "the exact RTP of \(request.game.title) at \(request.wager) min does not fit in 128-bit fractions")
        }
        let totals = result.totals
        return SimulatedRTP(
            request: request, wagers: totals.wagers, minutesWagered: totals.minutesWagered,
            minutesPaid: totals.minutesPaid, outcomeCounts: totals.outcomeCounts,
            previewMismatches: totals.previewMismatches, ruleViolations: totals.ruleViolations,
            exactRTP: exact, standardError: standardError)
    }
}
