import CasinoCore

extension ConfiguredGame {
    /// Mines with `plan`.
    static func mines(_ configuration: MinesConfiguration, plan: MinesPlan) throws(ConfigurationError)
        -> ConfiguredGame
    {
        var options = ["mines": String(plan.mines), "reveals": String(plan.reveals)]
        if !plan.revealsInTileOrder {
            options["tiles"] = plan.tiles.map(String.init).joined(separator: ",")
        }
        return ConfiguredGame(
            game: .mines, variant: plan.description, options: options,
            engine: AnyGameEngine(try MinesEngine(configuration: configuration, plan: plan)))
    }
}
