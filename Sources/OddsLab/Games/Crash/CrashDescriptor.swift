import CasinoCore

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
        }
    )
}
