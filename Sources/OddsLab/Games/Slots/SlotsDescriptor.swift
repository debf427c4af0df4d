import CasinoCore

extension GameDescriptor {
    /// Slots: one machine, no options.
    static let slots = GameDescriptor(
        engine: SlotsEngine.self,
        name: "Slots",
        rulesInWords: """
            Three reels stop at random, each stop equally likely; the symbols on the line decide the pay, from \
            the paytable below.
            """,
        choiceNoun: "machine",
        disclosureLayout: .paytable,
        configurations: { configuration, _ throws(ConfigurationError) in [try .slots(configuration.slots)] },
        defaultConfiguration: { configuration, _ throws(ConfigurationError) in try .slots(configuration.slots) },
        disclosedChoices: { configuration throws(ConfigurationError) in [try .slots(configuration.slots)] },
        capBitingCases: { configuration throws(ConfigurationError) in
            let slots = try ConfiguredGame.slots(configuration.slots)
            return [
                (4, CheckCase(game: slots, wager: 10, remainingMinutes: 500, minutesUntilMidnight: 520)),
                (5, CheckCase(game: slots, wager: 60, remainingMinutes: 1439, minutesUntilMidnight: 0))
            ]
        },
        tune: { request, base, selection throws in
            try request.tuneSlots(over: base, selection: selection)
        },
        verifyTuning: { request, result, tuned, _ throws in try request.verifySlots(result, in: tuned) },
        floorTune: { request, base, _ throws in try request.floorTuneSlots(over: base) },
        readConfiguration: { node, configuration throws(ConfigurationError) in
            configuration.slots = try GameConfiguration.readSlots(node, over: configuration.slots)
        },
        checkReadConfiguration: { configuration throws(ConfigurationError) in
            try GameConfiguration.refuseLinesThatNeverPay(configuration.slots)
        }
    )
}
