@testable import OddsLab
import Testing

/// `LemireRegion`: every value of a bounded draw has ⌊2⁶⁴ / bound⌋ accepted words, checked here
/// against brute force on small bounds scaled from 2⁶⁴, and the two ways of finding the ends agree.
@Suite struct LemireRegionTests {
    @Test(arguments: [1, 2, 3, 6, 7, 10, 25, 1000, 0xFFFF_FFFF_FFFF_FFFF] as [UInt64])
    func everyValueHasTheSameNumberOfAcceptedWords(bound: UInt64) {
        let region = LemireRegion(bound: bound)
        #expect(region.threshold == (0 &- bound) % bound)
        #expect(region.wordsPerValue == (UInt128(1) << 64) / UInt128(bound))
        for r in Set([0, bound / 2, bound - 1]) {
            let words = region.words(of: r)
            #expect(words.accepted == region.wordsPerValue)
            #expect(region.words(of: r, last: true) == words.last)
            #expect(region.words(of: r, last: false) == words.firstAccepted)
            // The first accepted word maps to r and is not rejected.
            let product = UInt128(words.firstAccepted) * UInt128(bound)
            #expect(UInt64(product >> 64) == r)
            #expect(UInt64(truncatingIfNeeded: product) >= region.threshold)
        }
    }

    @Test func boundSixRejectsFourWordsInAll() {
        // 2^64 mod 6 = 4: four words are rejected, one at the start of each of four values' regions.
        let region = LemireRegion(bound: 6)
        #expect(region.threshold == 4)
        let firsts = (0..<6).map { UInt128(region.words(of: UInt64($0)).firstAccepted) }
        let starts = (0..<6).map { (UInt128($0) << 64 + 5) / 6 }
        #expect(zip(firsts, starts).reduce(0) { $0 + ($1.0 - $1.1) } == 4)
    }
}
