import CasinoCore

extension GameDescriptor {
    /// Crash: one option, the cash-out target.
    static let crash = GameDescriptor(
        engine: CrashEngine.self,
        name: "Crash",
        rulesInWords: """
            You pick a cash-out target. A multiplier climbs and crashes at a random point; if it \
            reaches your target you are paid your bet times the target, otherwise you lose your bet.
            """,
        choiceNoun: "cash-out target",
        disclosureLayout: .payingMultipliers,
        returnRate: ReturnRateKnob(
            get: { $0.crash.returnPPM },
            set: { configuration, returnPPM in configuration.crash.returnPPM = returnPPM }),
        configurations: { configuration, selection throws(ConfigurationError) in
            // Every analysis target of the configuration, or the one asked for.
            let targets =
                try selection.crashTarget().map { [$0] } ?? configuration.crash.offeredTargets.map(CrashTarget.init)
            var result: [ConfiguredGame] = []
            for target in targets { result.append(try .crash(configuration.crash, target: target)) }
            return result
        },
        defaultConfiguration: { configuration, selection throws(ConfigurationError) in
            // A target asked for by name is checked as given.
            try .crash(configuration.crash, target: selection.crashTarget() ?? .offeredDefault(in: configuration.crash))
        },
        disclosedChoices: { configuration throws(ConfigurationError) in
            // Every analysis target: the disclosure lists each cash-out the offer shows.
            var result: [ConfiguredGame] = []
            for target in configuration.crash.offeredTargets {
                result.append(try .crash(configuration.crash, target: CrashTarget(target)))
            }
            return result
        },
        capBitingCases: { configuration throws(ConfigurationError) in
            let crash = try ConfiguredGame.crash(configuration.crash, target: .offeredDefault(in: configuration.crash))
            return [
                (0, CheckCase(game: crash, wager: 10, remainingMinutes: 100, minutesUntilMidnight: 105)),
                (1, CheckCase(game: crash, wager: 60, remainingMinutes: 200, minutesUntilMidnight: 100))
            ]
        },
        tune: { request, base, selection throws in
            try request.tuneCrash(over: base, selection: selection)
        },
        readConfiguration: { node, configuration throws(ConfigurationError) in
            configuration.crash = try GameConfiguration.readCrash(node, over: configuration.crash)
        }
    )
}

extension CrashTarget {
    /// The documented 2.00x, or the first target offered when a configuration file refuses it (a
    /// file may offer other targets only); the default when it lists none (building it then names
    /// the problem).
    static func offeredDefault(in configuration: CrashConfiguration) -> CrashTarget {
        if (try? CrashTarget.default.validate(against: configuration)) != nil { return .default }
        return configuration.offeredTargets.first.map(CrashTarget.init) ?? .default
    }
}
