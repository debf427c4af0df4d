import CasinoCore
@testable import OddsLab
import OddsReports
import Testing

/// A game is registered in one list per layer: its engine in `GameKind.engines` (what the app plays
/// and replays), its descriptor in `GameRegistry.games` (what the lab covers). These tests tie the
/// two lists and check the registration's parts that no command exercises on its own.
@Suite("Game lists")
struct GameRegistryTests {
    @Test func theLabsListAndTheCasinosListNameTheSameGamesInTheSameOrder() {
        #expect(GameRegistry.kinds == GameKind.allCases)
        #expect(Set(GameKind.allCases).count == GameKind.allCases.count, "a game listed twice")
    }

    @Test func aKindReadsBackFromItsNameAndNamesItsEngine() {
        for kind in GameKind.allCases {
            #expect(GameKind(rawValue: kind.rawValue) == kind)
            #expect(kind.engineType?.kind == kind)
        }
        #expect(GameKind(rawValue: "roulette") == nil)
        #expect(GameKind(name: "roulette").engineType == nil)
    }

    /// The Monte Carlo runner plays each registered game through the kernel its descriptor built for
    /// the engine's type; an engine no list names still plays, through the opened existential. Both
    /// give the bytes `run(engine:)` gives with the concrete type.
    @Test func aGamesKernelAndAnUnlistedEnginePlayAsTheConcreteEngineDoes() throws {
        let spec = try RunSpec(
            game: .crash, wager: 10, remainingMinutes: 1_400, seed: 7, wagers: 9_000, chunkSize: 2_000)
        let crash = try CrashEngine(configuration: .defaults.offering(Centi(200)), target: CrashTarget(Centi(200)))
        let concrete = MonteCarloRunner.run(engine: crash, spec: spec, producer: "test", threads: 2).json
        #expect(
            MonteCarloRunner.run(game: AnyGameEngine(crash), spec: spec, producer: "test", threads: 2).json == concrete)
        let unlisted = AnyGameEngine(UnlistedCrash(crash: crash))
        #expect(unlisted.kind.engineType == nil)
        #expect(MonteCarloRunner.run(game: unlisted, spec: spec, producer: "test", threads: 2).json == concrete)
    }
}

/// Crash under a name no list holds.
private struct UnlistedCrash: RegisteredGameEngine {
    static var kind: GameKind { GameKind(name: "unlisted crash") }
    var crash: CrashEngine
    init(crash: CrashEngine) { self.crash = crash }
    init?(recorded options: String, configuration: GameConfiguration) throws(ConfigurationError) { return nil }
    var recordedOptions: String { crash.recordedOptions }
    var outcomeTable: OutcomeTable { crash.outcomeTable }
    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int { crash.playOutcome(using: &generator) }
}
