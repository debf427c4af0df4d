import CasinoCore

/// One choice a player makes in a game, by name: a command line option (`target`), a key of a
/// profile's game entry and of a configured game's `options` (`"target"`), and an entry of a
/// `GameSelection`. A game lists its options in its descriptor's file
/// (`LabGameEngine.selectionOptions`); the tool registers a flag for each, and the game's descriptor
/// reads the value as typed.
public struct GameOption: Sendable, Hashable {
    /// The name: `"target"`, `"winningFaces"`.
    public var name: String
    /// What it sets, in words, for the flag's help (the tool puts the game's name before it).
    public var help: String

    init(_ name: String, help: String) {
        self.name = name
        self.help = help
    }

    /// The option the tool registers for it: the name with camel case split by dashes, as
    /// swift-argument-parser names a property's option (`target`, `winning-faces`); the tool
    /// spells it (`--winning-faces`).
    public var optionName: OptionName {
        var words = ""
        for character in name {
            if character.isUppercase {
                words += "-" + character.lowercased()
            } else {
                words.append(character)
            }
        }
        return OptionName(words)
    }
}
