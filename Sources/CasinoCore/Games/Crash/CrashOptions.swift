/// The Crash player's choice: the multiplier at which to cash out.
public struct CrashTarget: Hashable, Sendable, CustomStringConvertible {
    /// The cash-out multiplier `c` in hundredths.
    public var centi: Centi

    /// A target of `centi` hundredths (unchecked: see `validate(against:)`).
    public init(_ centi: Centi) { self.centi = centi }

    /// 2.00x: what commands that play use when `--target` is left out.
    public static let `default` = CrashTarget(Centi(200))

    /// `"2.00x"`.
    public var description: String { centi.description }

    /// Checks the target against the configuration: within its range and one of its offered targets
    /// (`targets`). The app accepts only what is disclosed, so a target off the list builds no
    /// engine and no bet can be placed on it. The error's path is `target`.
    public func validate(against configuration: CrashConfiguration) throws(ConfigurationError) {
        if centi < configuration.minimumTarget || centi > configuration.maximumTarget {
            throw ConfigurationError(
                path: "target", value: centi.description,
                rule: "is outside \(configuration.minimumTarget)…\(configuration.maximumTarget)")
        }
        if !configuration.offeredTargets.contains(centi) {
            let offered = configuration.offeredTargets.map(\.description).joined(separator: ", ")
            throw ConfigurationError(
                path: "target", value: centi.description,
                rule: "is not an offered target (crash.targets: \(offered))")
        }
    }
}
