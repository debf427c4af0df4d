import CasinoCore
import CommitmentCore
import Testing
@testable import RelatedLab

/// `WeekRequest`'s refusals name the option that set the value, in the commitment core's words:
/// the core's rules are checked before anything is built (`AuthorizationFormula.problem`,
/// `CommitmentTerms.problem`), so no refusal is caught and worded again.
@Suite struct WeekRequestTests {
    private func refusal(
        limit: Int = 21 * 60, rates: [Int] = [10], apps: Int = 3, factors: (Int, Int, Int) = (100, 60, 100)
    ) -> String? {
        do {
            _ = try WeekRequest(
                limit: DurationArgument(minutes: limit), rate: CentsListArgument(values: rates), apps: apps, days: 7,
                weeks: 1, usagePerDay: DurationArgument(minutes: 180), factor1: factors.0, factor2: factors.1,
                factor3: factors.2, seed: 1, threads: 1)
            return nil
        } catch let error as InputError {
            return error.message
        } catch {
            return "not an InputError: \(error)"
        }
    }

    @Test func eachRefusalNamesItsOptionInTheCoresWords() {
        #expect(refusal() == nil)
        #expect(refusal(limit: 29) == "--limit: limit 29 min is outside 30 min … 42 h (2520 min)")
        #expect(
            refusal(rates: [10, 501]) == "--rate: penalty 501 cents per minute is outside 1 … 500 cents ($0.01 … $5)")
        #expect(refusal(apps: 10_001) == "--apps: selected app count 10001 is outside 0 … 10000")
        // The app count first, then the limit, then the rate, as `CommitmentTerms` checks them.
        #expect(refusal(limit: 29, rates: [0], apps: -1) == "--apps: selected app count -1 is outside 0 … 10000")
        #expect(refusal(limit: 29, rates: [0]) == "--limit: limit 29 min is outside 30 min … 42 h (2520 min)")
        #expect(
            refusal(factors: (100, -1, 100))
                == "--factor1/2/3: authorization factor factor2 (minutes of penalty) = -1 is outside 0 … 1000000")
        // The factors are checked before the terms.
        #expect(refusal(limit: 29, factors: (1_000_001, 0, 0))?.hasPrefix("--factor1/2/3: ") == true)
    }
}
