import CasinoCore

extension ConfiguredGame {
    /// Plinko with `options`.
    static func plinko(_ configuration: PlinkoConfiguration, options: PlinkoOptions) throws(ConfigurationError)
        -> ConfiguredGame
    {
        ConfiguredGame(
            game: .plinko, variant: options.description,
            options: ["rows": String(options.rows), "risk": options.risk.rawValue],
            engine: AnyGameEngine(try PlinkoEngine(configuration: configuration, options: options)))
    }
}
