@testable import OddsLab
import Testing

/// `DecisionProof.choose`: binomial coefficients in 128 bits, 0 outside 0…n.
@Suite struct DecisionProofChooseTests {
    @Test func knownCoefficients() {
        #expect(DecisionProof.choose(25, 3) == 2300)
        #expect(DecisionProof.choose(25, 0) == 1)
        #expect(DecisionProof.choose(25, 25) == 1)
        #expect(DecisionProof.choose(16, 8) == 12870)
        #expect(DecisionProof.choose(64, 32) == 1_832_624_140_942_590_534)
    }

    @Test func outsideTheRangeIsZeroAndTheRowIsSymmetric() {
        #expect(DecisionProof.choose(5, 6) == 0)
        #expect(DecisionProof.choose(5, -1) == 0)
        for n in 0...30 {
            var sum: UInt128 = 0
            for k in 0...n {
                #expect(DecisionProof.choose(n, k) == DecisionProof.choose(n, n - k))
                sum += DecisionProof.choose(n, k)
            }
            #expect(sum == UInt128(1) << UInt128(n))
        }
    }
}
