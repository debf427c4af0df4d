import CasinoCore
import Testing

@testable import OddsLab

/// A configuration file may offer fewer choices than the defaults: other Crash targets only, a
/// Mines table with plans left out (Docs/rules.md). The documented default choices that `simulate`,
/// the report's runs, its disclosure, the gate's cap-biting cases and the report's day profiles
/// play then fall back to choices the file offers. Found by an adversarial run: with Crash at
/// 5.00x only, or Mines without 3 mines 5 reveals, `check` passed while `report` and `sweep`
/// refused the file, naming an option nobody had typed (`--target: 2.00x is outside 5.00x…5.00x`).
@Suite("Configurations that offer fewer choices")
struct PartialOfferTests {
    static var crashAtFiveOnly: GameConfiguration {
        var configuration = GameConfiguration.defaults
        configuration.crash.minimumTarget = Centi(500)
        configuration.crash.maximumTarget = Centi(500)
        configuration.crash.offeredTargets = [Centi(500)]
        return configuration
    }

    static var minesWithoutThreeAndFive: GameConfiguration {
        var configuration = GameConfiguration.defaults
        configuration.mines.multipliers?[2][4] = nil
        return configuration
    }

    private func defaultGame(_ game: GameKind, in configuration: GameConfiguration) throws -> ConfiguredGame? {
        try configuration.defaultConfiguredGames(for: GameSelection()).first { $0.game == game }
    }

    @Test func theDefaultChoiceIsOneTheFileOffers() throws {
        #expect(try defaultGame(.crash, in: Self.crashAtFiveOnly)?.options["target"] == "5.00")
        let mines = try #require(try defaultGame(.mines, in: Self.minesWithoutThreeAndFive))
        #expect(mines.options["mines"] == "1" && mines.options["reveals"] == "1")
        // The defaults keep the documented choices.
        #expect(try defaultGame(.crash, in: .defaults)?.options["target"] == "2.00")
        let shipped = try #require(try defaultGame(.mines, in: .defaults))
        #expect(shipped.options["mines"] == "3" && shipped.options["reveals"] == "5")
    }

    @Test func theDisclosureAndTheGateLeaveOutWhatIsNotOffered() throws {
        let disclosed = try GameDescriptor.mines.disclosedChoices(Self.minesWithoutThreeAndFive)
        #expect(disclosed.count == MinesPlan.disclosed.count - 1)
        #expect(!disclosed.contains { $0.options["mines"] == "3" && $0.options["reveals"] == "5" })
        #expect(try GameDescriptor.mines.disclosedChoices(.defaults).count == MinesPlan.disclosed.count)
        for configuration in [Self.crashAtFiveOnly, Self.minesWithoutThreeAndFive] {
            #expect(throws: Never.self) { _ = try CheckSuite(configuration: configuration) }
        }
    }

    @Test func namedProfilesPlayAChoiceTheFileOffers() throws {
        for configuration in [Self.crashAtFiveOnly, Self.minesWithoutThreeAndFive] {
            for profile in UserProfile.named {
                let playable = profile.playable(in: configuration)
                #expect(throws: Never.self) { _ = try CompiledProfile(playable, configuration: configuration) }
                #expect(playable.games.map(\.weight) == profile.games.map(\.weight))
            }
        }
        let chaser = UserProfile.chaser.playable(in: Self.crashAtFiveOnly)
        #expect(chaser.games.contains { $0.kind == .crash(target: Centi(500)) })
        for profile in UserProfile.named { #expect(profile.playable(in: .defaults) == profile) }
    }
}
