import CasinoCore
import CommitmentCore // no @testable: an app outside the module has exactly this
import Foundation
import Testing

/// Issue 41: a stored commitment is checked against every rule a lock-in keeps when it is read back.
@Suite("Commitment weeks are checked when read back")
struct CommitmentReadBackTests {
    let lockIn: Int64 = 1_772_470_800 // Mon 2026-03-02 12:00 EST
    var week: CommitmentWeek {
        let terms = try! CommitmentTerms(limitMinutes: 60, penaltyPerMinuteCents: 10, selectedAppCount: 2)
        var week = CommitmentWeek(
            terms: terms, lockInInstant: lockIn, baselineUsageSeconds: 9_000, rules: USEasternTimeRules())
        week.record(reportedUsageSeconds: 12_000, at: lockIn + 3600)
        return week
    }

    /// The stored week's JSON with `change` applied to its decoded object.
    func stored(_ change: (inout [String: Any]) -> Void) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(week)) as? [String: Any])
        change(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    func refusal(_ data: Data) -> CommitmentError? {
        do {
            _ = try JSONDecoder().decode(CommitmentWeek.self, from: data)
            return nil
        } catch {
            return error as? CommitmentError
        }
    }

    @Test func anAuthorizationBelowTheClampIsRefused() throws {
        #expect(
            refusal(try stored { $0["authorizationCents"] = 0 })
                == .invalidStoredWeek(
                    "authorizationCents = 0: the authorization is clamped to 500 … 100000 cents ($5 … $1000)"))
        #expect(refusal(try stored { $0["authorizationCents"] = 100_001 }) != nil)
    }

    @Test func aDeadlineThatIsNotTheNextMondayNoonInNewYorkIsRefused() throws {
        let thirtyDays = lockIn + 30 * 86_400
        #expect(
            refusal(try stored { $0["deadlineInstant"] = thirtyDays })
                == .invalidStoredWeek(
                    "deadlineInstant = \(thirtyDays): the deadline is the first Monday 12:00 New York time after "
                        + "lock-in \(lockIn), \(week.deadlineInstant)"))
        // A Monday noon, but a week late, is refused too: the deadline is the first one.
        #expect(refusal(try stored { $0["deadlineInstant"] = week.deadlineInstant + 7 * 86_400 }) != nil)
        // The week of the March change lasts 167 hours: noon is noon on the New York wall clock.
        #expect(week.deadlineInstant == lockIn + 7 * 86_400 - 3600)
    }

    @Test func usageBelowTheBaselineIsRefused() throws {
        // The probe: usage since lock-in −8,900 (penalty 0).
        let data = try stored { object in
            object["usage"] = ["baselineUsageSeconds": 9_000, "currentUsageSeconds": 100]
        }
        #expect(
            refusal(data)
                == .invalidStoredWeek(
                    "currentUsageSeconds = 100: usage never goes below the baseline 9000 (usage since lock-in -8900)"))
        #expect(
            throws: CommitmentError.self,
            performing: { try MonitoredUsage(restoringBaselineUsageSeconds: -1, currentUsageSeconds: 0) })
        // The week as the app stored it decodes.
        #expect(refusal(try JSONEncoder().encode(week)) == nil)
        #expect(try JSONDecoder().decode(CommitmentWeek.self, from: JSONEncoder().encode(week)) == week)
    }
}
