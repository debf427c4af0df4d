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

/// Dice's lab capabilities (`LabGameEngine`): the exact decision proof, the payouts derived from
/// the rule text, its one option (`--winning-faces`, a profile's `winningFaces`) and its words in a
/// day's menu; the other capabilities take their defaults (`tune` moves its return-rate knob).
extension DiceEngine: LabGameEngine {
    /// Every face, at its first accepted and its last word (Lemire's region counted per face): a roll
    /// of at most the winning faces wins; the counts against the table.
    func proveDecisions<Decider: GameEngine>(playing decider: Decider, log: inout ProofLog) -> String? {
        let faces = UInt64(configuration.faces)
        let region = LemireRegion(bound: faces)
        var counts = [UInt128](repeating: 0, count: outcomeTable.outcomes.count)
        for value in 0..<faces {
            let words = region.words(of: value)
            if words.accepted != region.wordsPerValue {
                log.fail("face \(value + 1) has \(words.accepted) accepted words, not \(region.wordsPerValue)")
            }
            let rule = value < UInt64(options.winningFaces) ? 1 : 0
            let first = log.outcome(decider, words.firstAccepted, what: "face \(value + 1)")
            let last = log.outcome(decider, words.last, what: "face \(value + 1)")
            if first != rule || last != rule {
                log.fail("face \(value + 1): the rule says \(rule), the engine \(first) and \(last)")
                continue
            }
            counts[rule] += 1
        }
        log.compare(counts: counts, size: UInt128(faces), with: outcomeTable)
        return "all \(faces) faces"
    }

    /// Lose, or win ⌊returnPPM · faces / (10 000 · winning faces)⌋ hundredths.
    var ruleMultipliers: [Int]? {
        let win =
            UInt128(configuration.returnPPM) * UInt128(configuration.faces) / UInt128(10_000 * options.winningFaces)
        return [0, Int(win)]
    }

    /// `--winning-faces`.
    static var selectionOptions: [GameOption] {
        [GameOption("winningFaces", help: "how many faces win, 1…faces − 1 (a roll at or below it wins).")]
    }

    /// `"roll at most 50"`.
    static func dayChoiceWords(_ options: [String: String]) -> String {
        "roll at most \(options["winningFaces"] ?? "")"
    }
}

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
        configurations: { configuration, selection throws(ConfigurationError) in
            var result: [ConfiguredGame] = []
            for w in try selection.wholeNumber("winningFaces").map({ [$0] }) ?? configuration.dice.offeredWinningFaces {
                result.append(try .dice(configuration.dice, winningFaces: w))
            }
            return result
        },
        defaultConfiguration: { configuration, selection throws(ConfigurationError) in
            try .dice(
                configuration.dice,
                winningFaces: selection.wholeNumber("winningFaces") ?? DiceOptions.default.winningFaces)
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
