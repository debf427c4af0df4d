import ArgumentParser
import CasinoCore
import OddsLab

/// The game flags every command that plays or analyses a game shares (`@OptionGroup var game: GameOptions`),
/// read by OddsLab's `GameFlags`: `--game`, one flag per option each registered game lists
/// (`GameOption`, in its descriptor's file: `--target`, `--rows`, …), and `--config`.
///
/// The games' flags are registered from the registry, not declared here: swift-argument-parser
/// finds a type's arguments by reflecting on a value of it, so `customMirror` lists one `Option` per
/// game option, and `init(from:)` reads each by its name.
struct GameOptions: ParsableArguments, OptionWording, CustomReflectable {
    /// `--game`.
    var game: GameKind?
    /// Each game option given, by name, as typed.
    var options: [String: String] = [:]
    var configFile: ConfigOption<GameOptions>

    init() {
        game = nil
        configFile = ConfigOption<GameOptions>()
    }

    /// A coding key of any name: the games' options are known only at run time.
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The `--game` flag's definition.
    private static var gameOption: Option<GameKind?> {
        Option(help: "The game: \(GameRegistry.namesInWords) (implied by the options below when left out).")
    }

    /// One flag's definition per registered game option: `--target`, with the game's name before its help.
    private static func definition(_ game: String, _ option: GameOption) -> Option<String?> {
        Option(help: ArgumentHelp("\(game): \(option.help)", valueName: option.optionName.key))
    }

    var customMirror: Mirror {
        var children: [Mirror.Child] = [("_game", Self.gameOption as Any)]
        for (game, option) in GameRegistry.options {
            children.append(("_" + option.name, Self.definition(game.name, option) as Any))
        }
        children.append(("_configFile", OptionGroup<ConfigOption<GameOptions>>() as Any))
        return Mirror(self, children: children)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        game = try container.decode(Option<GameKind?>.self, forKey: Key("game")).wrappedValue
        for (_, option) in GameRegistry.options {
            let value = try container.decode(Option<String?>.self, forKey: Key(option.name)).wrappedValue
            if let value { options[option.name] = value }
        }
        configFile = try container.decode(OptionGroup<ConfigOption<GameOptions>>.self, forKey: Key("configFile"))
            .wrappedValue
    }

    /// The flags as given, for a request.
    var flags: GameFlags { GameFlags(game: game, options: options, config: configFile.config) }
}

extension GameKind: ExpressibleByArgument {}
