/// The rules of Crash that a casino may tune: the return rate and the range of targets.
///
/// The crash point is `X = max(1.00, floor(100·r / U) / 100)` with `U` uniform on (0, 1] and
/// `r = returnPPM / 10⁶`; a bet with target `c` wins `c` times the wager iff `X ≥ c`, so
/// `P(win) = r / c` and the nominal RTP is `r` for every target.
public struct CrashConfiguration: Hashable, Sendable {
    /// The return rate `r` in parts per million (970 000 is 97 %): an integer so every
    /// threshold is decided in integer arithmetic.
    public var returnPPM: Int
    /// The lowest target a player may pick (1.01x by default; 1.00x would be a certain push).
    public var minimumTarget: Centi
    /// The highest target a player may pick (1000.00x by default).
    public var maximumTarget: Centi
    /// The targets the app offers (`crash.targets` in a configuration file), in increasing order: the
    /// ones `analyze`, `check` and the disclosure report when no `--target` is given.
    public var offeredTargets: [Centi]

    /// A configuration, unchecked: `validate()` checks it.
    public init(returnPPM: Int, minimumTarget: Centi, maximumTarget: Centi, offeredTargets: [Centi]) {
        self.returnPPM = returnPPM
        self.minimumTarget = minimumTarget
        self.maximumTarget = maximumTarget
        self.offeredTargets = offeredTargets
    }

    /// r = 0.97, targets 1.01x…1000.00x; the listed (offered) targets are all multiples of 0.20x, so
    /// a win at 5, 10, 15, 20, 30 or 60 minutes is a whole number of minutes and the bet returns
    /// exactly r unless the midnight cap cuts it (1.01x, 1.10x, 1.25x and 1.50x, listed before the
    /// return floor, lost up to a minute per win to rounding: 1.25x on 10 minutes returned 93.1 %).
    /// The largest offered target is 500.00x, not 1000.00x: a 1000.00x win on 1 minute gains 999
    /// minutes, which the midnight cap cuts from 07:40 on, so the floor refused every common stake of
    /// it for more than two thirds of an ordinary day; 500.00x on 1 minute is accepted 00:00–15:49
    /// (65 % of the day, rounded down; `casino-odds report`, `acceptance.csv`). Any target up to `maximumTarget`
    /// may still be offered by a configuration file, and `check` holds it to the same day rule.
    public static let defaults = CrashConfiguration(
        returnPPM: 970_000,
        minimumTarget: Centi(101),
        maximumTarget: Centi(100_000),
        offeredTargets: [120, 140, 160, 180, 200, 300, 500, 1_000, 2_500, 10_000, 50_000].map(Centi.init)
    )

    /// This configuration with `target` added to its offered targets (kept in increasing order), so
    /// a lab can analyse or play a target the configuration does not offer yet — by offering it,
    /// never around the offered-targets-only rule (`CrashTarget.validate`).
    public func offering(_ target: Centi) -> CrashConfiguration {
        var copy = self
        if !copy.offeredTargets.contains(target) { copy.offeredTargets = (copy.offeredTargets + [target]).sorted() }
        return copy
    }

    /// The largest target this product accepts at all: 1 000 000.00x keeps every threshold and payout
    /// far inside 64 bits.
    public static let targetCeiling = Centi(100_000_000)

    /// Checks every rule; the error's path starts with `crash.`.
    public func validate() throws(ConfigurationError) {
        try validateReturnPPM(returnPPM, path: "crash.returnPPM")
        if minimumTarget.hundredths < 101 {
            throw ConfigurationError(
                path: "crash.minimumTarget", value: minimumTarget.description,
                rule: "is below 1.01x (a target of 1.00x or less can never win anything)")
        }
        if maximumTarget < minimumTarget {
            throw ConfigurationError(
                path: "crash.maximumTarget", value: maximumTarget.description,
                rule: "is below minimumTarget \(minimumTarget)")
        }
        if maximumTarget > CrashConfiguration.targetCeiling {
            throw ConfigurationError(
                path: "crash.maximumTarget", value: maximumTarget.description,
                rule: "is above \(CrashConfiguration.targetCeiling)")
        }
        if offeredTargets.isEmpty {
            throw ConfigurationError(path: "crash.targets", rule: "must list at least one target")
        }
        for (i, target) in offeredTargets.enumerated() {
            if target < minimumTarget || target > maximumTarget {
                throw ConfigurationError(
                    path: "crash.targets[\(i)]", value: target.description,
                    rule: "is outside \(minimumTarget)…\(maximumTarget)")
            }
            if i > 0 && target <= offeredTargets[i - 1] {
                throw ConfigurationError(
                    path: "crash.targets[\(i)]", value: target.description,
                    rule: "is not above the target before it (list them in increasing order, once each)")
            }
        }
    }
}

/// Checks a return rate in parts per million: 1…1 000 000 (a game may not return more than it takes).
func validateReturnPPM(_ returnPPM: Int, path: String) throws(ConfigurationError) {
    if returnPPM < 1 || returnPPM > 1_000_000 {
        throw ConfigurationError(
            path: path, value: String(returnPPM),
            rule: "must be 1…1000000 (parts per million; 970000 is 97 %)")
    }
}
