import CasinoCore
@testable import OddsLab
import Testing

@Test(arguments: [
    ("1", 1), ("1000000", 1_000_000), ("1e9", 1_000_000_000), ("2.5e6", 2_500_000), ("250M", 250_000_000),
    ("1.5G", 1_500_000_000), ("10k", 10_000), ("10K", 10_000), ("3B", 3_000_000_000), ("1T", 1_000_000_000_000),
    ("1e15", 1_000_000_000_000_000), ("1E3", 1_000), ("10.0", 10), ("0.5k", 500), ("007", 7)
])
func wagerCountsReadAsPeopleWriteThem(text: String, value: Int) throws {
    #expect(try WagerCount(parsing: text).value == value, "\(text)")
}

@Test(arguments: [
    "0", "0e9", "-5", "1.5", "1e-1", "2e16", "1e99", "99999999999999999999", "abc", "", "k", "1.2.3", "1e", "e9",
    "1_000"
])
func wagerCountsThatAreNotPositiveWholeNumbersAreRefused(text: String) {
    #expect(throws: InputError.self, "\(text)") { try WagerCount(parsing: text) }
}

@Test func runSpecRefusesBadInputWithOneLine() {
    let bad: [() throws -> RunSpec] = [
        { try RunSpec(game: .crash, wager: 10, seed: 1, wagers: 0) },
        { try RunSpec(game: .crash, wager: 0, seed: 1, wagers: 10) },
        { try RunSpec(game: .crash, wager: 20, remainingMinutes: 10, seed: 1, wagers: 10) },
        { try RunSpec(game: .crash, wager: 10, minutesUntilMidnight: 1500, seed: 1, wagers: 10) },
        { try RunSpec(game: .crash, wager: 10, minutesUntilMidnight: -1, seed: 1, wagers: 10) },
        {
            try RunSpec(
                game: .crash, options: [GameOptionValue("a", "1"), GameOptionValue("a", "2")], wager: 10, seed: 1,
                wagers: 10)
        }
    ]
    for make in bad {
        do {
            _ = try make()
            Issue.record("expected an error")
        } catch let error as InputError {
            #expect(!error.message.isEmpty && !error.message.contains("\n"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

/// Docs/rules.md counts real minutes to 23:59: 1499 at 00:00 on the 25-hour day clocks fall back.
@Test func aBetAtMidnightOfTheTwentyFiveHourDayIsAValidRun() throws {
    let spec = try RunSpec(game: .crash, wager: 10, minutesUntilMidnight: 1499, seed: 1, wagers: 10)
    #expect(spec.minutesUntilMidnight == RunSpec.maximumMinutesUntilMidnight)
}
