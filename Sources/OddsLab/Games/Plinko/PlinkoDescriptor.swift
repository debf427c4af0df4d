import CasinoCore

extension GameDescriptor {
    /// Plinko: rows and risk, one multiplier table per offered pair.
    static let plinko = GameDescriptor(
        engine: PlinkoEngine.self,
        name: "Plinko",
        rulesInWords: """
            A ball bounces down the rows of pegs, left or right with equal chance at each row, and lands in a \
            bucket; you are paid your bet times that bucket's multiplier. The middle buckets are the likeliest \
            and pay less than your bet; the edge buckets pay the most and are the rarest.
            """,
        choiceNoun: "rows and risk",
        disclosureLayout: .everyMultiplier,
        configurations: { configuration, selection throws(ConfigurationError) in
            let rows = try selection.plinkoRows(), risk = try selection.plinkoRisk()
            if let rows { try PlinkoOptions(rows: rows, risk: .low).validate() }
            let plinko = configuration.plinko
            let options = plinko.offeredOptions.filter {
                (rows == nil || $0.rows == rows) && (risk == nil || $0.risk == risk)
            }
            var result: [ConfiguredGame] = []
            for option in options { result.append(try .plinko(plinko, options: option)) }
            return result
        },
        defaultConfiguration: { configuration, selection throws(ConfigurationError) in
            try .plinko(
                configuration.plinko,
                options: PlinkoOptions(
                    rows: try selection.plinkoRows() ?? PlinkoOptions.default.rows,
                    risk: try selection.plinkoRisk() ?? PlinkoOptions.default.risk))
        },
        disclosedChoices: { configuration throws(ConfigurationError) in
            // 8, 12 and 16 rows at every risk; tables the configuration does not offer are left out.
            var result: [ConfiguredGame] = []
            for rows in PlinkoOptions.disclosedRows {
                for risk in PlinkoRisk.allCases {
                    let options = PlinkoOptions(rows: rows, risk: risk)
                    if configuration.plinko.table(for: options) != nil {
                        result.append(try .plinko(configuration.plinko, options: options))
                    }
                }
            }
            return result
        },
        capBitingCases: { configuration throws(ConfigurationError) in
            // 16 rows medium and 8 rows high, those the configuration offers; one of them for both
            // cases when only one is offered.
            let plinko = configuration.plinko
            let capPlinko = [PlinkoOptions(rows: 16, risk: .medium), PlinkoOptions(rows: 8, risk: .high)]
                .filter { plinko.table(for: $0) != nil }
            var result: [(place: Int, checkCase: CheckCase)] = []
            if let options = capPlinko.first {
                result.append(
                    (
                        2,
                        CheckCase(
                            game: try .plinko(plinko, options: options), wager: 10, remainingMinutes: 30,
                            minutesUntilMidnight: 50)
                    ))
            }
            if let options = capPlinko.last {
                result.append(
                    (
                        6,
                        CheckCase(
                            game: try .plinko(plinko, options: options), wager: 1, remainingMinutes: 1,
                            minutesUntilMidnight: 1)
                    ))
            }
            return result
        },
        tune: { request, base, selection throws in
            try request.tunePlinko(over: base, selection: selection)
        },
        verifyTuning: { request, result, tuned, _ throws in try request.verifyPlinko(result, in: tuned) },
        floorTune: { request, base, games throws in try request.floorTunePlinko(over: base, games: games)
        },
        readConfiguration: { node, configuration throws(ConfigurationError) in
            configuration.plinko = try GameConfiguration.readPlinko(node, over: configuration.plinko)
        }
    )
}

extension PlinkoOptions {
    /// Plinko rows in the disclosure: the smallest, a middle and the largest board.
    static let disclosedRows = [8, 12, 16]
}
