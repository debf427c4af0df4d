extension GameDescriptor {
    /// Mines: the number of mines and the tiles revealed before cashing out.
    public static let mines = GameDescriptor(
        kind: .mines,
        configurations: { configuration, selection throws(ConfigurationError) in
            let plans: [MinesPlan]
            switch (selection.mines, selection.reveals) {
            case let (m?, k?): plans = [MinesPlan(mines: m, reveals: k)]
            case let (m?, nil):
                try MinesPlan(mines: m, reveals: 1).validate()
                plans = MinesPlan.all.filter { $0.mines == m }
            case let (nil, k?):
                if k < 1 || k > MinesConfiguration.tileCount - 1 {
                    throw ConfigurationError(path: "reveals", value: String(k), rule: "must be 1…24")
                }
                plans = MinesPlan.all.filter { $0.reveals == k }
            case (nil, nil): plans = MinesPlan.all
            }
            // A plan the table does not offer is left out of every listing (asked for by name, it is refused).
            let offered = selection.mines != nil && selection.reveals != nil
                ? plans : plans.filter { configuration.mines.offers(mines: $0.mines, reveals: $0.reveals) }
            var result: [ConfiguredGame] = []
            for plan in offered { result.append(try .mines(configuration.mines, plan: plan)) }
            return result
        },
        defaultConfiguration: { configuration, selection throws(ConfigurationError) in
            try .mines(configuration.mines, plan: MinesPlan(mines: selection.mines ?? MinesPlan.default.mines,
                                                            reveals: selection.reveals ?? MinesPlan.default.reveals))
        },
        disclosedChoices: { configuration throws(ConfigurationError) in
            var result: [ConfiguredGame] = []
            for plan in ReportPlan.disclosedMinesPlans { result.append(try .mines(configuration.mines, plan: plan)) }
            return result
        },
        checkCases: { configuration throws(ConfigurationError) in
            // 17 plans at wager 10, a few at wagers 1 and 60.
            let plans: [(mines: Int, reveals: Int, wager: Int)] = [
                (1, 1, 10), (1, 5, 10), (1, 12, 10), (1, 24, 10),
                (3, 1, 10), (3, 5, 10), (3, 10, 10), (3, 22, 10),
                (5, 1, 10), (5, 5, 10), (5, 10, 10), (5, 15, 10),
                (10, 1, 10), (10, 3, 10), (10, 6, 10), (10, 10, 10),
                (24, 1, 10),
                (1, 1, 1), (3, 5, 1), (3, 5, 60), (24, 1, 60),
            ]
            var cases: [CheckCase] = []
            // A plan the configuration does not offer (the default table leaves out 3 mines 22 reveals) has no case.
            for plan in plans where configuration.mines.offers(mines: plan.mines, reveals: plan.reveals) {
                let game = try ConfiguredGame.mines(configuration.mines, plan: MinesPlan(mines: plan.mines, reveals: plan.reveals))
                cases.append(CheckCase(game: game, wager: plan.wager))
            }
            return cases
        }
    )
}
