import CasinoCore
import CommitmentCore
import Testing
@testable import RelatedLab

@Suite("Commitment week simulation")
struct WeekSimulationTests {
    private func simulation(rate: Int = 10, weeks: Int = 5000, seed: UInt64 = 3) -> WeekSimulation {
        WeekSimulation(
            terms: try! CommitmentTerms(limitMinutes: 21 * 60, penaltyPerMinuteCents: rate, selectedAppCount: 3),
            weeks: weeks, seed: seed)
    }

    @Test func weeksRunWithZeroInvariantViolations() {
        let result = simulation().run(threads: 2)
        #expect(result.invariantViolations == 0 && result.weeks == 5000)
        #expect(result.ratioHistogram.reduce(0, +) == 5000)
    }

    @Test(arguments: [2, 3, 7])
    func outputIsIdenticalForEveryThreadCount(threads: Int) {
        let one = simulation(weeks: 4321).run(threads: 1)
        #expect(simulation(weeks: 4321).run(threads: threads) == one)
    }

    @Test func chunkKDrawsFromStreamK() throws {
        // Chunk 1 of a run is chunk 0 of nothing else: rebuilding its first week by hand from
        // stream 1 gives the same usage the tally recorded.
        let s = simulation(weeks: WeekSimulation.weeksPerChunk + 1)
        let tally = try #require(s.runChunk(1))
        var generator = Xoshiro256StarStar(seed: 3, stream: 1)
        let week = s.model.drawWeek(days: 7, using: &generator)
        #expect(tally.weeks == 1 && tally.usageSecondsTotal == week.usageSeconds)
    }

    @Test func countingFromLockInThresholdsOnlyEverHideUse() {
        let result = simulation().run(threads: 2)
        for effect in result.thresholdEffects where effect.baseline == .exact {
            #expect(effect.weeksOvercharged == 0 && effect.phantomExcessMinutes == 0)
            #expect(effect.chargedPenaltyCents <= result.penaltyCentsTotal)
        }
        // Coarser thresholds hide more.
        let hidden = result.thresholdEffects.filter { $0.baseline == .exact }.map(\.hiddenExcessMinutes)
        #expect(hidden == hidden.sorted() && hidden.last! > 0)
    }

    @Test func aSnapshotBaselineCanChargeUseFromBeforeLockIn() {
        let result = simulation().run(threads: 2)
        let snapshot = result.thresholdEffects.filter { $0.baseline == .snapshot }
        #expect(snapshot.allSatisfy { $0.weeksOvercharged > 0 })
    }

    @Test func higherRatesExceedTheAuthorizationMoreOften() {
        let low = simulation(rate: 1).run(threads: 2)
        let high = simulation(rate: 500).run(threads: 2)
        #expect(low.weeksOverAuthorization == 0)
        #expect(high.weeksOverAuthorization > low.weeksOverAuthorization)
        #expect(high.uncollectibleCentsTotal > 0)
    }

    @Test func penaltyRatioBucketsCompareInIntegers() {
        #expect(PenaltyRatioBucket.index(penaltyCents: 0, authorizationCents: 500) == 0)
        #expect(PenaltyRatioBucket.index(penaltyCents: 125, authorizationCents: 500) == 1) // exactly 25 %
        #expect(PenaltyRatioBucket.index(penaltyCents: 126, authorizationCents: 500) == 2)
        #expect(PenaltyRatioBucket.index(penaltyCents: 500, authorizationCents: 500) == 4) // exactly 100 %: covered
        #expect(PenaltyRatioBucket.index(penaltyCents: 501, authorizationCents: 500) == 5)
        #expect(
            PenaltyRatioBucket.index(penaltyCents: 10_000, authorizationCents: 500) == PenaltyRatioBucket.all.count - 1)
    }

    @Test func exactDecimalsRoundHalfUpInIntegers() {
        #expect(RelatedFormat.decimal(1, 8, places: 2) == "0.13")
        #expect(RelatedFormat.decimal(-1, 8, places: 2) == "-0.13")
        #expect(RelatedFormat.decimal(-1, 1000, places: 2) == "0.00")
        #expect(RelatedFormat.dollars(15_600) == "156.00")
        #expect(RelatedFormat.percent(1, 3) == "33.33")
        #expect(RelatedFormat.decimal(5, 0, places: 2) == "n/a")
    }
}
