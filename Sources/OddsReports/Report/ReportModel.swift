import SeededRuns
import CasinoCore
import OddsLab
/// Everything the report files say, computed once: exact odds of every configuration, the
/// disclosure's bets, the cap at several times of day and the Monte Carlo runs.
///
/// The renderers in OddsReports only format it, so every file of a report set tells the same
/// numbers, and the same plan always gives the same model (the simulations are seeded and
/// independent of the thread count).
struct ReportModel: Sendable {
    /// What was asked for.
    var plan: ReportPlan
    /// Every configuration with its exact analysis, in `plan.allGames()` order.
    var games: [GameOdds]
    /// The disclosed choices, each at every `ReportPlan.disclosureWagerSizes` bet.
    var disclosures: [WagerOdds]
    /// Each game's default configuration at every `CapScenario.standard` moment.
    var capScenarios: [CapScenarioOdds]
    /// The Monte Carlo runs: `plan.simulatedGames()` × `ReportPlan.wagerSizes`, in that order.
    var simulations: [SimulatedRTP]
    /// The published disclosure: every choice, the floor, rounding and the cap (`odds-disclosure.md` and `.json`).
    var disclosure: Disclosure
    /// The offer under the return floor, before the floor tuning (`PreFloorDefaults`) and with this configuration.
    var offerBeforeAfter: OfferBeforeAfter
    /// The fairness gate's run (`casino-odds check` at `plan.gateWagers` and `plan.gateSeed`), whose
    /// cases and verdicts the report publishes; nil when the plan runs no gate.
    var gate: CheckReport?

    /// Computes the model.
    ///
    /// - Parameters:
    ///   - plan: the games, seed and sizes.
    ///   - simulator: plays the Monte Carlo runs; nil leaves `simulations` empty (tests of the
    ///     exact parts, and the renderers then print no simulated figures).
    ///   - gateThreads: worker threads of the gate's run (the result does not depend on it).
    /// - Throws: `ConfigurationError` when the plan's configuration breaks a rule, in its own words
    ///   (`crash.returnPPM: …`); `InputError` when an exact sum leaves 128-bit fractions (only for
    ///   extreme custom tables); `CommandInterrupted` when `control` was asked to stop. Each is
    ///   thrown as it was made: no stage words it again.
    /// - Complexity: O(configurations · outcomes · wager sizes) for the exact parts, plus the runs.
    init(
        plan: ReportPlan, simulator: (any ReportSimulator)?, gateThreads: Int = 1, control: RunControl = RunControl()
    ) throws {
        self.plan = plan
        // A broken rule of the configuration, or a choice it cannot build, is said in the
        // configuration's own words (`crash.returnPPM: …`). A file's configuration was checked
        // where it was read (`--config x.json: …`), so only a plan built in code can fail here.
        try plan.configuration.validate()
        let all = try plan.allGames(), disclosed = try plan.disclosedGames(), simulated = try plan.simulatedGames()
        offerBeforeAfter = try OfferBeforeAfter(before: PreFloorDefaults.configuration, after: plan.configuration)
        games = try all.map { game throws(InputError) in try GameOdds(game: game) }
        disclosures = try disclosed.flatMap { game in ReportPlan.disclosureWagerSizes.map { (game, $0) } }.map {
            pair throws(InputError) in try WagerOdds(game: pair.0, wager: pair.1)
        }
        // One offer of the configuration, read by the disclosure and the gate (its suite and its
        // floor cases), instead of one computed by each.
        let offer = try Offer(configuration: plan.configuration)
        disclosure = try Disclosure(
            plan: plan, offer: offer, typical: disclosed, defaults: simulated, control: control)
        if control.isStopRequested { throw CommandInterrupted.stopped }
        capScenarios = try simulated.flatMap { game in CapScenario.standard.map { (game, $0) } }.map {
            pair throws(InputError) in try CapScenarioOdds(game: pair.0, scenario: pair.1)
        }
        simulations = try ReportModel.simulatedRuns(of: simulated, plan: plan, simulator: simulator)
        gate = try ReportModel.gateRun(plan: plan, offer: offer, gateThreads: gateThreads, control: control)
    }

    /// The Monte Carlo runs: every simulated game at every `ReportPlan.wagerSizes` bet, each from its
    /// own seed; none without a simulator.
    private static func simulatedRuns(
        of simulated: [ConfiguredGame], plan: ReportPlan, simulator: (any ReportSimulator)?
    ) throws -> [SimulatedRTP] {
        var runs: [SimulatedRTP] = []
        if let simulator {
            for game in simulated {
                for wager in ReportPlan.wagerSizes {
                    let request = SimulationRequest(
                        game: game, wager: wager, remainingMinutes: wager,
                        minutesUntilMidnight: ReportPlan.minutesUntilMidnight,
                        seed: plan.simulationSeed(index: runs.count),
                        wagers: plan.wagersPerSimulation)
                    runs.append(try simulator.simulate(request))
                }
            }
        }
        return runs
    }

    /// The fairness gate's run at `plan.gateWagers`, or nil when the plan runs no gate.
    private static func gateRun(
        plan: ReportPlan, offer: Offer, gateThreads: Int, control: RunControl
    ) throws -> CheckReport? {
        guard let gateWagers = plan.gateWagers else { return nil }
        let suite = try CheckSuite(configuration: plan.configuration, offer: offer)
        let floorGate = try FloorGate(configuration: plan.configuration, offer: offer)
        return try suite.run(
            seed: plan.gateSeed, wagersPerCase: gateWagers, threads: max(1, gateThreads), floorGate: floorGate,
            control: control)
    }

    /// The exact odds of `game`'s default configuration (the simulated one), if it is in the model.
    func odds(of game: ConfiguredGame) -> GameOdds? {
        games.first { $0.game == game }
    }

    /// The runs of one configuration, in wager order.
    func simulations(of game: ConfiguredGame) -> [SimulatedRTP] {
        simulations.filter { $0.request.game == game }
    }
}

/// One configuration's exact analysis, with the odds of a bet at every standard wager size.
struct GameOdds: Hashable, Sendable {
    var game: ConfiguredGame
    var analysis: ExactAnalysis
    /// At each `ReportPlan.wagerSizes` bet, with `remainingMinutes` = the bet at 00:00.
    var returns: [WagerOdds]
    /// `nominal − rounded` RTP at each `ReportPlan.wagerSizes` bet: what floor rounding costs.
    var roundingCosts: [ExactFraction]
    /// `rounded − effective` RTP at each bet: what the midnight cap costs at 00:00 with only the bet left.
    var capCosts: [ExactFraction]

    init(game: ConfiguredGame) throws(InputError) {
        self.game = game
        analysis = try ExactAnalysis(engine: game.engine, wagers: ReportPlan.wagerSizes)
        var returns: [WagerOdds] = [], roundingCosts: [ExactFraction] = [], capCosts: [ExactFraction] = []
        for (wager, rounded) in zip(ReportPlan.wagerSizes, analysis.roundedRTPs) {
            let odds = try WagerOdds(game: game, wager: wager)
            returns.append(odds)
            roundingCosts.append(try analysis.nominalRTP.absoluteDifference(from: rounded.rtp, "rounding cost"))
            capCosts.append(try rounded.rtp.absoluteDifference(from: odds.rtp, "cap cost"))
        }
        self.returns = returns
        self.roundingCosts = roundingCosts
        self.capCosts = capCosts
    }
}
