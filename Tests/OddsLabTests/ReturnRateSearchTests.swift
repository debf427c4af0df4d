import CasinoCore
@testable import OddsLab
import Testing

/// `ReturnRateSearch`: the return rate (parts per million) whose RTP is closest to a target, on a
/// non-decreasing RTP curve, a tie going to the house; and targets no rate reaches.
@Suite struct ReturnRateSearchTests {
    /// RTP = floor(ppm / 1000) / 1000: steps of a thousand ppm each.
    let stepped = ReturnRateSearch { ppm in ExactFraction(WideUnsigned(ppm / 1000), 1000) }

    @Test func anExactlyReachableTargetIsItsFirstRate() throws {
        let result = try stepped.closest(to: ExactFraction(97, 100), refusal: ReturnRateSearchTests.refuse)
        #expect(result.chosen.returnPPM == 970_000)
        #expect(result.chosen.rtp == ExactFraction(97, 100))
        #expect(result.above?.returnPPM == 970_000)
        #expect(result.below == ReturnRateStep(returnPPM: 969_000, rtp: ExactFraction(969, 1000)))
    }

    @Test func betweenTwoStepsTheCloserIsChosenAndATieGoesBelow() throws {
        let closerAbove = try stepped.closest(to: ExactFraction(9699, 10_000), refusal: ReturnRateSearchTests.refuse)
        #expect(closerAbove.chosen.returnPPM == 970_000)
        let closerBelow = try stepped.closest(to: ExactFraction(9691, 10_000), refusal: ReturnRateSearchTests.refuse)
        #expect(closerBelow.chosen.returnPPM == 969_000)
        let tie = try stepped.closest(to: ExactFraction(9695, 10_000), refusal: ReturnRateSearchTests.refuse)
        #expect(tie.chosen.returnPPM == 969_000)
    }

    @Test func targetsBeyondTheCurveAreRefusedWithItsEnds() {
        let curve = ReturnRateSearch { ppm in ExactFraction(WideUnsigned(ppm), 2_000_000) }
        guard case .aboveHighest(let top) = ReturnRateSearchTests.infeasibility(curve, ExactFraction(3, 4)) else {
            Issue.record("0.75 reached on a curve topping at 0.5")
            return
        }
        #expect(top == ExactFraction(1, 2))
        guard case .belowLowest(let bottom) = ReturnRateSearchTests.infeasibility(curve, ExactFraction(1, 4_000_000))
        else {
            Issue.record("a target below the lowest RTP reached")
            return
        }
        #expect(bottom == ExactFraction(1, 2_000_000))
    }

    /// The caller's wording of a refusal (`closest(to:refusal:)`): here, the reason's own description.
    static func refuse(_ why: ReturnRateSearch.Infeasibility) -> InputError { InputError("\(why)") }

    /// Why no rate reaches `target` on `curve`, as the search hands it to its caller; nil when one does.
    static func infeasibility(_ curve: ReturnRateSearch, _ target: ExactFraction) -> ReturnRateSearch.Infeasibility? {
        var why: ReturnRateSearch.Infeasibility?
        _ = try? curve.closest(to: target) { reason in
            why = reason
            return InputError("refused")
        }
        return why
    }
}
