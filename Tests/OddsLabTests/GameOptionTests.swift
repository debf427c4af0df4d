import CasinoCore
import Testing

@testable import OddsLab

/// The games' options by name (`GameOption`, `LabGameEngine.selectionOptions`): what the tool's
/// flags, a profile's keys and `GameSelection` carry, read by each game's descriptor.
@Suite("Game options by name")
struct GameOptionTests {
    @Test func aFlagIsTheNameWithItsWordsSplitByDashes() {
        #expect(GameOption("target", help: "").optionName == OptionName("target"))
        #expect(GameOption("winningFaces", help: "").optionName == OptionName("winning-faces"))
    }

    /// Every disclosed choice of every registered game, read back from its options by name, builds
    /// the same configuration: through a selection (what the flags give) and through the day
    /// model's choice (what a profile gives), whose words name the game first.
    @Test func everyDisclosedChoiceIsRebuiltFromItsOptionsByName() throws {
        var rebuilt = 0
        for descriptor in GameRegistry.games {
            let names = Set(descriptor.selectionOptions.map(\.name))
            for choice in try descriptor.disclosedChoices(.defaults) {
                let options = choice.options.filter { names.contains($0.key) }
                let selection = GameSelection(game: choice.game, options: options)
                #expect(try GameConfiguration.defaults.configuredGame(for: selection).title == choice.title)
                let day = try #require(DayGameKind(choice), "\(choice.title) has no day-model choice")
                #expect(try day.configuredGame().title == choice.title)
                #expect(day.description.hasPrefix(choice.game.rawValue), "\(day.description)")
                rebuilt += 1
            }
        }
        #expect(rebuilt >= GameRegistry.games.count)
    }

    /// The options imply their game; an option of no registered game, or of two games at once, is
    /// refused naming it.
    @Test func optionsImplyTheirGameAndStrayOnesAreRefused() throws {
        for descriptor in GameRegistry.games {
            for option in descriptor.selectionOptions {
                #expect(try GameSelection(options: [option.name: "1"]).resolvedGame() == descriptor.kind)
            }
        }
        #expect(throws: ConfigurationError(path: "faces", rule: "is no game's option")) {
            _ = try GameSelection(options: ["faces": "3"]).resolvedGame()
        }
        #expect(throws: ConfigurationError.self) {
            _ = try GameSelection(game: .slots, options: ["rows": "8"]).resolvedGame()
        }
    }
}
