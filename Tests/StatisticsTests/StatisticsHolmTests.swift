import CasinoCore
import Testing
@testable import Statistics

@Suite("Statistics: Holm–Bonferroni correction")
struct StatisticsHolmTests {
    @Test func textbookExample() throws {
        // Sorted: 0.005, 0.01, 0.03, 0.04 with multipliers 4, 3, 2, 1 → 0.02, 0.03, 0.06, 0.04;
        // the running maximum makes the last 0.06. At α = 0.05 the two smallest are rejected.
        let holm = try HolmCorrection(pValues: [0.01, 0.04, 0.03, 0.005], alpha: 0.05)
        let expected = [0.03, 0.06, 0.06, 0.02]
        for (actual, reference) in zip(holm.adjustedPValues, expected) { expectClose(actual, reference) }
        #expect(holm.rejected == [true, false, false, true])
        #expect(holm.rejectsAny)
    }

    @Test func adjustedPValuesAreMonotoneAndCappedAtOne() throws {
        let p = [0.5, 0.9, 0.001, 0.3, 0.3]
        let holm = try HolmCorrection(pValues: p, alpha: 0.05)
        #expect(holm.adjustedPValues.allSatisfy { $0 <= 1 })
        for i in p.indices {
            #expect(holm.adjustedPValues[i] >= p[i])
            for j in p.indices where p[i] < p[j] {
                #expect(holm.adjustedPValues[i] <= holm.adjustedPValues[j])
            }
        }
        expectClose(holm.adjustedPValues[2], 0.005)
        #expect(holm.adjustedPValues[0] == 1 && holm.adjustedPValues[1] == 1)
        #expect(holm.rejected == [false, false, true, false, false])
    }

    @Test func emptyFamilyRejectsNothing() throws {
        let holm = try HolmCorrection(pValues: [], alpha: 0.05)
        #expect(holm.adjustedPValues.isEmpty && !holm.rejectsAny)
    }

    @Test func badInputThrowsWithAMessage() {
        #expect(throws: InputError.self) { try HolmCorrection(pValues: [0.1, .nan], alpha: 0.05) }
        #expect(throws: InputError.self) { try HolmCorrection(pValues: [1.2], alpha: 0.05) }
        #expect(throws: InputError.self) { try HolmCorrection(pValues: [0.1], alpha: 0) }
    }
}
