/// A configuration or option that breaks a rule, as a value with words: where, what, and which rule.
///
/// Printed as one line, `"<path>: <value> <rule>"`, e.g. `plinko.tables[16].high[3]: -0.2 is negative`
/// or `slots.reels[1]: empty strip` (no value), so a person can find and fix the field.
public struct ConfigurationError: CasinoError, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is: a path in the configuration (`crash.returnPPM`) or an option name (`target`).
    public var path: String
    /// The offending value as the user wrote it (or as it is formatted), empty when there is none.
    public var value: String
    /// The rule it breaks, worded to follow the value: `"is negative"`, `"must be 8…16"`.
    public var rule: String

    /// An error naming the field at `path`, its `value` and the `rule` it breaks.
    public init(path: String, value: String = "", rule: String) {
        self.path = path
        self.value = value
        self.rule = rule
    }

    /// `"<path>: <value> <rule>"`, or `"<path>: <rule>"` without a value.
    public var description: String {
        value.isEmpty ? "\(path): \(rule)" : "\(path): \(value) \(rule)"
    }

    /// The same error, reported under a longer path (`"high[3]"` under `"plinko.tables[16]"`).
    public func nested(under prefix: String) -> ConfigurationError {
        var copy = self
        copy.path = path.isEmpty ? prefix : (path.hasPrefix("[") ? prefix + path : prefix + "." + path)
        return copy
    }
}

extension ConfigurationError {
    /// The one-line message the tool prints (`CasinoError`).
    public var message: String { description }
}
