import CasinoCore
import RedemptionCore
import Testing
@testable import RelatedLab

/// `RedeemRequest`'s refusals name the option that set the field, in the redemption core's words:
/// the core's rules are checked before anything is built (`RedemptionConfiguration.problem`,
/// `RedemptionRules.problem`), so no refusal is caught and worded again.
@Suite struct RedeemRequestTests {
    private func refusal(
        policy: RedeemRequest.PolicyChoice = .all, cap: Int = 120, perMinute: Int = 10, minPoints: Int = 30,
        maxPoints: Int = 600
    ) -> String? {
        do {
            _ = try RedeemRequest(
                policy: policy, cap: cap, days: 1, pointsPerMinute: perMinute, minPoints: minPoints,
                maxPoints: maxPoints, relockLatency: 1, killEveryWrite: false, seed: 1, threads: 1)
            return nil
        } catch let error as InputError {
            return error.message
        } catch {
            return "not an InputError: \(error)"
        }
    }

    @Test func eachRefusalNamesItsOptionInTheCoresWords() {
        #expect(refusal() == nil)
        #expect(refusal(perMinute: 0) == "--points-per-minute = 0: must be 1 … 1000000")
        #expect(refusal(minPoints: 100, maxPoints: 50) == "--max-points = 50: must be at least --min-points (100)")
        #expect(
            refusal(perMinute: 40, minPoints: 50, maxPoints: 70)
                == "--max-points = 70: no multiple of --points-per-minute (40) lies in 50 … 70")
        #expect(refusal(cap: 2) == "--cap = 2: must be 3 (the smallest redemption) … 10080 (a week)")
        #expect(
            refusal(policy: .extend, cap: 10_081)
                == "--cap = 10081: must be 3 (the smallest redemption) … 10080 (a week)")
        // A policy without a cap takes any --cap.
        #expect(refusal(policy: .queue, cap: 2) == nil)
    }
}
