@testable import OddsLab
import CasinoCore
import Testing

/// `RTPGap`: how far an achieved return is from its target, exactly and signed.
@Suite struct RTPGapTests {
    @Test func aGapBelowTheTargetIsNegative() {
        let gap = RTPGap(achieved: ExactFraction(969, 1000), target: ExactFraction(97, 100))
        #expect(gap.magnitude == ExactFraction(1, 1000))
        #expect(gap.isBelowTarget)
        #expect(gap.description == "-0.0010000000")
    }

    @Test func aGapAboveAndNoGapArePositive() {
        let above = RTPGap(achieved: ExactFraction(1, 1), target: ExactFraction(97, 100))
        #expect(above.description == "+0.0300000000")
        #expect(!above.isBelowTarget)
        let none = RTPGap(achieved: ExactFraction(97, 100), target: ExactFraction(97, 100))
        #expect(none.isZero)
        #expect(none.sign == "+")
    }

    @Test func gapsOrderByMagnitudeWhateverTheirSign() {
        let target = ExactFraction(1, 2)
        let small = RTPGap(achieved: ExactFraction(51, 100), target: target)
        let large = RTPGap(achieved: ExactFraction(47, 100), target: target)
        #expect(small < large)
        #expect(!(large < small))
    }

    @Test func aGapTooFineFor128BitsIsStillTotal() {
        let a = ExactFraction(1, WideUnsigned(UInt64.max))
        let b = ExactFraction(1, WideUnsigned(UInt64.max - 2))
        let gap = RTPGap(achieved: a, target: b)
        #expect(gap.isBelowTarget)
    }
}
