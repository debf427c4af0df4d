import CasinoCore

// The game's member of a configuration file (schema in Docs/games.md), read by its descriptor.

extension GameConfiguration {
    /// The most targets `crash.targets` may list.
    static let maximumCrashTargets = 100

    static func readCrash(_ node: ConfigNode, over base: CrashConfiguration) throws(ConfigurationError)
        -> CrashConfiguration
    {
        var crash = base
        let m = try node.members(["returnPPM", "minimumTarget", "maximumTarget", "targets"])
        if let v = m["returnPPM"] { crash.returnPPM = try v.wholeNumber(limit: 1_000_000) }
        if let v = m["minimumTarget"] { crash.minimumTarget = try v.centi() }
        if let v = m["maximumTarget"] { crash.maximumTarget = try v.centi() }
        if let v = m["targets"] {
            var targets: [Centi] = []
            let elements = try v.elements(of: "targets")
            // Every target is analysed, simulated and checked: 99 900 of them planned 114 824 check
            // cases (23 s, 910 MB for `check --list`). An app lists a handful.
            if elements.count > maximumCrashTargets {
                throw ConfigurationError(
                    path: "crash.targets", value: "\(elements.count) targets",
                    rule: "is too many (at most \(maximumCrashTargets))")
            }
            for element in elements { targets.append(try element.centi()) }
            crash.offeredTargets = targets
        }
        return crash
    }
}
