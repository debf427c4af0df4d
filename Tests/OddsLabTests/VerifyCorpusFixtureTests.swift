import CasinoCore
import Foundation
import Testing

/// App-style exports for the browser verifier's agreement corpus (`Scripts/verify_corpus.py`):
/// histories under 256-bit seeds, played through the core's own flow (the state names each
/// round's position, the engine plays it, the state commits and settles or forfeits it), one per
/// game and time zone, with player seeds set mid-history, forfeits, usage refreshes and late
/// rounds with few minutes left; the long one plays more rounds than an export keeps, so it starts
/// past round 1. The files in `Scripts/verify-corpus/` are these exports byte for byte;
/// `STC_WRITE_VERIFY_CORPUS=1 swift test --filter VerifyCorpusFixtureTests` rewrites them. Each
/// must verify.
@Suite("Verify corpus fixtures")
struct VerifyCorpusFixtureTests {
    /// One fixture: its file name and how it is played.
    struct Plan: Sendable {
        var name: String
        var game: GameKind
        var options: [String]
        var zone: String
        /// The first round's instant.
        var start: Int64
        var days: Int
        var roundsPerDay: Int
        var seed: UInt64
        /// The allowance (minutes).
        var allowance: Int
    }

    static let plans: [Plan] = [
        Plan(
            name: "app-crash-utc", game: .crash, options: ["2.00x", "1.20x", "10.00x"], zone: "UTC",
            start: 1_780_315_200, days: 3, roundsPerDay: 14, seed: 1, allowance: 300),
        Plan(
            name: "app-plinko-kolkata", game: .plinko, options: ["16 rows medium", "8 rows high", "12 rows low"],
            zone: "UTC+05:30", start: 1_780_315_200, days: 3, roundsPerDay: 14, seed: 2, allowance: 240),
        Plan(
            name: "app-slots-saopaulo", game: .slots, options: ["one payline"], zone: "UTC-03:00",
            start: 1_780_315_200, days: 3, roundsPerDay: 14, seed: 3, allowance: 200),
        Plan(
            name: "app-mines-newyork-spring", game: .mines,
            options: ["3 mines 5 reveals", "1 mine 2 reveals", "16 mines 1 reveal", "5 mines 3 reveals"],
            zone: "America/New_York", start: 1_772_928_000, days: 3, roundsPerDay: 14, seed: 4, allowance: 300),
        Plan(
            name: "app-crash-newyork-autumn", game: .crash, options: ["2.00x", "3.00x"], zone: "America/New_York",
            start: 1_793_404_800, days: 3, roundsPerDay: 12, seed: 5, allowance: 180),
        Plan(
            name: "app-long-utc", game: .crash, options: ["2.00x", "3.00x"], zone: "UTC",
            start: 1_780_272_000, days: 14, roundsPerDay: 40, seed: 6, allowance: 600)
    ]

    /// The export `plan` plays to.
    static func export(_ plan: Plan) -> HistoryExport {
        struct Source: RandomNumberGenerator {
            var mixer: SplitMix64
            mutating func next() -> UInt64 { mixer.next() }
        }
        var source = Source(mixer: SplitMix64(seed: plan.seed))
        var choices = Source(mixer: SplitMix64(seed: plan.seed &+ 1000))
        let zone = HistoryTimeZone.rules(named: plan.zone)!
        let firstDay = HistoryTimeZone.day(at: Instant(secondsSinceEpoch: plan.start), in: zone)
        var state = PersistedState(dailyAllowanceMinutes: plan.allowance, budgetDay: firstDay)
        _ = state.installSeedIfNeeded(using: &source)
        var round = 0
        for day in 0..<plan.days {
            // Rounds every 7 minutes from the first instant's time of day, then three 11 h 40 min later.
            for k in 0..<plan.roundsPerDay {
                round += 1
                let late = k >= plan.roundsPerDay - 3
                let offset = late ? Int64(11 * 3_600 + 40 * 60 + 400 * (k - plan.roundsPerDay + 3)) : Int64(k * 420)
                let now = Instant(secondsSinceEpoch: plan.start + Int64(day) * 86_400 + offset)
                let today = HistoryTimeZone.day(at: now, in: zone)
                let untilMidnight = HistoryTimeZone.minutesUntilMidnight(at: now, in: zone)
                if k == 2 { state.refreshUsage(20 + Int(choices.next() % 40), today: today, at: now) }
                // Late in the day, a few minutes left: the midnight cap cuts the wins.
                if late && k == plan.roundsPerDay - 3 { state.refreshUsage(plan.allowance - 8, today: today, at: now) }
                if round % 17 == 9 {
                    _ = state.setPlayerSeed(PlayerSeed("player-\(plan.seed)-\(round)")!, using: &source)
                }
                let options = plan.options[Int(choices.next() % UInt64(plan.options.count))]
                // A choice the defaults no longer offer is skipped: the file then differs, and the
                // test says to rewrite it (no trap).
                guard
                    let engine = RoundReplay.engine(game: plan.game, options: options, configuration: .defaults).value
                else { continue }
                guard let position = state.nextRoundPosition(today: today) else { continue }
                var generator = position.makeGenerator()
                let outcome = engine.play(wager: 0, using: &generator)
                // The first stake the app accepts from a wish, trying smaller ones.
                var wish = 5 + Int(choices.next() % (plan.allowance > 500 ? 15 : 60))
                var committed: PendingWager?
                while wish >= 1 && committed == nil {
                    let result = state.commitWager(
                        game: plan.game, options: options, wager: wish, position: position,
                        nextDrawIndex: generator.drawIndex, outcomeTable: engine.outcomeTable,
                        returnFloor: .defaults, minutesUntilMidnight: untilMidnight, today: today, at: now)
                    if case .success(let pending) = result { committed = pending } else { wish = wish * 2 / 3 }
                }
                guard let pending = committed else { continue }
                if round % 11 == 5 {
                    _ = state.forfeitPendingWager(today: today, at: now)
                } else {
                    let paid = GameOutcome(outcomeIndex: outcome.outcomeIndex, centi: outcome.centi, wager: wish)
                    _ = state.settlePendingWager(
                        id: pending.id, outcome: paid, minutesUntilMidnight: untilMidnight, today: today, at: now)
                }
            }
        }
        return state.exportHistory(timeZone: plan.zone, using: &source)!
    }

    static func json(_ export: HistoryExport) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try! encoder.encode(export)
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/verify-corpus")

    @Test("each app-style fixture verifies and is the committed file byte for byte", arguments: plans.map(\.name))
    func fixture(_ name: String) throws {
        let plan = Self.plans.first { $0.name == name }!
        let export = Self.export(plan)
        #expect(RoundReplay.verify(export, configuration: .defaults).isEmpty)
        #expect(export.transactions.count >= 10)
        #expect(Set(export.transactions.map(\.position.seed)).count >= 2, "a player seed was set mid-history")
        #expect(export.transactions.contains { $0.resolution == .forfeited })
        // The long one plays more rounds than an export keeps: it starts past round 1, with 500.
        #expect(plan.days < 10 || (export.transactions.count == 500 && export.transactions[0].round ?? 0 > 1))
        let url = Self.folder.appendingPathComponent(name + ".json")
        let bytes = Self.json(export)
        if ProcessInfo.processInfo.environment["STC_WRITE_VERIFY_CORPUS"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try bytes.write(to: url)
        }
        #expect(try Data(contentsOf: url) == bytes, "rewrite with STC_WRITE_VERIFY_CORPUS=1")
    }
}
