import CasinoCore
import Foundation
import OddsLab

/// One Monte Carlo run the report asks for.
struct SimulationRequest: Hashable, Sendable {
    var game: ConfiguredGame
    /// Minutes staked on every wager.
    var wager: Int
    /// The player's minutes when each wager is placed.
    var remainingMinutes: Int
    /// Real minutes until 23:59 when each wager is placed.
    var minutesUntilMidnight: Int
    /// The run's seed (chunk k uses stream k of it).
    var seed: UInt64
    /// Wagers to play.
    var wagers: Int

}

/// What a run measured, with the exact values it is compared with.
struct SimulatedRTP: Hashable, Sendable {
    /// The run asked for.
    var request: SimulationRequest
    /// Wagers played.
    var wagers: Int
    /// Minutes staked in all.
    var minutesWagered: Int128
    /// Minutes paid back in all (after rounding and the cap).
    var minutesPaid: Int128
    /// How often each outcome of the table occurred.
    var outcomeCounts: [Int]
    /// Wagers paid differently from their preview (must be 0).
    var previewMismatches: Int
    /// Wagers that broke a cap rule (must be 0).
    var ruleViolations: Int
    /// The exact RTP the run estimates: floor rounding and the cap at the run's budget.
    var exactRTP: ExactFraction
    /// The standard error the estimate has in theory: σ(paid) ÷ √wagers ÷ wager, σ from the exact table.
    var standardError: Double

    init(
        request: SimulationRequest, wagers: Int, minutesWagered: Int128, minutesPaid: Int128, outcomeCounts: [Int],
        previewMismatches: Int, ruleViolations: Int, exactRTP: ExactFraction, standardError: Double
    ) {
        self.request = request
        self.wagers = wagers
        self.minutesWagered = minutesWagered
        self.minutesPaid = minutesPaid
        self.outcomeCounts = outcomeCounts
        self.previewMismatches = previewMismatches
        self.ruleViolations = ruleViolations
        self.exactRTP = exactRTP
        self.standardError = standardError
    }

    /// Minutes paid ÷ minutes wagered.
    var observedRTP: Double {
        minutesWagered > 0 ? Double(minutesPaid) / Double(minutesWagered) : .nan
    }

    /// `(observed − exact) / standardError`.
    var z: Double {
        standardError > 0
            ? (observedRTP - exactRTP.doubleValue) / standardError
            : (observedRTP == exactRTP.doubleValue ? 0 : .infinity)
    }

    /// The two-sided p-value of `z` under the normal approximation: `P(|Z| ≥ |z|) = erfc(|z| / √2)`.
    var pValue: Double {
        z.isFinite ? erfc(z.magnitude / 2.0.squareRoot()) : 0
    }
}

/// Plays the report's Monte Carlo runs.
///
/// The tool passes one backed by `MonteCarloRunner`; tests pass a fake. Whatever plays the runs
/// must give the same result for the same request on any machine and thread count.
protocol ReportSimulator: Sendable {
    func simulate(_ request: SimulationRequest) throws -> SimulatedRTP
}
