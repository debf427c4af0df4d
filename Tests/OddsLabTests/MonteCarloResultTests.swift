import CasinoCore
@testable import OddsLab
import Testing

/// `MonteCarloResult`: a run's exact figures from its table and preview, its observed ones from its
/// totals, and a fingerprint that changes with anything that changes the run's bytes.
@Suite struct MonteCarloResultTests {
    static func run(seed: UInt64 = 3, producer: String = "test", untilMidnight: Int = 1439) throws -> MonteCarloResult {
        let game = try GameFlags(game: .crash, options: ["target": "2"]).configuredGame()
        let spec = try RunSpec(
            game: .crash, options: [GameOptionValue("target", "2.00")], wager: 10, remainingMinutes: 10,
            minutesUntilMidnight: untilMidnight, seed: seed, wagers: 5_000, chunkSize: 1_000)
        return MonteCarloRunner.run(game: game.engine, spec: spec, producer: producer, threads: 1)
    }

    @Test func theExactFiguresComeFromTheTableAtTheMoment() throws {
        let open = try Self.run()
        #expect(open.isComplete)
        #expect(open.exactRTP == ExactFraction(97, 100))
        #expect(open.exactHitFrequency == ExactFraction(97, 200))
        // With 14 minutes left holding 10, a win pays 14: the exact RTP is 0.485 · 14 / 10.
        let late = try Self.run(untilMidnight: 14)
        #expect(late.exactRTP == ExactFraction(97 * 14, 2000))
    }

    @Test func theObservedFiguresAreTheTotals() throws {
        let result = try Self.run()
        #expect(result.totals.wagers == 5_000)
        #expect(result.totals.minutesWagered == 50_000)
        #expect(result.observedRTP == Double(result.totals.minutesPaid) / 50_000)
        #expect(result.totals.minutesPaid == Int128(20 * result.wins))
        #expect(result.payoutSums.count == 5_000)
        #expect(result.exactStandardError != nil)
    }

    @Test func theFingerprintFollowsTheRunsIdentity() throws {
        let a = try Self.run()
        #expect(a.fingerprint.count == 16)
        #expect(try Self.run().fingerprint == a.fingerprint)
        #expect(try Self.run(seed: 4).fingerprint != a.fingerprint)
        #expect(try Self.run(producer: "other").fingerprint != a.fingerprint)
        #expect(try Self.run(untilMidnight: 14).fingerprint != a.fingerprint)
    }

    @Test func aFilesDigestIsFNV1aOfItsLengthPrefixedBytes() {
        #expect(RunSpec.digest(of: []) == "07fc0e07b4bd112f")
        #expect(RunSpec.digest(of: Array("abc".utf8)) == "2d9cb40a4a379d78")
    }
}
