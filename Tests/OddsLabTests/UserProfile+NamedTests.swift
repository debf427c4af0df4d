import CasinoCore
@testable import OddsLab
import Testing

/// The named profiles: the four `day --profile` knows, in order, each with its stated allowance and bet.
@Suite struct UserProfileNamedTests {
    @Test func theFourProfilesAreListedInOrder() {
        #expect(UserProfile.named.map(\.name) == ["casual", "heavy", "chaser", "all-in"])
        #expect(UserProfile.named("nobody") == nil)
        #expect(UserProfile.named("Casual") == nil)
    }

    @Test func eachProfileHasItsStatedAllowanceAndBet() {
        let expected: [(String, Int, BetStrategy)] = [
            ("casual", 60, .fixed(minutes: 5)), ("heavy", 120, .fraction(percent: 20)),
            ("chaser", 90, .martingale(base: 5)), ("all-in", 60, .allIn)
        ]
        for (name, allowance, bet) in expected {
            let profile = UserProfile.named(name)
            #expect(profile?.dailyAllowanceMinutes == allowance)
            #expect(profile?.bet == bet)
        }
        #expect(UserProfile.casual.unlocksFromShield)
        #expect(!UserProfile.heavy.unlocksFromShield)
    }

    @Test func everyNamedProfileCompilesUnderTheDefaults() throws {
        for profile in UserProfile.named { _ = try CompiledProfile(profile) }
    }
}
