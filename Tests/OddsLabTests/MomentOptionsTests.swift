@testable import OddsLab
import Testing

/// `MomentOptions`: the stake, the remaining minutes and the minutes until 23:59, each refused
/// outside its range in one wording that states the range and the value.
@Suite struct MomentOptionsTests {
    func check(stake: Int, remaining: Int?, untilMidnight: Int, within: Bool) -> String? {
        refusal {
            try MomentOptions.check(
                stake: stake, in: 1...100, remaining: remaining, in: 0...100, untilMidnight: untilMidnight,
                stakeWithinRemaining: within)
        }
    }

    @Test func aMomentInsideEveryRangeIsAccepted() {
        #expect(check(stake: 1, remaining: nil, untilMidnight: 0, within: true) == nil)
        #expect(check(stake: 100, remaining: 100, untilMidnight: 1499, within: true) == nil)
    }

    @Test func eachValueOutsideItsRangeIsRefusedWithRangeAndValue() {
        #expect(
            check(stake: 0, remaining: nil, untilMidnight: 10, within: false)?.hasSuffix("1…100 minutes, got 0") == true
        )
        #expect(
            check(stake: 5, remaining: -1, untilMidnight: 10, within: false)?.hasSuffix("0…100 minutes, got -1") == true
        )
        #expect(
            check(stake: 5, remaining: 5, untilMidnight: 1500, within: false)?.hasSuffix("0…1499 minutes, got 1500")
                == true)
    }

    @Test func aStakeAboveTheRemainingMinutesIsRefusedOnlyWhenAsked() {
        #expect(check(stake: 11, remaining: 10, untilMidnight: 600, within: false) == nil)
        let line = check(stake: 11, remaining: 10, untilMidnight: 600, within: true)
        #expect(line?.contains("11") == true && line?.contains("10") == true)
    }
}
