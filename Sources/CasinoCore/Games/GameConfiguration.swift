/// The configuration of all four games: what a casino can tune, with the project's defaults.
///
/// The defaults live in code; a JSON file (see `Docs/games.md`) overrides any part of them.
public struct GameConfiguration: Hashable, Sendable {
    /// Crash's configuration.
    public var crash: CrashConfiguration
    /// Plinko's tables.
    public var plinko: PlinkoConfiguration
    /// Mines' return and multipliers.
    public var mines: MinesConfiguration
    /// Slots' reels and paytable.
    public var slots: SlotsConfiguration
    /// The least effective return a bet may have to be accepted (`ReturnFloor`); default 95 %.
    public var returnFloor: ReturnFloor
    /// The choices (a title such as `"plinko 16 rows high"`) or whole games (`"mines"`) this
    /// configuration marks **cap-limited**: their top prize is a multiplier no bet the app accepts
    /// is paid in full (the midnight cap always cuts it). The mark changes no payout; it says the
    /// configuration knows, and `check` fails a cap-limited choice without it (Docs/rules.md,
    /// "Every advertised prize attainable"). The defaults mark `defaultCapLimited`.
    public var capLimited: [String] = GameConfiguration.defaultCapLimited
    /// The configurations of the games added after the four, each set away from its defaults
    /// (`GameConfiguration[part:]`, `GameConfiguration+Parts.swift`).
    var parts: [any GameConfigurationPart] = []

    /// A configuration of the four games and the return floor (unchecked).
    public init(
        crash: CrashConfiguration = .defaults, plinko: PlinkoConfiguration = .defaults,
        mines: MinesConfiguration = .defaults, slots: SlotsConfiguration = .defaults,
        returnFloor: ReturnFloor = .defaults
    ) {
        self.crash = crash
        self.plinko = plinko
        self.mines = mines
        self.slots = slots
        self.returnFloor = returnFloor
    }

    /// What the defaults mark cap-limited (`capLimited`): Plinko 15 and 16 rows high, whose top
    /// prizes (433.80x, 850.40x) no accepted bet is paid in full — a stake small enough for the top
    /// prize to fit under the cap loses too much of its other large prizes to the cap to meet the
    /// floor (`PaidInFullTests`). (Plinko 14 rows high, re-tuned for the half day to 290.20x, is paid
    /// in full on some accepted bet.)
    public static let defaultCapLimited = ["plinko 15 rows high", "plinko 16 rows high"]

    /// True when `title` (a choice's title, `"mines 10 mines 10 reveals"`) is marked cap-limited,
    /// by its title or by its game's name (the title's first word).
    public func isMarkedCapLimited(_ title: String) -> Bool {
        capLimited.contains { $0 == title || title.hasPrefix($0 + " ") }
    }

    /// Every game at its default: nominal RTP 97 %.
    public static let defaults = GameConfiguration()

    /// Checks all four games, and that no choice returns more than 100 % nominal
    /// (`validateNominalReturns`); the error's path starts with the game's name.
    public func validate() throws(ConfigurationError) {
        try crash.validate()
        try plinko.validate()
        try mines.validate()
        try slots.validate()
        try validateParts()
        try returnFloor.validate()
        try validateNominalReturns()
    }

    public static func == (lhs: GameConfiguration, rhs: GameConfiguration) -> Bool {
        lhs.crash == rhs.crash && lhs.plinko == rhs.plinko && lhs.mines == rhs.mines && lhs.slots == rhs.slots
            && lhs.returnFloor == rhs.returnFloor && lhs.capLimited == rhs.capLimited
            && partsEqual(lhs.parts, rhs.parts)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(crash)
        hasher.combine(plinko)
        hasher.combine(mines)
        hasher.combine(slots)
        hasher.combine(returnFloor)
        hasher.combine(capLimited)
        hasher.combine(parts.count)
    }
}
