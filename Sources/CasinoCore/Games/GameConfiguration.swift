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
            && lhs.returnFloor == rhs.returnFloor && partsEqual(lhs.parts, rhs.parts)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(crash)
        hasher.combine(plinko)
        hasher.combine(mines)
        hasher.combine(slots)
        hasher.combine(returnFloor)
        hasher.combine(parts.count)
    }
}
