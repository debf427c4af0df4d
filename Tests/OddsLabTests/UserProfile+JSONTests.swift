import CasinoCore
@testable import OddsLab
import Testing

/// Profile files: each bet strategy's form, hourly rates as one number or 24, targets read as exact
/// hundredths, and every refusal naming its field.
@Suite struct UserProfileJSONTests {
    func profile(_ json: String) throws -> UserProfile {
        try UserProfile.overriding(.casual, with: Array(json.utf8))
    }

    @Test func everyBetStrategyHasItsForm() throws {
        #expect(try profile(#"{"bet": {"strategy": "fixed", "minutes": 7}}"#).bet == .fixed(minutes: 7))
        #expect(try profile(#"{"bet": {"strategy": "fraction", "percent": 30}}"#).bet == .fraction(percent: 30))
        #expect(try profile(#"{"bet": {"strategy": "all-in"}}"#).bet == .allIn)
        #expect(try profile(#"{"bet": {"strategy": "martingale", "base": 2}}"#).bet == .martingale(base: 2))
    }

    @Test func ratesAreOneNumberOrTwentyFour() throws {
        let hours = (0..<24).map { Double($0) / 10 }
        let json = #"{"checksPerHour": ["# + hours.map { String($0) }.joined(separator: ", ") + "]}"
        #expect(try profile(json).checksPerHour == hours)
        #expect(try profile(#"{"checksPerHour": 0.25}"#).checksPerHour == Array(repeating: 0.25, count: 24))
        #expect(throws: (any Error).self) { try profile(#"{"checksPerHour": [1, 2, 3]}"#) }
    }

    @Test func aBaseProfileIsTheStartingPoint() throws {
        let p = try profile(#"{"base": "all-in", "dailyAllowanceMinutes": 30}"#)
        #expect(p.bet == .allIn)
        #expect(p.dailyAllowanceMinutes == 30)
        #expect(p.games == UserProfile.allIn.games)
    }

    @Test func refusalsNameTheirField() {
        #expect(
            refusal { _ = try profile(#"{"games": [{"game": "crash", "target": 2.005}]}"#) }?.contains("games") == true)
        #expect(refusal { _ = try profile(#"{"bet": {"strategy": "double"}}"#) }?.contains("bet") == true)
        #expect(refusal { _ = try profile(#"{"favouriteColour": "red"}"#) }?.contains("favouriteColour") == true)
        #expect(refusal { _ = try profile(#"{"base": "nobody"}"#) }?.contains("nobody") == true)
        #expect(
            refusal { _ = try profile(#"{"dailyAllowanceMinutes": -5}"#) }?.contains("dailyAllowanceMinutes") == true)
        #expect(refusal { _ = try profile("[1, 2]") } != nil)
    }
}
