import ArgumentParser
import OddsLab
import OddsReports

/// The options several commands share, each declared once below, generic over the command, which
/// words them in its --help: each option's help sentence and default
/// (`defaultStake` nil: none, the request decides; `outputValueName` nil: `output`; `defaultWagers`
/// nil: `--wagers` is required). A command gives only what differs from these.
struct SharedWording {
    var seedHelp: String = "The 64-bit seed (decimal, or hexadecimal with 0x; default: 1)."
    var defaultSeed: UInt64 = 1
    var threadsHelp: String = "Worker threads (default: all cores); the output does not depend on it."
    var stakeHelp: String = "Minutes staked on every wager."
    var defaultStake: Int? = 10
    var remainingHelp: String = "The player's remaining minutes when each wager is placed (default: the stake)."
    var untilMidnightHelp: String =
        "Real minutes until 23:59 when each wager is placed, 0…1499 (1439 at 00:00 on a 24-hour day, 1499 on the 25-hour day clocks fall back)."
    var daysHelp: String = "Days to simulate (1…1000000000)."
    var defaultDays: Int = 1000
    var profileHelp: String = "The simulated user: \(UserProfile.named.map(\.name).joined(separator: ", "))."
    var defaultProfile: String = "casual"
    var outputHelp: String = "Write the result to this file instead of stdout."
    var outputValueName: String? = nil
    var killEveryWriteHelp: String = "Simulate a kill and relaunch after every write (exhaustive; slower)."
    var configHelp: String = "A JSON file overriding the default configuration (schema in Docs/games.md)."
    var wagersHelp: String = "Number of wagers, e.g. 1e9, 250M, 10k."
    var wagersValueName: String? = "n"
    var defaultWagers: String? = nil
    var returnFloorHelp: String = "The return floor, 0…1."
    var returnFloorValueName: String = "fraction"
    var defaultReturnFloor: String? = nil
    var shardHelp: String = "Play only shard i of k, e.g. 2/8, and write a partial result."
    var outputDirHelp: String = "The output folder."
    var defaultOutputDir: String? = nil
}

/// A command whose shared options read as `wording` says (`SharedWording()` unless it says otherwise).
protocol OptionWording { static var wording: SharedWording { get } }

extension OptionWording { static var wording: SharedWording { SharedWording() } }

/// `help` with the default shown as ArgumentParser shows one (`… (default: 10)`), for an option
/// whose value stays optional so the request, not the flag, supplies the default.
private func help(_ text: String, default value: (any CustomStringConvertible)?, valueName: String? = nil)
    -> ArgumentHelp
{
    ArgumentHelp(value.map { "\(text) (default: \($0))" } ?? text, valueName: valueName)
}

/// `--seed`: taken even when it starts with `-` (so `--seed -1` is answered, not mistaken for a
/// missing value), read by `Seed(parsing:)`.
struct SeedOption<Command: OptionWording>: ParsableArguments {
    @Option(
        parsing: .unconditional, help: ArgumentHelp(Command.wording.seedHelp),
        transform: OptionSpelling.reading(Seed.init(parsing:)))
    var seed = Seed(value: Command.wording.defaultSeed)

    /// The seed.
    var value: UInt64 { seed.value }
}

/// `--threads`, checked by `Threads` when the request is built.
struct ThreadsOption<Command: OptionWording>: ParsableArguments {
    @Option(help: ArgumentHelp(Command.wording.threadsHelp)) var threads: Int?

    /// The threads, all cores when left out.
    func value() throws -> Threads { try Threads(threads) }
}

/// `--stake`, checked by the request; `value` is nil only for a command with no default.
struct StakeOption<Command: OptionWording>: ParsableArguments {
    @Option(help: help(Command.wording.stakeHelp, default: Command.wording.defaultStake)) var stake: Int?
    var value: Int? { stake ?? Command.wording.defaultStake }
    /// The stake for a command whose wording has a default (0, which every request refuses, if not).
    var minutes: Int { value ?? 0 }
}

/// `--remaining` and `--until-midnight`: the moment each wager is placed, checked by the request.
struct MomentOptions<Command: OptionWording>: ParsableArguments {
    @Option(help: ArgumentHelp(Command.wording.remainingHelp)) var remaining: Int?
    @Option(help: ArgumentHelp(Command.wording.untilMidnightHelp))
    var untilMidnight: Int = BetMoment.minutesUntilMidnightAtMidnight
}

/// `--days`, checked by the request.
struct DaysOption<Command: OptionWording>: ParsableArguments {
    @Option(help: ArgumentHelp(Command.wording.daysHelp)) var days: Int = Command.wording.defaultDays
}

/// `--profile`, read by the request (`UserProfile`).
struct ProfileOption<Command: OptionWording>: ParsableArguments {
    @Option(help: ArgumentHelp(Command.wording.profileHelp)) var profile: String = Command.wording.defaultProfile
}

/// `--output`: the file the result replaces, refused before any work unless a regular file or nothing.
struct OutputOption<Command: OptionWording>: ParsableArguments {
    @Option(
        help: ArgumentHelp(Command.wording.outputHelp, valueName: Command.wording.outputValueName), completion: .file())
    var output: String?
    func target() throws -> OutputTarget? { try output.map { try OutputTarget($0, flag: "--output") } }
}

/// `--kill-every-write` / `--no-kill-every-write`.
struct KillEveryWriteOption<Command: OptionWording>: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: ArgumentHelp(Command.wording.killEveryWriteHelp)) var killEveryWrite = false
}

/// `--config`: a configuration file, read by the request.
struct ConfigOption<Command: OptionWording>: ParsableArguments {
    @Option(help: ArgumentHelp(Command.wording.configHelp, valueName: "file"), completion: .file()) var config: String?
}

/// `--wagers`, read by the request (`WagerCount`): required when the wording has no default.
struct WagersOption<Command: OptionWording>: ParsableArguments {
    @Option var wagers: String
    init() {
        let help = ArgumentHelp(Command.wording.wagersHelp, valueName: Command.wording.wagersValueName)
        _wagers = Command.wording.defaultWagers.map { Option(wrappedValue: $0, help: help) } ?? Option(help: help)
    }
}

/// `--return-floor`, read by the request (`ReturnFloor(parsing:)`); nil: the request's default.
struct ReturnFloorOption<Command: OptionWording>: ParsableArguments {
    @Option(
        help: help(
            Command.wording.returnFloorHelp, default: Command.wording.defaultReturnFloor,
            valueName: Command.wording.returnFloorValueName))
    var returnFloor: String?
}

/// `--output-dir`: the folder written (or compared), checked by the request; nil: the request's default.
struct OutputDirOption<Command: OptionWording>: ParsableArguments {
    @Option(
        help: help(Command.wording.outputDirHelp, default: Command.wording.defaultOutputDir), completion: .directory)
    var outputDir: String?
}

/// `--shard i/k`, read by the request (`Shard(parsing:)`).
struct ShardOption<Command: OptionWording>: ParsableArguments {
    @Option(help: ArgumentHelp(Command.wording.shardHelp)) var shard: String?
}

/// `--format table|json`, for commands with those two formats.
enum TableOrJSON: String, ExpressibleByArgument, CaseIterable { case table, json }

extension Seed: ExpressibleByArgument {}
