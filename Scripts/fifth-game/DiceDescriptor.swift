import CasinoCore

extension ConfiguredGame {
    /// Dice with `winningFaces` winning faces.
    public static func dice(_ configuration: DiceConfiguration, winningFaces: Int) throws(ConfigurationError)
        -> ConfiguredGame
    {
        let options = DiceOptions(winningFaces: winningFaces)
        return ConfiguredGame(
            game: .dice, variant: options.description, options: ["winningFaces": String(winningFaces)],
            engine: AnyGameEngine(try DiceEngine(configuration: configuration, options: options)))
    }
}

/// Dice takes every lab capability's default (`LabGameEngine`): its decision proof is n/a and its
/// payouts are checked against its table's multipliers.
extension DiceEngine: LabGameEngine {}

extension GameDescriptor {
    /// Dice: one option, how many faces win.
    public static let dice = GameDescriptor(
        engine: DiceEngine.self,
        name: "Dice",
        rulesInWords: """
            A die is rolled (100 faces unless the configuration says otherwise), each face equally likely. You pick how many faces win; a roll at or \
            below your number pays your bet times the multiplier shown, otherwise you lose your bet.
            """,
        choiceNoun: "winning faces",
        disclosureLayout: .payingMultipliers,
        returnRate: ReturnRateKnob(
            get: { $0.dice.returnPPM },
            set: { configuration, returnPPM in configuration.dice.returnPPM = returnPPM }),
        configurations: { configuration, _ throws(ConfigurationError) in
            var result: [ConfiguredGame] = []
            for w in configuration.dice.offeredWinningFaces {
                result.append(try .dice(configuration.dice, winningFaces: w))
            }
            return result
        },
        defaultConfiguration: { configuration, _ throws(ConfigurationError) in
            try .dice(configuration.dice, winningFaces: DiceOptions.default.winningFaces)
        },
        disclosedChoices: { configuration throws(ConfigurationError) in
            var result: [ConfiguredGame] = []
            for w in configuration.dice.offeredWinningFaces {
                result.append(try .dice(configuration.dice, winningFaces: w))
            }
            return result
        },
        capBitingCases: { configuration throws(ConfigurationError) in
            let dice = try ConfiguredGame.dice(
                configuration.dice, winningFaces: configuration.dice.offeredWinningFaces[0])
            return [(6, CheckCase(game: dice, wager: 10, remainingMinutes: 100, minutesUntilMidnight: 105))]
        },
        readConfiguration: { node, configuration throws(ConfigurationError) in
            var dice = configuration.dice
            let m = try node.members(["faces", "returnPPM", "offered"])
            if let v = m["faces"] { dice.faces = try v.wholeNumber(limit: 10_000) }
            if let v = m["returnPPM"] { dice.returnPPM = try v.wholeNumber(limit: 1_000_000) }
            if let v = m["offered"] {
                var offered: [Int] = []
                for element in try v.elements(of: "offered") { offered.append(try element.wholeNumber(limit: 10_000)) }
                dice.offeredWinningFaces = offered
            }
            configuration.dice = dice
        }
    )
}
