import CasinoCore

// The game's member of a configuration file (schema in Docs/games.md), read by its descriptor.

extension GameConfiguration {
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
            for element in try v.elements(of: "targets") { targets.append(try element.centi()) }
            crash.analysisTargets = targets
        }
        return crash
    }
}
