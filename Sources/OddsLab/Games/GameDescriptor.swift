import CasinoCore

/// What the lab knows about one game besides its engine: which configurations a selection covers
/// (the fairness gate plays every one the return floor offers, `CheckSuite`), the default a command
/// that plays uses, the choices the disclosure describes and how it words them, the game's part of
/// a configuration file and its return-rate knob. One value per game, in the game's own folder;
/// `GameRegistry.games` lists them, and every command, check and report section that goes over
/// "every game" goes over that list.
///
/// The hot loops (Monte Carlo, `rng --outcomes`) are the descriptor's `kernels`, compiled for the
/// engine type it names (`EngineKernels`).
public struct GameDescriptor: Sendable {
    /// Which game.
    var kind: GameKind
    /// The lab's loops over the game's engine, compiled for its type.
    let kernels: EngineKernels
    /// The engine's type, for the capabilities that need no engine built (`LabGameEngine`).
    let engineType: any LabGameEngine.Type
    /// Every configuration `selection` covers, an option left out meaning all its values (`analyze`,
    /// the report's exact odds). Only the game's own options of `selection` are read.
    var configurations: @Sendable (GameConfiguration, GameSelection) throws(ConfigurationError) -> [ConfiguredGame]
    /// The one configuration a command that plays uses: each option left out takes its documented default.
    var defaultConfiguration: @Sendable (GameConfiguration, GameSelection) throws(ConfigurationError) -> ConfiguredGame
    /// The typical choices `odds-disclosure.md` describes, in the order it lists them.
    package var disclosedChoices: @Sendable (GameConfiguration) throws(ConfigurationError) -> [ConfiguredGame]
    /// The game's name in a sentence or heading: `"Crash"`.
    public var name: String
    /// The fairness gate's cases where the midnight cap bites (little or no room between the
    /// remaining minutes and midnight), each with its place in the suite's one list of such cases
    /// (the places are published: a new game takes places after every other game's).
    var capBitingCases: @Sendable (GameConfiguration) throws(ConfigurationError) -> [(place: Int, checkCase: CheckCase)]
    /// How the game plays, in plain words (the disclosure and its web page print it).
    public var rulesInWords: String
    /// What a player chooses, heading the disclosure's column of choices: `"cash-out target"`.
    var choiceNoun: String
    /// How the disclosure lays out every choice.
    package var disclosureLayout: DisclosureLayout
    /// The return rate (parts per million) the game's multipliers follow, read and set, for the
    /// sweep's `edge` and its `returnPPM` column; nil when the game's tables are set by hand.
    public var returnRate: ReturnRateKnob?
    /// The choices a player makes in the game, by name (`LabGameEngine.selectionOptions`).
    var selectionOptions: [GameOption] { engineType.selectionOptions }
    /// The game's tuner for `casino-odds tune` (`TuningRequest+<Game>.swift` in its folder): what it
    /// tuned, the tuned configuration and its patches; nil for a game `tune` does not offer.
    var tune:
        (
            @Sendable (TuningRequest, GameConfiguration, GameSelection) throws -> (
                TunedResult, GameConfiguration, [ConfigurationPatch]
            )
        )?
    /// Confirms the game's tuner's result by exact analysis of the tuned configuration
    /// (`TuningRequest+<Game>.swift`); nil for a tuned return rate's check (`verifyReturnRate`).
    var verifyTuning:
        (
            @Sendable (TuningRequest, TunedResult, GameConfiguration, GameSelection) throws ->
                TuningVerification
        )?
    /// The game's tuner for `casino-odds tune --for-floor` (`FloorTuningRequest+<Game>.swift`), given
    /// the configurations the selection covers; nil for a game `--for-floor` does not tune.
    var floorTune: (@Sendable (FloorTuningRequest, GameConfiguration, [ConfiguredGame]) throws -> FloorTuning)?
    /// Reads the game's member of a configuration file (`"crash": {…}`) over the configuration.
    var readConfiguration: @Sendable (ConfigNode, inout GameConfiguration) throws(ConfigurationError) -> Void
    /// What a configuration file that gives the game's member must also satisfy once the whole
    /// configuration is valid (Slots: every paytable line pays on some stop combination).
    var checkReadConfiguration: @Sendable (GameConfiguration) throws(ConfigurationError) -> Void

    init<Engine: LabGameEngine>(
        engine: Engine.Type,
        name: String,
        rulesInWords: String,
        choiceNoun: String,
        disclosureLayout: DisclosureLayout,
        returnRate: ReturnRateKnob? = nil,
        configurations:
            @escaping @Sendable (GameConfiguration, GameSelection) throws(ConfigurationError) -> [ConfiguredGame],
        defaultConfiguration:
            @escaping @Sendable (GameConfiguration, GameSelection) throws(ConfigurationError) -> ConfiguredGame,
        disclosedChoices: @escaping @Sendable (GameConfiguration) throws(ConfigurationError) -> [ConfiguredGame],
        capBitingCases:
            @escaping @Sendable (GameConfiguration) throws(ConfigurationError) -> [(place: Int, checkCase: CheckCase)],
        tune: (
            @Sendable (TuningRequest, GameConfiguration, GameSelection) throws -> (
                TunedResult, GameConfiguration, [ConfigurationPatch]
            )
        )? = nil,
        verifyTuning: (
            @Sendable (TuningRequest, TunedResult, GameConfiguration, GameSelection) throws ->
                TuningVerification
        )? = nil,
        floorTune: (
            @Sendable (FloorTuningRequest, GameConfiguration, [ConfiguredGame]) throws -> FloorTuning
        )? = nil,
        readConfiguration:
            @escaping @Sendable (ConfigNode, inout GameConfiguration) throws(ConfigurationError) -> Void,
        checkReadConfiguration: @escaping @Sendable (GameConfiguration) throws(ConfigurationError) -> Void = { _ in }
    ) {
        self.kind = Engine.kind
        self.kernels = EngineKernels(engine)
        self.engineType = engine
        self.name = name
        self.rulesInWords = rulesInWords
        self.choiceNoun = choiceNoun
        self.disclosureLayout = disclosureLayout
        self.returnRate = returnRate
        self.configurations = configurations
        self.defaultConfiguration = defaultConfiguration
        self.disclosedChoices = disclosedChoices
        self.capBitingCases = capBitingCases
        self.tune = tune
        self.verifyTuning = verifyTuning
        self.floorTune = floorTune
        self.readConfiguration = readConfiguration
        self.checkReadConfiguration = checkReadConfiguration
    }
}

/// A game's return rate as a knob: the rate its configuration's multipliers follow, and the
/// configuration with the multipliers at another rate.
public struct ReturnRateKnob: Sendable {
    /// The configuration's return rate, in parts per million.
    var get: @Sendable (GameConfiguration) -> Int
    /// `configuration` with the game's multipliers following `returnPPM`.
    var set: @Sendable (inout GameConfiguration, _ returnPPM: Int) -> Void

    init(
        get: @escaping @Sendable (GameConfiguration) -> Int,
        set: @escaping @Sendable (inout GameConfiguration, _ returnPPM: Int) -> Void
    ) {
        self.get = get
        self.set = set
    }

    /// `configuration` with the rate set where it already is: the configuration a tuning or a sweep
    /// of the rate reads a selection in (Mines' knob gives the formula, which offers every plan a
    /// tuning may price; Crash's changes nothing).
    func atItsOwnRate(_ configuration: GameConfiguration) -> GameConfiguration {
        var result = configuration
        set(&result, get(configuration))
        return result
    }
}
