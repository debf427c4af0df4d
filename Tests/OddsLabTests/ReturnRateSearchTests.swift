import CasinoCore
@testable import OddsLab
import Testing

/// `ReturnRateSearch`: the return rate (parts per million) whose RTP is closest to a target, on a
/// non-decreasing RTP curve, a tie going to the house; and targets no rate reaches.
@Suite struct ReturnRateSearchTests {
    /// RTP = floor(ppm / 1000) / 1000: steps of a thousand ppm each.
    let stepped = ReturnRateSearch { ppm in ExactFraction(WideUnsigned(ppm / 1000), 1000) }

    @Test func anExactlyReachableTargetIsItsFirstRate() throws {
        let result = try stepped.closest(to: ExactFraction(97, 100))
        #expect(result.chosen.returnPPM == 970_000)
        #expect(result.chosen.rtp == ExactFraction(97, 100))
        #expect(result.above?.returnPPM == 970_000)
        #expect(result.below == ReturnRateStep(returnPPM: 969_000, rtp: ExactFraction(969, 1000)))
    }

    @Test func betweenTwoStepsTheCloserIsChosenAndATieGoesBelow() throws {
        let closerAbove = try stepped.closest(to: ExactFraction(9699, 10_000))
        #expect(closerAbove.chosen.returnPPM == 970_000)
        let closerBelow = try stepped.closest(to: ExactFraction(9691, 10_000))
        #expect(closerBelow.chosen.returnPPM == 969_000)
        let tie = try stepped.closest(to: ExactFraction(9695, 10_000))
        #expect(tie.chosen.returnPPM == 969_000)
    }

    @Test func targetsBeyondTheCurveAreRefusedWithItsEnds() {
        let curve = ReturnRateSearch { ppm in ExactFraction(WideUnsigned(ppm), 2_000_000) }
        do {
            _ = try curve.closest(to: ExactFraction(3, 4))
            Issue.record("0.75 reached on a curve topping at 0.5")
        } catch {
            guard case .aboveHighest(let top) = error else { Issue.record("\(error)"); return }
            #expect(top == ExactFraction(1, 2))
        }
        do {
            _ = try curve.closest(to: ExactFraction(1, 4_000_000))
            Issue.record("a target below the lowest RTP reached")
        } catch {
            guard case .belowLowest(let bottom) = error else { Issue.record("\(error)"); return }
            #expect(bottom == ExactFraction(1, 2_000_000))
        }
    }
}
