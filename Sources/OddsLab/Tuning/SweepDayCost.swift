import CasinoCore
import SeededRuns

/// What each step of a sweep costs a simulated user per day: the day simulation of one profile
/// playing only the swept game, at the step's configuration.
///
/// Each step replaces the profile's game menu by the row's game (its options and its configuration,
/// so a swept edge reaches the engine); a `wager` sweep sets the stake the bet strategy starts from
/// (`fixed` → the wager, `martingale` → its base). Everything else — allowance, sessions, visits,
/// chasing, kills — is the profile's. Every step runs on the same seed (common random numbers), so
/// the same days are planned for every step and the differences come from the parameter (and from
/// the draws the parameter changes once a day is played).
package struct SweepDayCost: Hashable, Sendable {
    /// One step's figures, nil for a step the profile cannot play (see `profile(for:in:)`).
    package struct Step: Hashable, Sendable {
        /// Minutes games took per day (negative: gave), one value per day.
        var minutesLostPerDay: MinuteHistogram
        /// Invariant violations the run found (0 unless the app model is broken).
        var violations: Int

        /// The exact mean, `Σ / days`: its magnitude and whether it is negative (a gain).
        package var meanMinutesLost: (minutes: ExactFraction, isGain: Bool) {
            let h = minutesLostPerDay
            guard h.total > 0 else { return (.zero, false) }
            return (ExactFraction(WideUnsigned(h.sum.magnitude), WideUnsigned(h.total)), h.sum < 0)
        }

        /// The 90th percentile of minutes lost per day.
        package var p90MinutesLost: Int? { minutesLostPerDay.quantile(permille: 900) }
    }

    /// The profile as named or loaded (before a step replaces its games).
    package var profile: UserProfile
    /// Days simulated per step.
    package var days: Int
    var seed: UInt64
    /// One entry per sweep row, in row order.
    package var steps: [Step?]

    /// Invariant violations over every step: `sweep` fails (exit 1) on any, after printing its rows.
    var violations: Int { steps.reduce(0) { $0 + ($1?.violations ?? 0) } }

    /// The profile a sweep row is played with, or nil when the row's parameter does not map onto
    /// the profile: a `wager` step for a strategy that does not bet a set stake (`fraction`,
    /// `all-in`), or a wager above the 1440 minutes a strategy may name.
    static func profile(for row: Sweep.Row, in sweep: Sweep, from base: UserProfile) -> UserProfile? {
        guard let kind = DayGameKind(row.game) else { return nil }
        var profile = base
        profile.games = [GameChoice(kind)]
        if case .wager = sweep.axis {
            guard row.wager <= 1440 else { return nil }
            switch base.bet {
            case .fixed: profile.bet = .fixed(minutes: row.wager)
            case .martingale: profile.bet = .martingale(base: row.wager)
            case .fraction, .allIn: return nil
            }
        }
        return profile
    }

    /// Simulates `days` days of `profile` for every row of `sweep`, on `threads` threads.
    ///
    /// - Throws: `InputError` when `profile` itself is invalid; `CommandInterrupted` when `control`
    ///   was asked to stop.
    /// - Complexity: one `DayRunner` run of `days` days per row; the result is the same for any
    ///   thread count (chunked like `casino-odds day`).
    init(
        sweep: Sweep, profile: UserProfile, days: Int, seed: UInt64, threads: Int, control: RunControl = RunControl()
    ) throws {
        try profile.validate()
        self.profile = profile
        self.days = days
        self.seed = seed
        var steps: [Step?] = []
        for row in sweep.rows {
            guard let played = SweepDayCost.profile(for: row, in: sweep, from: profile),
                let compiled = try? CompiledProfile(played, configuration: row.configuration)
            else {
                steps.append(nil)
                continue
            }
            let spec = DayRunSpec(profile: compiled, days: days, seed: seed, killEveryWrite: false)
            let result = try DayRunner.run(spec, threads: threads, control: control)
            steps.append(Step(minutesLostPerDay: result.minutesLostPerDay, violations: result.tally.violationCount))
        }
        self.steps = steps
    }
}
