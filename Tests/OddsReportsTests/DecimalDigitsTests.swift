import CasinoCore
import Testing

@testable import OddsReports

@Suite("Decimal digits of an exact fraction")
struct DecimalDigitsTests {
    /// The 64-bit long division gives the 128-bit one's digits and cut, for fractions whose parts
    /// fit in 64 bits: small ones, ones near the top of the word (where `remainder·10` needs the
    /// second word) and seeded random ones, at 0 to 45 places.
    @Test func theSixtyFourBitPathGivesTheWideOnesDigits() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 { // splitmix64: a fixed sequence, no wall clock
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var pairs: [(UInt64, UInt64)] = [
            (0, 1), (1, 3), (2, 65536), (200, 97), (UInt64.max, 1), (UInt64.max - 1, UInt64.max)
        ]
        pairs += [(UInt64.max / 3, UInt64.max / 2), (1, UInt64.max), (123_456_789, 10_000_000_000_000_000_000)]
        for _ in 0..<400 {
            let d = max(1, next() >> (next() % 64))
            pairs.append((next() >> (next() % 64), d))
        }
        var compared = 0
        for (n, d) in pairs {
            for places in [0, 1, 2, 3, 7, 19, 20, 40, 45] {
                let narrow = DecimalDigits.expansion64(n, d, places: places)
                let wide = DecimalDigits.expansion128(WideUnsigned(n), WideUnsigned(d), places: places)
                #expect(narrow.digits == wide.digits && narrow.exact == wide.exact, "\(n)/\(d) at \(places) places")
                compared += 1
            }
        }
        #expect(compared == pairs.count * 9)
    }

    /// The cut and its flag, by hand: 2/3 = 0.666…, 1/8 = 0.125 exactly, 10/4 = 2.5.
    @Test func theExpansionIsTheCutPrefixAndSaysWhetherItIsExact() {
        let third = DecimalDigits.expansion(of: ExactFraction(2, 3), places: 4)
        #expect(third.digits == [0, 6, 6, 6, 6] && !third.exact)
        let eighth = DecimalDigits.expansion(of: ExactFraction(1, 8), places: 3)
        #expect(eighth.digits == [0, 1, 2, 5] && eighth.exact)
        let wide = DecimalDigits.expansion(of: ExactFraction(WideUnsigned(high: 1, low: 0), 3), places: 2)
        #expect(wide.digits == Array("6148914691236517205".utf8).map { $0 - 48 } + [3, 3] && !wide.exact)
        #expect(NumberFormat.fixed(ExactFraction(2, 3), places: 2, rounding: .up) == "0.67")
        #expect(NumberFormat.fixed(ExactFraction(2, 3), places: 2, rounding: .down) == "0.66")
    }
}
