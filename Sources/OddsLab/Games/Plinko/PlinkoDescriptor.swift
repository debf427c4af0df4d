extension GameDescriptor {
    /// Plinko: rows and risk, one multiplier table per offered pair.
    public static let plinko = GameDescriptor(
        kind: .plinko,
        configurations: { configuration, selection throws(ConfigurationError) in
            if let rows = selection.rows { try PlinkoOptions(rows: rows, risk: .low).validate() }
            let plinko = configuration.plinko
            let options = plinko.offeredOptions.filter {
                (selection.rows == nil || $0.rows == selection.rows) && (selection.risk == nil || $0.risk == selection.risk)
            }
            var result: [ConfiguredGame] = []
            for option in options { result.append(try .plinko(plinko, options: option)) }
            return result
        },
        defaultConfiguration: { configuration, selection throws(ConfigurationError) in
            try .plinko(configuration.plinko, options: PlinkoOptions(rows: selection.rows ?? PlinkoOptions.default.rows,
                                                                     risk: selection.risk ?? PlinkoOptions.default.risk))
        },
        disclosedChoices: { configuration throws(ConfigurationError) in
            // 8, 12 and 16 rows at every risk; tables the configuration does not offer are left out.
            var result: [ConfiguredGame] = []
            for rows in ReportPlan.disclosedPlinkoRows {
                for risk in PlinkoRisk.allCases {
                    let options = PlinkoOptions(rows: rows, risk: risk)
                    if configuration.plinko.table(for: options) != nil {
                        result.append(try .plinko(configuration.plinko, options: options))
                    }
                }
            }
            return result
        },
        checkCases: { configuration throws(ConfigurationError) in
            // Every offered table at wager 10, then three boards at wager 1 and three at wager 60.
            let plinko = configuration.plinko
            var cases: [CheckCase] = []
            for options in plinko.offeredOptions {
                cases.append(CheckCase(game: try .plinko(plinko, options: options), wager: 10))
            }
            let extras: [(Int, PlinkoRisk, Int)] = [(8, .low, 1), (12, .medium, 1), (16, .high, 1),
                                                    (8, .high, 60), (12, .low, 60), (16, .medium, 60)]
            for (rows, risk, wager) in extras {
                let options = PlinkoOptions(rows: rows, risk: risk)
                guard plinko.table(for: options) != nil else { continue }
                cases.append(CheckCase(game: try .plinko(plinko, options: options), wager: wager))
            }
            return cases
        }
    )
}
