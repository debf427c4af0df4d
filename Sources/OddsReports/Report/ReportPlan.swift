import CasinoCore
import OddsLab

/// What `casino-odds report` covers: the games, the seed and sizes, and the documented sets of
/// configurations each part of the report is about.
///
/// Every set is a pure function of the configuration, so the report's bytes depend only on the
/// plan:
/// - **every configuration** (exact odds, `odds.csv`, `rtp.csv`): Crash at each analysis target,
///   Plinko at each offered rows × risk, Mines at every m × k, Slots once;
/// - **disclosed choices** (`odds-disclosure.md`): the "typical choices" a user meets — every Crash
///   analysis target, Plinko 8/12/16 rows × low/medium/high, a spread of Mines m × k, Slots;
/// - **simulated configurations** (Monte Carlo, `rtp.csv` simulated columns, the RTP charts): each
///   game at its documented default (Crash 2.00x, Plinko 16 rows medium, Mines 3 mines 5 reveals,
///   Slots) at every standard wager size.
package struct ReportPlan: Hashable, Sendable {
    /// Where the game configuration came from, as the report states it.
    enum ConfigurationSource: Hashable, Sendable {
        /// The defaults in code.
        case defaults
        /// A JSON file: the path as given, and a digest of its bytes (so a report names the exact file).
        case file(path: String, digest: String)
    }

    /// The games.
    var configuration: GameConfiguration
    /// Where `configuration` came from.
    var configurationSource: ConfigurationSource
    /// The report's seed; its run `i` uses output `i` of SplitMix64 started at it (`RunSeeds.subRunSeed`).
    var seed: UInt64
    /// Wagers per simulated configuration and wager size.
    var wagersPerSimulation: Int
    /// Days per profile in the day simulation.
    var daysPerProfile: Int
    /// The tool's version, printed in the report (part of what reproduces it).
    var toolVersion: String
    /// Wagers per case of the fairness gate the report runs and publishes (`CheckSuite`, seeded
    /// `gateSeed`); nil runs no gate. `casino-odds report` runs the gate exactly as a default
    /// `casino-odds check` does (`CheckSuite.defaultWagers`, `CheckSuite.defaultSeed`), so the
    /// report's verdicts are the CI gate's.
    var gateWagers: Int?
    /// The seed of the gate's run.
    var gateSeed: UInt64
    /// The date the disclosure's figures are stated for (`YYYY-MM-DD`): an input, never the clock,
    /// so the same plan gives the same bytes on any day.
    var asOf: String

    /// The as-of date when `--as-of` is left out: the day the figures' rules (the return floor) took effect.
    package static let defaultAsOf = "2026-11-23"

    /// The seed when `--seed` is left out.
    package static let defaultSeed: UInt64 = 1
    /// 10⁷ wagers per run: 36 runs finish in well under a minute on two cores, and the standard
    /// error of an RTP estimate is then about 0.03 pp for Crash 2.00x.
    package static let defaultWagersPerSimulation = 10_000_000
    /// Days per profile when `--days` is left out.
    package static let defaultDaysPerProfile = 20_000

    /// The wager sizes every RTP figure is given at (minutes).
    static let wagerSizes = ExactAnalysis.standardWagers
    /// The bet the disclosure's sentences are about: "if you bet 10 minutes".
    static let disclosureWager = 10
    /// The bet sizes of the disclosure's "what rounding does to small bets" table.
    static let disclosureWagerSizes = [1, 2, 3, 5, 10, 30, 60]
    /// `minutesUntilMidnight` of every RTP figure: 1439, a bet placed at 00:00, the loosest cap a
    /// day has (with `remainingMinutes` equal to the wager: the player stakes what is left).
    static let minutesUntilMidnight = 1439

    init(
        configuration: GameConfiguration = .defaults, configurationSource: ConfigurationSource = .defaults,
        seed: UInt64 = ReportPlan.defaultSeed, wagersPerSimulation: Int = ReportPlan.defaultWagersPerSimulation,
        daysPerProfile: Int = ReportPlan.defaultDaysPerProfile, toolVersion: String,
        asOf: String = ReportPlan.defaultAsOf, gateWagers: Int? = nil, gateSeed: UInt64 = CheckSuite.defaultSeed
    ) {
        self.configuration = configuration
        self.configurationSource = configurationSource
        self.seed = seed
        self.wagersPerSimulation = wagersPerSimulation
        self.daysPerProfile = daysPerProfile
        self.toolVersion = toolVersion
        self.asOf = asOf
        self.gateWagers = gateWagers
        self.gateSeed = gateSeed
    }

    /// Every configuration of every game, in game order.
    func allGames() throws(ConfigurationError) -> [ConfiguredGame] {
        try configuration.configuredGames(for: GameSelection())
    }

    /// The typical choices the disclosure describes, in game order.
    ///
    /// Plinko choices the configuration does not offer are left out (a file may offer fewer tables).
    func disclosedGames() throws(ConfigurationError) -> [ConfiguredGame] {
        var result: [ConfiguredGame] = []
        for game in GameRegistry.games { result += try game.disclosedChoices(configuration) }
        return result
    }

    /// Each game at its documented default, in game order: the configurations simulated.
    func simulatedGames() throws(ConfigurationError) -> [ConfiguredGame] {
        try configuration.defaultConfiguredGames(for: GameSelection())
    }

    /// The seed of the report's `index`-th simulation (in `simulatedGames` × `wagerSizes` order):
    /// sub-run `index` of the report's seed (`RunSeeds.subRunSeed`), so the runs are independent
    /// and each can be re-run alone with `simulate`.
    func simulationSeed(index: Int) -> UInt64 {
        RunSeeds.subRunSeed(of: seed, index: index)
    }

    // The report's sub-runs, in this order, each on `RunSeeds.subRunSeed(of: seed, index: i)`:
    // the simulations, then each profile's days (`UserProfile.named` order; its floor-off and
    // kill-sample runs share its seed, so they differ from it only in what they change), then the
    // related systems.

    /// How many simulations the report runs (`simulatedGames` × `wagerSizes`).
    var simulationCount: Int { ((try? simulatedGames())?.count ?? 0) * Self.wagerSizes.count }

    /// The seed of the days of the `profileIndex`-th profile (`UserProfile.named` order).
    func daysSeed(profileIndex: Int) -> UInt64 {
        RunSeeds.subRunSeed(of: seed, index: simulationCount + profileIndex)
    }

    /// The seed of the related systems' weeks and redemption days.
    var relatedSeed: UInt64 {
        RunSeeds.subRunSeed(of: seed, index: simulationCount + UserProfile.named.count)
    }
}
