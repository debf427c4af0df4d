import CasinoCore
@testable import OddsLab
import Testing

/// `Chance`, `CompiledProfile` and `DayPlan`: a profile's rates as integer thresholds, and a day's
/// events drawn only in the hours the profile is active, within their stated sizes.
@Suite struct DayPlanTests {
    @Test func aChanceIsItsProbabilityTimesTwoToThe32Clamped() {
        #expect(Chance(0.5).threshold == 1 << 31)
        #expect(Chance(0).threshold == 0)
        #expect(Chance(1).threshold == 1 << 32)
        #expect(Chance(-0.3).threshold == 0)
        #expect(Chance(7).threshold == 1 << 32)
        #expect(Chance(0.5).decides(0x7FFF_FFFF_FFFF_FFFF))
        #expect(!Chance(0.5).decides(0x8000_0000_0000_0000))
    }

    @Test func ratesPerHourBecomeThresholdsPerMinuteInUnitsOfTwoToTheMinus20() throws {
        let compiled = try CompiledProfile(.casual)
        // Casual: 0.5 sessions an hour from 08:00 to 23:00, none before.
        #expect(compiled.sessionThreshold[7] == 0)
        #expect(compiled.sessionThreshold[8] == UInt64((0.5 / 60 * 1_048_576).rounded()))
        #expect(compiled.cumulativeWeights == [3, 4])
        #expect(compiled.games.count == 2)
    }

    @Test func aDaysEventsFallInTheActiveHoursWithinTheirSizes() throws {
        let compiled = try CompiledProfile(.chaser)
        let day = LabTimeZone.usEastern.localDay(LabTimeZone.dayNumber(of: DayKey(year: 2026, month: 6, day: 1)))
        var plan = DayPlan()
        var generator = Xoshiro256StarStar(seed: 8, stream: 0)
        plan.draw(for: day, profile: compiled, using: &generator)
        #expect(!plan.sessions.isEmpty && !plan.visits.isEmpty)
        for session in plan.sessions {
            #expect((7..<24).contains(day.wallMinute(atMinute: session.start) / 60))
            #expect((1...(2 * 15 - 1)).contains(session.length))
        }
        for visit in plan.visits {
            #expect((8..<24).contains(day.wallMinute(atMinute: visit.minute) / 60))
            #expect((1...(2 * 6 - 1)).contains(visit.rounds))
            #expect(compiled.games.indices.contains(visit.game))
        }
        // Drawing again reuses the storage and gives the next day's plan from the same stream.
        let first = plan.visits
        plan.draw(for: day, profile: compiled, using: &generator)
        #expect(plan.visits != first)
    }
}
