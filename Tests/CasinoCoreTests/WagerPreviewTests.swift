import Testing
@testable import CasinoCore

@Suite("Payout cap and wager preview")
struct WagerPreviewTests {
    @Test func winIsCappedAtMidnight() {
        let cap = PayoutCap(remainingMinutes: 100, minutesUntilMidnight: 130)
        #expect(cap.apply(toDeltaMinutes: 50) == CappedDelta(deltaMinutes: 30, capApplied: true))
        #expect(cap.apply(toDeltaMinutes: 30) == CappedDelta(deltaMinutes: 30, capApplied: false))
    }

    @Test func winNeverCostsMinutes() {
        // More minutes remaining than minutes left in the day: the seed's formula gives −40.
        let cap = PayoutCap(remainingMinutes: 100, minutesUntilMidnight: 60)
        #expect(cap.apply(toDeltaMinutes: 10) == CappedDelta(deltaMinutes: 0, capApplied: true))
    }

    @Test func lossesAreNeverCapped() {
        let cap = PayoutCap(remainingMinutes: 100, minutesUntilMidnight: 60)
        #expect(cap.apply(toDeltaMinutes: -25) == CappedDelta(deltaMinutes: -25, capApplied: false))
        #expect(cap.apply(toDeltaMinutes: 0) == CappedDelta(deltaMinutes: 0, capApplied: false))
    }

    @Test func previewShowsEveryOutcomeAfterFloorAndCap() throws {
        let preview = WagerPreview(plan: try CrashEngine(target: CrashTarget(Centi(250))), wager: 7,
                                   remainingMinutes: 20, minutesUntilMidnight: 28)
        #expect(preview.lines.map(\.deltaMinutes) == [-7, 8])  // floor(7 · 2.5) − 7 = 10, capped to 8
        #expect(preview.lines.map(\.capApplied) == [false, true])
        #expect(preview.lines[1].payout == 17)
        #expect(preview.lines[1].probability == ExactFraction(97, 250))
    }

    /// Many seeded wagers on every game, with cap situations from "far from midnight" to "past it":
    /// each played round's capped delta equals the preview's line for the outcome it landed on.
    @Test func previewEqualsWhatTheEnginePays() throws {
        let plans: [AnyGamePlan] = [
            .crash(try CrashEngine()), .crash(try CrashEngine(target: CrashTarget(Centi(101)))),
            .crash(try CrashEngine(target: CrashTarget(Centi(1_000)))),
            .plinko(try PlinkoEngine()), .plinko(try PlinkoEngine(options: PlinkoOptions(rows: 8, risk: .high))),
            .mines(try MinesEngine()), .mines(try MinesEngine(plan: MinesPlan(mines: 1, reveals: 1))),
            .mines(try MinesEngine(plan: MinesPlan(mines: 20, reveals: 2))),
            .slots(try SlotsEngine()),
        ]
        var situations = Xoshiro256StarStar(seed: 2024, stream: 1)
        for (p, plan) in plans.enumerated() {
            var generator = Xoshiro256StarStar(seed: 2024, stream: 100 + UInt64(p))
            for _ in 0..<200 {
                let remaining = 1 + Int(situations.nextBounded(300))
                let wager = 1 + Int(situations.nextBounded(UInt64(remaining)))
                let untilMidnight = Int(situations.nextBounded(600))
                let cap = PayoutCap(remainingMinutes: remaining, minutesUntilMidnight: untilMidnight)
                let preview = WagerPreview(plan: plan, wager: wager, remainingMinutes: remaining, minutesUntilMidnight: untilMidnight)
                for _ in 0..<50 {
                    let round = plan.play(wager: wager, using: &generator)
                    let paid = round.capped(by: cap)
                    let line = preview.lines[round.outcomeIndex]
                    #expect(paid.deltaMinutes == line.deltaMinutes && paid.capApplied == line.capApplied)
                    #expect(round.payout == line.payout)
                    #expect(paid.deltaMinutes >= -wager && (round.deltaMinutes <= 0 || paid.deltaMinutes >= 0))
                    #expect(paid.deltaMinutes <= 0 || remaining + paid.deltaMinutes <= untilMidnight)
                }
            }
        }
    }
}
