import CasinoCore
import SeededRuns

/// `sweep`: the exact analysis of one game at evenly spaced values of one parameter, with the
/// minutes lost per day from the day simulation (`days` > 0).
public struct SweepRequest: Sendable {
    /// The rows, and the day simulation's columns when it ran.
    public struct Result: Sendable {
        package var sweep: Sweep
        package var days: SweepDayCost?

        /// The day simulation's invariant violations, as the tool ends with them (exit 1); nil without any.
        public var failure: CheckFailed? {
            let violations = days?.violations ?? 0
            guard violations > 0 else { return nil }
            return CheckFailed(
                summary:
                    "the day simulation found \(violations) invariant violations; run `casino-odds day` to replay one")
        }
    }

    var sweep: Sweep
    var days: Int
    /// The simulated user; nil when `days` is 0.
    var profile: UserProfile?
    var seed: Seed
    var threads: Threads

    /// Reads and checks the inputs: days (0…10000000), threads, the game (required), the axis,
    /// the sweep, then the profile.
    public init(
        game: GameFlags, parameter: String, from: String?, to: String?, steps: Int?, days: Int, profile: String,
        seed: Seed, threads: Int?
    ) throws {
        if days < 0 || days > 10_000_000 { throw InputError("\(option: .days) must be 0…10000000, got \(days)") }
        self.threads = try Threads(threads)
        let selection = try game.selection()
        let base = try game.configuration()
        let kind = try game.resolvedGame()
        let axis = try SweepAxis(parameter: parameter, from: from, to: to, steps: steps, game: kind)
        // What the sweep refuses of the options given, then the game flags, once, where they enter
        // (`GameFlags` words a refusal by the flag): in the configuration the sweep reads them in.
        _ = try Sweep.sweptSelection(selection, game: kind, axis: axis)
        _ = try game.configuredGames(of: kind, in: Sweep.selectionConfiguration(base, game: kind, axis: axis))
        sweep = try Sweep(game: kind, axis: axis, selection: selection, over: base)
        self.days = days
        self.seed = seed
        if days > 0 {
            guard let user = UserProfile.named(profile) else {
                throw InputError(
                    "\(option: .profile) \(profile) is not a profile (\(UserProfile.named.map(\.name).joined(separator: ", ")))"
                )
            }
            self.profile = user
        }
    }

    /// Days the run plays in all.
    public var daysToPlay: Int { days * sweep.rows.count }

    /// Runs the day simulation of every row (when asked for).
    public func run(control: RunControl) throws -> Result {
        guard let profile else { return Result(sweep: sweep, days: nil) }
        // The profile is a named one, each valid (`UserProfileTests.namedProfilesAreValid`), so the
        // day simulation refuses nothing of it; a stop (`CommandInterrupted`: nothing was written)
        // goes through as it is.
        return Result(
            sweep: sweep,
            days: try SweepDayCost(
                sweep: sweep, profile: profile, days: days, seed: seed.value, threads: threads.count,
                control: control))
    }
}
