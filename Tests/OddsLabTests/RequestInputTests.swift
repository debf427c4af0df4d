import CasinoCore
@testable import OddsLab
import SeededRuns
import Testing

/// The requests read and check their inputs once, in the lab: the tool only declares flags.
@Suite("Request inputs")
struct RequestInputTests {
    static func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as CasinoError {
            return error.spelledMessage
        } catch {
            return "\(error)"
        }
    }

    @Test func threadsAreOneTo1024() throws {
        #expect(try Threads(8).count == 8)
        #expect(Self.message { _ = try Threads(0) } == "--threads must be 1…1024, got 0")
        #expect(Self.message { _ = try Threads(1025) } == "--threads must be 1…1024, got 1025")
    }

    @Test func aSeedIsDecimalOrHexadecimalAndNothingElse() throws {
        #expect(try Seed(parsing: "0x10").value == 16)
        #expect(try Seed(parsing: "18446744073709551615").value == UInt64.max)
        #expect(
            Self.message { _ = try Seed(parsing: "-1") }?.hasPrefix("--seed must be an unsigned 64-bit number") == true)
    }

    @Test func theReturnFloorHasOneGrammarForCheckAndTune() throws {
        #expect(try ReturnFloor(parsing: "0.95") == ReturnFloor(perMillion: 950_000))
        #expect(
            Self.message { _ = try ReturnFloor(parsing: "95%") }?.hasPrefix("--return-floor: 95% has a percent sign")
                == true)
        #expect(Self.message { _ = try ReturnFloor(parsing: "1.5") }?.hasPrefix("--return-floor: 1.5") == true)
    }

    @Test func analyzeRefusesAStakeOutside1To100000() {
        #expect(
            Self.message {
                _ = try AnalyzeRequest(game: GameFlags(), stake: 0, remaining: nil, untilMidnight: 1439, offer: false)
            } == "--stake must be 1…100000 minutes, got 0")
    }

    @Test func simulateNeedsAGame() {
        #expect(
            Self.message {
                _ = try SimulateRequest(
                    game: GameFlags(), stake: 10, remaining: nil, untilMidnight: 1439, wagers: "10",
                    seed: Seed(value: 1),
                    threads: 1, shard: nil, settlement: .byOutcome, producer: "test")
            } == "--game: is required: choose crash, plinko, mines or slots")
    }

    @Test func aSimulateRequestPlaysItsWagersWithTheSameResultOnAnyThreadCount() throws {
        func run(_ threads: Int) throws -> String {
            let request = try SimulateRequest(
                game: GameFlags(game: .crash), stake: 10, remaining: nil, untilMidnight: 1439, wagers: "20000",
                seed: Seed(value: 7), threads: threads, shard: nil, settlement: .byOutcome, producer: "test")
            let result = request.run(control: RunControl())
            #expect(result.totals.wagers == 20_000)
            #expect(result.interruption == nil)
            return result.fingerprint + "\(result.totals)"
        }
        #expect(try run(1) == run(2))
    }

    @Test func aReplayRefusesTheOptionsItWouldIgnore() {
        #expect(
            Self.message {
                _ = try DayRequest(
                    profile: "casual", profileFile: nil, days: 10, seed: Seed(value: 1), threads: 1,
                    killEveryWrite: false, replay: "1:0:0", traceEvents: false, exportsHistory: false,
                    ignoredWithReplay: "--seed")
            }?.hasPrefix("--seed does nothing with --replay") == true)
    }

    @Test func rngRefusesGameOptionsWithoutOutcomes() {
        #expect(
            Self.message {
                _ = try RNGRequest(
                    seed: Seed(value: 1), stream: Seed(value: 0), count: nil, format: nil, bounded: nil, outcomes: nil,
                    game: GameFlags(options: ["mines": "3"]), chiSquare: false, interleave: 1)
            } == "game options need --outcomes GAME")
    }

    @Test func aTypoIsAnsweredWithTheNearestOption() {
        #expect(
            Self.message {
                try OptionVocabulary.checkOptions(
                    ["simulate", "--wagrs", "10"], known: ["--wagers", "--seed"], singleValued: ["--wagers"])
            } == "unknown option '--wagrs'; did you mean '--wagers'?")
        #expect(
            Self.message {
                try OptionVocabulary.checkOptions(
                    ["simulate", "--seed", "1", "--seed", "2"], known: ["--seed"], singleValued: ["--seed"])
            } == "option '--seed' is given more than once; give it once")
    }
}
