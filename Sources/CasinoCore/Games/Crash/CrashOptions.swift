/// The Crash player's choice: the multiplier at which to cash out.
public struct CrashTarget: Hashable, Sendable, CustomStringConvertible {
    /// The cash-out multiplier `c` in hundredths.
    public var centi: Centi

    public init(_ centi: Centi) { self.centi = centi }

    /// 2.00x: what commands that play use when `--target` is left out.
    public static let `default` = CrashTarget(Centi(200))

    /// `"2.00x"`.
    public var description: String { centi.description }

    /// Checks the target against the configuration's range; the error's path is `target`.
    public func validate(against configuration: CrashConfiguration) throws(ConfigurationError) {
        if centi < configuration.minimumTarget || centi > configuration.maximumTarget {
            throw ConfigurationError(
                path: "target", value: centi.description,
                rule: "is outside \(configuration.minimumTarget)…\(configuration.maximumTarget)")
        }
    }
}
