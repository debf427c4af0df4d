extension GameDescriptor {
    /// Crash: one option, the cash-out target.
    public static let crash = GameDescriptor(
        kind: .crash,
        configurations: { configuration, selection throws(ConfigurationError) in
            // Every analysis target of the configuration, or the one asked for.
            let targets = selection.target.map { [$0] } ?? configuration.crash.analysisTargets.map(CrashTarget.init)
            var result: [ConfiguredGame] = []
            for target in targets { result.append(try .crash(configuration.crash, target: target)) }
            return result
        },
        defaultConfiguration: { configuration, selection throws(ConfigurationError) in
            try .crash(configuration.crash, target: selection.target ?? .default)
        },
        disclosedChoices: { configuration throws(ConfigurationError) in
            // Every analysis target: the disclosure lists each cash-out the offer shows.
            var result: [ConfiguredGame] = []
            for target in configuration.crash.analysisTargets {
                result.append(try .crash(configuration.crash, target: CrashTarget(target)))
            }
            return result
        },
        checkCases: { configuration throws(ConfigurationError) in
            // Every analysis target at wagers 1, 10 and 60.
            var cases: [CheckCase] = []
            for target in configuration.crash.analysisTargets.map(CrashTarget.init) {
                let game = try ConfiguredGame.crash(configuration.crash, target: target)
                for wager in [1, 10, 60] { cases.append(CheckCase(game: game, wager: wager)) }
            }
            return cases
        }
    )
}
