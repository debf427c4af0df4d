import CasinoCore

extension GameDescriptor {
    /// Mines: the number of mines and the tiles revealed before cashing out.
    static let mines = GameDescriptor(
        engine: MinesEngine.self,
        name: "Mines",
        rulesInWords: """
            Mines are hidden on a board of 5 × 5 tiles. You reveal tiles one by one, then cash out: if none of \
            them was a mine you are paid your bet times the multiplier for that many safe tiles, otherwise \
            you lose your bet.
            """,
        choiceNoun: "mines and tiles revealed",
        disclosureLayout: .grid(down: "mines", across: "reveals"),
        // The formula at a rate: a per-plan table has no edge to move.
        returnRate: ReturnRateKnob(
            get: { $0.mines.returnPPM },
            set: { configuration, returnPPM in configuration.mines = MinesConfiguration(returnPPM: returnPPM) }),
        configurations: { configuration, selection throws(ConfigurationError) in
            let plans: [MinesPlan]
            let mines = try selection.minesCount(), reveals = try selection.minesReveals()
            switch (mines, reveals) {
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
            let offered =
                mines != nil && reveals != nil
                ? plans : plans.filter { configuration.mines.offers(mines: $0.mines, reveals: $0.reveals) }
            var result: [ConfiguredGame] = []
            for plan in offered { result.append(try .mines(configuration.mines, plan: plan)) }
            return result
        },
        defaultConfiguration: { configuration, selection throws(ConfigurationError) in
            let mines = try selection.minesCount(), reveals = try selection.minesReveals()
            if mines == nil && reveals == nil {
                return try .mines(configuration.mines, plan: MinesPlan.offeredDefault(in: configuration.mines))
            }
            return try .mines(
                configuration.mines,
                plan: MinesPlan(
                    mines: mines ?? MinesPlan.default.mines, reveals: reveals ?? MinesPlan.default.reveals))
        },
        disclosedChoices: { configuration throws(ConfigurationError) in
            // Plans the table does not offer are left out, as Plinko's tables are.
            var result: [ConfiguredGame] = []
            for plan in MinesPlan.disclosed
            where configuration.mines.offers(mines: plan.mines, reveals: plan.reveals) {
                result.append(try .mines(configuration.mines, plan: plan))
            }
            return result
        },
        capBitingCases: { configuration throws(ConfigurationError) in
            [
                (
                    3,
                    CheckCase(
                        game: try .mines(configuration.mines, plan: MinesPlan.offeredDefault(in: configuration.mines)),
                        wager: 10, remainingMinutes: 10, minutesUntilMidnight: 15)
                )
            ]
        },
        tune: { request, base, selection throws in
            try request.tuneMines(over: base, selection: selection)
        },
        verifyTuning: { request, result, tuned, selection throws in
            try request.verifyMines(result, in: tuned, selection: selection)
        },
        floorTune: { request, base, _ throws in try request.floorTuneMines(over: base) },
        readConfiguration: { node, configuration throws(ConfigurationError) in
            configuration.mines = try GameConfiguration.readMines(node, over: configuration.mines)
        }
    )
}

extension MinesPlan {
    /// The documented 3 mines, 5 reveals, or the first plan the table offers (fewest mines, then
    /// fewest reveals) when a configuration file leaves it out; the default when it offers none
    /// (building it then names the problem).
    static func offeredDefault(in configuration: MinesConfiguration) -> MinesPlan {
        if configuration.offers(mines: MinesPlan.default.mines, reveals: MinesPlan.default.reveals) { return .default }
        return MinesPlan.all.first { configuration.offers(mines: $0.mines, reveals: $0.reveals) } ?? .default
    }
}

extension MinesPlan {
    /// Mines choices in the disclosure: one safe click on a busy board up to a long run on a quiet one.
    static let disclosed = [
        MinesPlan(mines: 1, reveals: 5), MinesPlan(mines: 3, reveals: 1), MinesPlan(mines: 3, reveals: 3),
        MinesPlan(mines: 3, reveals: 5), MinesPlan(mines: 5, reveals: 5), MinesPlan(mines: 10, reveals: 3),
        MinesPlan(mines: 24, reveals: 1)
    ]
}
