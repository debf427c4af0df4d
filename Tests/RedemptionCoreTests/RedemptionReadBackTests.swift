import Foundation
import RedemptionCore // no @testable: an app outside the module has exactly this
import Testing

/// Issue 41: a stored redemption state is checked against the books' identities when it is read back.
@Suite("Redemption states are checked when read back")
struct RedemptionReadBackTests {
    /// A child's stored state as JSON, as an app's storage holds it.
    func json(balance: Int, earned: Int = 0, granted: Int64 = 0, window: Int64? = nil) -> Data {
        let windows = window.map {
            #"[{"id":1,"startInstant":1795000000,"durationSeconds":\#($0),"requestedInstant":1795000000}]"#
        }
        return Data(
            """
            {"openingBalancePoints":0,"balancePoints":\(balance),"earnedPointsTotal":\(earned),\
            "redeemedPointsTotal":0,"grantedSecondsTotal":\(granted),"forfeitedSecondsTotal":0,\
            "windows":\(windows ?? "[]"),"endedWindowCount":0,"nextWindowID":2,"ledger":[],\
            "droppedLedgerEntries":0}
            """.utf8)
    }

    func refusal(_ data: Data) -> String? {
        do {
            _ = try JSONDecoder().decode(RedemptionState.self, from: data)
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }

    @Test func aBalanceNothingEarnedAndAWindowNothingPaidForAreRefused() throws {
        // The issue's probe: balance 999,999 with nothing earned, and an unpaid 86,400,000-second window.
        #expect(
            refusal(json(balance: 999_999, window: 86_400_000))
                == "the stored redemption state is invalid: balancePoints = 999999: the balance is "
                + "openingBalancePoints 0 + earnedPointsTotal 0 − redeemedPointsTotal 0 = 0")
        #expect(
            refusal(json(balance: 0, window: 86_400_000))
                == "the stored redemption state is invalid: windows hold 86400000 seconds: more than were paid "
                + "for (grantedSecondsTotal 0 − forfeitedSecondsTotal 0 = 0)")
        // Granted time with no points redeemed is refused too, and so is a family holding such a child.
        let unpaid = refusal(json(balance: 0, granted: 86_400_000, window: 86_400_000))
        #expect(unpaid?.contains("grantedSecondsTotal = 86400000") == true)
        let child = FamilyRedemptionState(
            migrating: RedemptionState(), to: ChildID("ana"),
            rewardApps: RewardApps(configuration: ShieldConfiguration(rewardApps: ["game.a"])))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let stored = String(decoding: try encoder.encode(child), as: UTF8.self)
        #expect(stored.contains(#""balancePoints":0,"#))
        let tampered = stored.replacingOccurrences(of: #""balancePoints":0,"#, with: #""balancePoints":999999,"#)
        do {
            _ = try JSONDecoder().decode(FamilyRedemptionState.self, from: Data(tampered.utf8))
            Issue.record("a family with a child's balance out of thin air decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("balancePoints = 999999"))
        }
        // Through the restoring initializer, the same refusal.
        #expect(
            throws: RedemptionError.self,
            performing: {
                try RedemptionState(
                    restoringOpeningBalancePoints: 0, balancePoints: 999_999, earnedPointsTotal: 0,
                    redeemedPointsTotal: 0, grantedSecondsTotal: 0, forfeitedSecondsTotal: 0, windows: [],
                    endedWindowCount: 0, nextWindowID: 1, ledger: [], droppedLedgerEntries: 0)
            })
        // The books balanced: it decodes.
        #expect(refusal(json(balance: 600, earned: 600)) == nil)
    }
}
