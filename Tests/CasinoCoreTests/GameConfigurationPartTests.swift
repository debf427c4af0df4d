import CasinoCore
import Testing

/// A game added after the four keeps its configuration in `GameConfiguration` as a part, with no
/// field of its own: these are the rules that make a part behave as a stored field would.
@Suite("Configuration parts")
struct GameConfigurationPartTests {
    /// A stand-in for an added game's configuration: `sides` must be 2…6.
    struct Coin: GameConfigurationPart {
        var sides: Int
        static let defaults = Coin(sides: 2)
        func validate() throws(ConfigurationError) {
            if !(2...6).contains(sides) {
                throw ConfigurationError(path: "coin.sides", value: String(sides), rule: "must be 2…6")
            }
        }
    }

    @Test func aPartIsItsDefaultsUntilSetAndWhatWasSetAfter() {
        var configuration = GameConfiguration.defaults
        #expect(configuration[part: Coin.self] == .defaults)
        configuration[part: Coin.self] = Coin(sides: 3)
        #expect(configuration[part: Coin.self] == Coin(sides: 3))
    }

    @Test func aPartSetBackToItsDefaultsLeavesTheConfigurationEqualToOneNeverSet() {
        var configuration = GameConfiguration.defaults
        configuration[part: Coin.self] = Coin(sides: 3)
        #expect(configuration != .defaults)
        configuration[part: Coin.self] = .defaults
        #expect(configuration == .defaults)
        #expect(Set([configuration, .defaults]).count == 1)
    }

    @Test func validateChecksTheParts() {
        var configuration = GameConfiguration.defaults
        configuration[part: Coin.self] = Coin(sides: 9)
        #expect(throws: ConfigurationError.self) { try configuration.validate() }
    }
}
