import CasinoCore

extension GameDescriptor {
    /// Slots: one machine, no options.
    public static let slots = GameDescriptor(
        kind: .slots,
        configurations: { configuration, _ throws(ConfigurationError) in [try .slots(configuration.slots)] },
        defaultConfiguration: { configuration, _ throws(ConfigurationError) in try .slots(configuration.slots) },
        disclosedChoices: { configuration throws(ConfigurationError) in [try .slots(configuration.slots)] }
    )
}
