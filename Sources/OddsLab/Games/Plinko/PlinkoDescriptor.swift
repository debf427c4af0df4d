import CasinoCore

extension GameDescriptor {
    /// Plinko: rows and risk, one multiplier table per offered pair.
    public static let plinko = GameDescriptor(
        kind: .plinko,
        configurations: { configuration, selection throws(ConfigurationError) in
            if let rows = selection.rows { try PlinkoOptions(rows: rows, risk: .low).validate() }
            let plinko = configuration.plinko
            let options = plinko.offeredOptions.filter {
                (selection.rows == nil || $0.rows == selection.rows)
                    && (selection.risk == nil || $0.risk == selection.risk)
            }
            var result: [ConfiguredGame] = []
            for option in options { result.append(try .plinko(plinko, options: option)) }
            return result
        },
        defaultConfiguration: { configuration, selection throws(ConfigurationError) in
            try .plinko(
                configuration.plinko,
                options: PlinkoOptions(
                    rows: selection.rows ?? PlinkoOptions.default.rows,
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
        }
    )
}
