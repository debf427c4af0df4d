import Testing
@testable import CasinoCore

@Suite("Wager preview")
struct WagerPreviewTests {
    @Test func previewShowsEveryOutcomeAfterFloorAndCap() throws {
        let preview = WagerPreview(
            engine: try CrashEngine(configuration: .defaults.offering(Centi(250)), target: CrashTarget(Centi(250))),
            wager: 7,
            remainingMinutes: 20, minutesUntilMidnight: 28)
        #expect(preview.lines.map(\.deltaMinutes) == [-7, 8]) // floor(7 · 2.5) − 7 = 10, capped to 8
        #expect(preview.lines.map(\.capApplied) == [false, true])
        #expect(preview.lines[1].payout == 17)
        #expect(preview.lines[1].probability == ExactFraction(97, 250))
    }

    @Test func previewNeverShowsAWinCostingMinutes() throws {
        let preview = WagerPreview(
            engine: try PlinkoEngine(), wager: 10, remainingMinutes: 100, minutesUntilMidnight: 40)
        for (line, outcome) in zip(preview.lines, try PlinkoEngine().outcomeTable.outcomes) {
            if outcome.centi.payout(forWager: 10) > 10 { #expect(line.deltaMinutes == 0 && line.capApplied) }
        }
    }

    /// Many seeded wagers on every game, committed and settled through the persisted state the app
    /// uses, with cap situations from "far from midnight" to "past it": each settled delta equals the
    /// preview's line for the outcome the engine landed on.
    @Test func previewEqualsWhatTheEnginePays() throws {
        let plans: [AnyGameEngine] = [
            AnyGameEngine(try CrashEngine()),
            AnyGameEngine(
                try CrashEngine(configuration: .defaults.offering(Centi(101)), target: CrashTarget(Centi(101)))),
            AnyGameEngine(
                try CrashEngine(configuration: .defaults.offering(Centi(1_000)), target: CrashTarget(Centi(1_000)))),
            AnyGameEngine(try PlinkoEngine()),
            AnyGameEngine(try PlinkoEngine(options: PlinkoOptions(rows: 8, risk: .high))),
            AnyGameEngine(try MinesEngine()), AnyGameEngine(try MinesEngine(plan: MinesPlan(mines: 1, reveals: 1))),
            AnyGameEngine(try MinesEngine(plan: MinesPlan(mines: 20, reveals: 2))),
            AnyGameEngine(try SlotsEngine())
        ]
        let day = DayKey(year: 2026, month: 11, day: 23)
        let now = Instant(secondsSinceEpoch: 1_795_000_000)
        var situations = Xoshiro256StarStar(seed: 2024, stream: 1)
        for (p, plan) in plans.enumerated() {
            var generator = Xoshiro256StarStar(seed: 2024, stream: 100 + UInt64(p))
            for _ in 0..<2_000 {
                let allowance = 1 + Int(situations.nextBounded(300))
                let wager = 1 + Int(situations.nextBounded(UInt64(allowance)))
                let untilMidnight = Int(situations.nextBounded(600))
                var state = PersistedState(dailyAllowanceMinutes: allowance, budgetDay: day)
                let preview = WagerPreview(
                    engine: plan, wager: wager, remainingMinutes: state.budget.remainingMinutes,
                    minutesUntilMidnight: untilMidnight)
                guard
                    case .success(let pending) = state.commitWager(
                        game: plan.kind, options: "", wager: wager,
                        position: RandomPosition(seed: 2024, stream: 0, drawIndex: 0), today: day, at: now)
                else { Issue.record("commit refused"); return }
                let round = plan.play(wager: wager, using: &generator)
                let paid = state.settlePendingWager(
                    id: pending.id, outcome: round, minutesUntilMidnight: untilMidnight,
                    today: day, at: now)
                let line = preview.lines[round.outcomeIndex]
                #expect(paid?.deltaMinutes == line.deltaMinutes && paid?.capApplied == line.capApplied)
                #expect(round.payout == line.payout)
            }
        }
    }
}
