import CasinoCore

/// What the lab does with one game's engine beyond playing it, each capability an optional
/// requirement with a default — the way swift-argument-parser's `ExpressibleByArgument` gives every
/// conforming type `defaultValueDescription` and `allValueStrings` unless it says otherwise. A
/// game's descriptor is built with an engine of this protocol (`GameDescriptor.init(engine:…)`), so
/// a new game conforms with an empty extension in its descriptor's file and gets the defaults; a
/// game with a capability of its own implements the requirement in its own folder
/// (`<Game>Engine+Lab.swift`). The lab reaches a capability through `AnyGameEngine.lab`, never by
/// naming a game: an engine no descriptor names has every default.
protocol LabGameEngine: RegisteredGameEngine {
    /// The exact decision proof (`DecisionProof`): the whole domain the round is decided on,
    /// enumerated with `decider` deciding (the engine itself, or a test's wrong engine claiming
    /// this one's table), each element checked against the rule derived a second way and the counts
    /// against the table, disagreements logged. Returns what was enumerated; nil (the default) for a
    /// game without a proof, whose item is then n/a ("not proven: sampled only"), never a pass.
    func proveDecisions<Decider: GameEngine>(playing decider: Decider, log: inout ProofLog) -> String?

    /// Each outcome's multiplier in hundredths, in the outcome table's order, read from the
    /// configuration by the rule text without the engine's table (`PayoutDerivation`); nil (the
    /// default) to take the table's multipliers (the rounding and the cap are still derived apart
    /// from the engine's payout and cap code).
    var ruleMultipliers: [Int]? { get }

    /// Every choice the core can be asked for under `configuration`, as the selections that build
    /// them, and whether that is all of them (the gate's check that the accepted choices are the
    /// disclosed ones, `FloorGate.acceptedChoices`); nil (the default) to check the disclosed
    /// choices only, not exhaustively.
    static func acceptedSelections(in configuration: GameConfiguration) -> (
        selections: [GameSelection], exhaustive: Bool
    )?

    /// The machine's PAR sheet, printed by `analyze` (`AnalysisEntry.parSheet`); nil (the default)
    /// for a game that has none.
    var parSheet: SlotsPARSheet? { get }

    /// What `tune` averages a return rate over, in the plural (`ReturnRateTuning`): `"plans"` unless
    /// the game says otherwise.
    static var tunedChoicesNoun: String { get }

    /// Which of `tune`'s per-game options apply to the game (`TuningRequest`, `TuneRequest`); none
    /// unless the game says otherwise.
    static var tuningOptions: TuningOptionKinds { get }

    /// The choices a player makes, by name (`GameOption`): the tool's flags for the game, the keys
    /// of a profile's entry for it, what its descriptor's `configurations` and
    /// `defaultConfiguration` read from a `GameSelection`; none (the default) for a game of one
    /// machine.
    static var selectionOptions: [GameOption] { get }

    /// A simulated user's choice of the game in words, after the game's name (`DayGameKind`'s
    /// description, printed by `day`), from the choice's `options` by name: each option's name and
    /// value unless the game says otherwise.
    static func dayChoiceWords(_ options: [String: String]) -> String

    /// Checks the text of each of the game's options in `selection` (a number where one is wanted,
    /// a known word), not its range: a profile's reader names the field at once
    /// (`games[0].target: 2.005 is not a whole hundredth`); nothing to check (the default) for a
    /// game whose descriptor reads its options only when building.
    static func checkOptionText(_ selection: GameSelection) throws(ConfigurationError)
}

/// `tune`'s per-game options, as a game's `LabGameEngine.tuningOptions` names those it takes.
struct TuningOptionKinds: OptionSet, Sendable {
    let rawValue: Int
    /// Tuned on the effective return at a stake (`--stake`), not only the nominal one.
    static let effectiveReturn = TuningOptionKinds(rawValue: 1 << 0)
    /// A multiplier shape of its own (`--shape`, `--min-multiplier`).
    static let shape = TuningOptionKinds(rawValue: 1 << 1)
    /// Pays of its own in paytable order (`--pays`).
    static let pays = TuningOptionKinds(rawValue: 1 << 2)
    /// Tuned for the floor at one stake's stretch of the day (`--for-floor` with `--stake`), not
    /// over a set of stakes at the last minute of the stretch.
    static let floorAtOneStake = TuningOptionKinds(rawValue: 1 << 3)

    /// The registered games that take `option`, in words: `"crash and mines"`.
    static func games(taking option: TuningOptionKinds) -> String {
        let names = GameRegistry.games.filter { $0.engineType.tuningOptions.contains(option) }.map(\.kind.rawValue)
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }
}

extension GameKind {
    /// The `tune` options the game takes (`LabGameEngine.tuningOptions`); none for a game no
    /// descriptor names.
    var tuningOptions: TuningOptionKinds { GameRegistry.registered(self)?.engineType.tuningOptions ?? [] }
}

extension LabGameEngine {
    func proveDecisions<Decider: GameEngine>(playing decider: Decider, log: inout ProofLog) -> String? { nil }

    var ruleMultipliers: [Int]? { nil }

    static func acceptedSelections(in configuration: GameConfiguration) -> (
        selections: [GameSelection], exhaustive: Bool
    )? { nil }

    var parSheet: SlotsPARSheet? { nil }

    static var tunedChoicesNoun: String { "plans" }

    static var tuningOptions: TuningOptionKinds { [] }

    static var selectionOptions: [GameOption] { [] }

    static func checkOptionText(_ selection: GameSelection) throws(ConfigurationError) {}

    static func dayChoiceWords(_ options: [String: String]) -> String {
        selectionOptions.compactMap { option in options[option.name].map { "\(option.name) \($0)" } }
            .joined(separator: " ")
    }

    /// The proof with the engine deciding its own rounds.
    func proveOwnDecisions(log: inout ProofLog) -> String? { proveDecisions(playing: self, log: &log) }
}

extension AnyGameEngine {
    /// The engine's lab capabilities; nil for an engine that is not a `LabGameEngine` (every
    /// capability then takes its default).
    var lab: (any LabGameEngine)? { base as? any LabGameEngine }
}
