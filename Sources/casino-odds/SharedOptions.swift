import ArgumentParser
import OddsLab
import OddsReports

// The options several commands share, each declared once here. A command keeps its own help
// sentence and default for them (it conforms to `OptionWording`), so its --help reads as before.

/// How one command words its shared options in --help: each option's help sentence and default
/// (`defaultStake` nil: none, the request decides; `outputValueName` nil: `output`).
protocol OptionWording {
    static var seedHelp: String { get }
    static var defaultSeed: UInt64 { get }
    static var threadsHelp: String { get }
    static var stakeHelp: String { get }
    static var defaultStake: Int? { get }
    static var remainingHelp: String { get }
    static var untilMidnightHelp: String { get }
    static var daysHelp: String { get }
    static var defaultDays: Int { get }
    static var profileHelp: String { get }
    static var defaultProfile: String { get }
    static var outputHelp: String { get }
    static var outputValueName: String? { get }
    static var killEveryWriteHelp: String { get }
    static var configHelp: String { get }
}

extension OptionWording {
    static var seedHelp: String { "The 64-bit seed (decimal, or hexadecimal with 0x; default: 1)." }
    static var defaultSeed: UInt64 { 1 }
    static var threadsHelp: String { "Worker threads (default: all cores); the output does not depend on it." }
    static var stakeHelp: String { "Minutes staked on every wager." }
    static var defaultStake: Int? { 10 }
    static var remainingHelp: String {
        "The player's remaining minutes when each wager is placed (default: the stake)."
    }
    static var untilMidnightHelp: String {
        "Real minutes until 23:59 when each wager is placed, 0…1499 (1439 at 00:00 on a 24-hour day, 1499 on the 25-hour day clocks fall back)."
    }
    static var daysHelp: String { "Days to simulate (1…1000000000)." }
    static var defaultDays: Int { 1000 }
    static var profileHelp: String { "The simulated user: \(UserProfile.named.map(\.name).joined(separator: ", "))." }
    static var defaultProfile: String { "casual" }
    static var outputHelp: String { "Write the result to this file instead of stdout." }
    static var outputValueName: String? { nil }
    static var killEveryWriteHelp: String { "Simulate a kill and relaunch after every write (exhaustive; slower)." }
    static var configHelp: String { "A JSON file overriding the default configuration (schema in Docs/games.md)." }
}

/// `help` with the default shown as ArgumentParser shows one (`… (default: 10)`), for an option
/// whose value stays optional so the request, not the flag, supplies the default.
private func help(_ text: String, default value: Int?) -> ArgumentHelp {
    ArgumentHelp(value.map { "\(text) (default: \($0))" } ?? text)
}

/// `--seed`: taken even when it starts with `-` (so `--seed -1` is answered, not mistaken for a
/// missing value), read by `Seed(parsing:)`.
struct SeedOption<Wording: OptionWording>: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(Wording.seedHelp), transform: { try Seed(parsing: $0) })
    var seed = Seed(value: Wording.defaultSeed)

    /// The seed.
    var value: UInt64 { seed.value }
}

/// `--threads`, checked by `Threads` when the request is built.
struct ThreadsOption<Wording: OptionWording>: ParsableArguments {
    @Option(help: ArgumentHelp(Wording.threadsHelp))
    var threads: Int?

    /// The threads, all cores when left out.
    func value() throws -> Threads { try Threads(threads) }
}

/// `--stake`, checked by the request; `value` is nil only for a command with no default.
struct StakeOption<Wording: OptionWording>: ParsableArguments {
    @Option(help: help(Wording.stakeHelp, default: Wording.defaultStake)) var stake: Int?
    var value: Int? { stake ?? Wording.defaultStake }
    /// The stake for a command whose wording has a default (0, which every request refuses, if not).
    var minutes: Int { value ?? 0 }
}

/// `--remaining` and `--until-midnight`: the moment each wager is placed, checked by the request.
struct MomentOptions<Wording: OptionWording>: ParsableArguments {
    @Option(help: ArgumentHelp(Wording.remainingHelp)) var remaining: Int?
    @Option(help: ArgumentHelp(Wording.untilMidnightHelp))
    var untilMidnight: Int = BetMoment.minutesUntilMidnightAtMidnight
}

/// `--days`, checked by the request.
struct DaysOption<Wording: OptionWording>: ParsableArguments {
    @Option(help: ArgumentHelp(Wording.daysHelp)) var days: Int = Wording.defaultDays
}

/// `--profile`, read by the request (`UserProfile`).
struct ProfileOption<Wording: OptionWording>: ParsableArguments {
    @Option(help: ArgumentHelp(Wording.profileHelp)) var profile: String = Wording.defaultProfile
}

/// `--output`: the file the result replaces, refused before any work unless a regular file or nothing.
struct OutputOption<Wording: OptionWording>: ParsableArguments {
    @Option(help: ArgumentHelp(Wording.outputHelp, valueName: Wording.outputValueName), completion: .file())
    var output: String?
    func target() throws -> OutputTarget? { try output.map { try OutputTarget($0, flag: "--output") } }
}

/// `--kill-every-write` / `--no-kill-every-write`.
struct KillEveryWriteOption<Wording: OptionWording>: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: ArgumentHelp(Wording.killEveryWriteHelp)) var killEveryWrite = false
}

/// `--config`: a configuration file, read by the request.
struct ConfigOption<Wording: OptionWording>: ParsableArguments {
    @Option(help: ArgumentHelp(Wording.configHelp, valueName: "file"), completion: .file()) var config: String?
}

/// `--format table|json`, for commands with those two formats.
enum TableOrJSON: String, ExpressibleByArgument, CaseIterable { case table, json }

extension Seed: ExpressibleByArgument {}
