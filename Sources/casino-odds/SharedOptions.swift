import ArgumentParser
import OddsLab

// The options several commands share, each declared once here. A command keeps its own help
// sentence for them (its `OptionWording`), so its --help reads as before.

/// How one command words its shared options in --help.
protocol OptionWording {
    /// `--seed`'s help.
    static var seedHelp: String { get }
    /// `--seed`'s default.
    static var defaultSeed: UInt64 { get }
    /// `--threads`'s help.
    static var threadsHelp: String { get }
}

extension OptionWording {
    static var seedHelp: String { "The 64-bit seed (decimal, or hexadecimal with 0x; default: 1)." }
    static var defaultSeed: UInt64 { 1 }
    static var threadsHelp: String { "Worker threads (default: all cores); the output does not depend on it." }
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

/// `--config`: the JSON file overriding the default configuration.
struct ConfigOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A JSON file overriding the default configuration (schema in Docs/games.md).",
            valueName: "file"),
        completion: .file())
    var config: String?
}

extension Seed: ExpressibleByArgument {}
