import CasinoCore
import Foundation
import Testing

/// Issue 41: every stored state is checked when it is read back, through the public API an app
/// outside the module has (`import CasinoCore`, no `@testable`).
@Suite("Stored states are checked when read back")
struct StoredStateReadBackTests {
    let day = DayKey(year: 2026, month: 11, day: 23)

    /// A valid state's JSON with `changes` applied to its top-level keys (as a damaged or tampered
    /// store would hold it).
    func storedJSON(_ state: PersistedState, changing changes: [String: Any]) throws -> Data {
        var object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(state)) as? [String: Any])
        for (key, value) in changes { object[key] = value }
        return try JSONSerialization.data(withJSONObject: object)
    }

    /// The `CasinoCoreError` a decoding refused with, or nil when it decoded.
    func refusal(decoding data: Data) -> CasinoCoreError? {
        do {
            _ = try JSONDecoder().decode(PersistedState.self, from: data)
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.underlyingError as? CasinoCoreError
        } catch {
            Issue.record("refused without naming the rule: \(error)")
            return nil
        }
    }

    @Test func aStateGivingMoreMinutesThanADayHasIsRefusedByTheFieldThatBreaksItsRule() throws {
        let valid = PersistedState(dailyAllowanceMinutes: 60, budgetDay: day, usageMinutesToday: 10)
        // The issue's probe: allowance −50, bonus 99,999, usage −20 on 2026-02-31 restored as 99,969 minutes.
        let probe = try storedJSON(
            valid,
            changing: [
                "dailyAllowanceMinutes": -50, "bonusMinutesFromGames": 99_999, "usageMinutesToday": -20,
                "budgetDay": ["year": 2026, "month": 2, "day": 31]
            ])
        #expect(
            refusal(decoding: probe)
                == CasinoCoreError.storedStateInvalid(
                    field: "budgetDay", value: "2026-02-31", rule: "a day is a real calendar day (years 1…9999)"))
        // Each damage alone is refused too, naming its own field.
        let alone: [(String, Any, String)] = [
            ("dailyAllowanceMinutes", -50, "dailyAllowanceMinutes"),
            ("bonusMinutesFromGames", 99_999, "bonusMinutesFromGames"),
            ("usageMinutesToday", -20, "usageMinutesToday"),
            ("budgetDay", ["year": 2026, "month": 2, "day": 31], "budgetDay"),
            ("nextDayAllowanceMinutes", 1441, "nextDayAllowanceMinutes"),
            ("bonusMinutesFromGames", -1441, "bonusMinutesFromGames"),
            // At Int's bound: refused by name, not a trap on allowance + bonus.
            ("bonusMinutesFromGames", Int.max, "bonusMinutesFromGames")
        ]
        for (key, value, field) in alone {
            let error = refusal(decoding: try storedJSON(valid, changing: [key: value]))
            #expect(error?.field == field, "\(key) = \(value)")
        }
        #expect(
            refusal(decoding: try storedJSON(valid, changing: ["usageMinutesToday": -20]))?.description
                == "the stored state is invalid: usageMinutesToday = -20: usage is never below 0")
        // The same check without JSON, for a state an app restores some other way.
        var damaged = valid
        damaged.bonusMinutesFromGames = 99_999
        #expect(throws: CasinoCoreError.self) { try damaged.validated() }
        #expect(try valid.validated() == valid)
        #expect(refusal(decoding: try JSONEncoder().encode(valid)) == nil)
    }

    @Test func aDamagedPendingWagerIsRefusedByItsField() throws {
        var state = PersistedState(dailyAllowanceMinutes: 60, budgetDay: day, nextWagerID: 2)
        let position = RandomPosition(seed: 5, stream: 0, drawIndex: 3)
        let wager = PendingWager(
            id: 1, day: day, game: .crash, options: "target 2.00x", wager: 10, position: position,
            nextDrawIndex: 4, placedAt: Instant(secondsSinceEpoch: 1_795_435_200))
        state.pendingWager = wager
        #expect(try state.validated() == state)
        var cases: [(PendingWager, String)] = []
        var w = wager
        w.wager = 0
        cases.append((w, "pendingWager.wager"))
        w = wager
        w.day = DayKey(year: 2026, month: 11, day: 24)
        cases.append((w, "pendingWager.day"))
        w = wager
        w.id = 2
        cases.append((w, "pendingWager.id"))
        w = wager
        w.nextDrawIndex = 3
        cases.append((w, "pendingWager.nextDrawIndex"))
        for (bad, field) in cases {
            var damaged = state
            damaged.pendingWager = bad
            #expect(throws: CasinoCoreError.self) { try damaged.validated() }
            #expect(refusal(decoding: try JSONEncoder().encode(damaged))?.field == field)
        }
    }
}

extension CasinoCoreError {
    /// The stored field a stored-state refusal names; nil for any other refusal (the suites of
    /// this target read it).
    var field: String? {
        guard case .storedStateInvalid(let field, _, _) = self else { return nil }
        return field
    }
}
