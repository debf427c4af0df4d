/// What a game added after the four declares as its configuration: its defaults and its rules.
/// `GameConfiguration` stores it without a field of its own (`GameConfiguration[part:]`), so the
/// game declares its accessor in its own file:
/// `extension GameConfiguration { public var dice: DiceConfiguration { get { self[part: DiceConfiguration.self] } … } }`.
public protocol GameConfigurationPart: Hashable, Sendable {
    /// The game's defaults: what the part is until a configuration sets it.
    static var defaults: Self { get }
    /// Checks every rule; the error's path starts with the game's name.
    func validate() throws(ConfigurationError)
}

extension GameConfiguration {
    /// The configuration part of type `Part`: its defaults until set. Setting it to its defaults
    /// removes it, so two configurations are equal exactly when every part is.
    public subscript<Part: GameConfigurationPart>(part _: Part.Type) -> Part {
        get { parts.first { $0 is Part } as? Part ?? Part.defaults }
        set {
            parts.removeAll { $0 is Part }
            if newValue != Part.defaults { parts.append(newValue) }
        }
    }

    /// Checks every part a configuration set, in the order they were set.
    func validateParts() throws(ConfigurationError) {
        for part in parts { try part.validate() }
    }

    /// Equal parts, in any order.
    static func partsEqual(_ lhs: [any GameConfigurationPart], _ rhs: [any GameConfigurationPart]) -> Bool {
        lhs.count == rhs.count
            && lhs.allSatisfy { part in rhs.contains { AnyHashable($0) == AnyHashable(part) } }
    }
}
