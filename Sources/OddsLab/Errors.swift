import CasinoCore

/// A request that ran and found a failure (a check failed, an invariant was violated, reports
/// differ): exit code 1, after its result was written. `message` may hold one line per failure.
public struct CheckFailed: CasinoError, Hashable, Sendable {
    /// What failed.
    public var message: String
    public var description: String { message }
    public var exitCode: Int32 { 1 }

    public init(summary: String) { self.message = summary }
}

// The lab's bad input is `InputError` (CorePrimitives), whatever found it: a request's option, a
// run specification, an input file, a profile field, a tuning target, a report's plan. These
// initializers word it the way the lab's errors always have, so each message is the same text.
extension InputError {
    /// A message that stays one line whatever it quotes: control characters (a newline in a game
    /// name read from a tampered file) become `?`, and it is clipped to 1000 characters.
    init(clipping message: String) { self.init(InputQuote.brief(message, limit: 1000)) }

    /// A configuration rule broken by a shape or a result, in the configuration error's words.
    init(_ error: ConfigurationError) { self.init(error.description) }

    /// A profile field that breaks its rule: `"roundsPerVisit: 0 must be 1…1000"`. The field and
    /// value are clipped to ~80 characters: both may come from an untrusted file.
    init(field: String, value: String, rule: String) {
        let field = InputQuote.brief(field)
        self.init(value.isEmpty ? "\(field) \(rule)" : "\(field): \(InputQuote.brief(value)) \(rule)")
    }
}

extension InputError {
    /// Exact arithmetic left 128 bits: the analysis cannot be exact for this table. `quantity` says
    /// what was being computed.
    static func exactOverflow(_ quantity: String) -> InputError {
        InputError("the exact \(quantity) does not fit in 128-bit fractions")
    }
}

extension InputError {
    /// Why a file an option names (`flag`) cannot be used, said after the flag and the path (as
    /// typed, quoted at most 240 characters): `problem` is worded to follow `path: ` (`does not
    /// exist`, `crash.returnPPM: … is negative`). A field's path alone did not say which file.
    /// An empty path reads `--config is empty: give the path of a file`.
    init(flag: String, path: String, problem: String) {
        guard !path.isEmpty else {
            self.init("\(flag) is empty: give the path of a file")
            return
        }
        self.init("\(flag) \(InputQuote.brief(path, limit: 240)): \(problem)")
    }

    /// The error of a file's contents, `error` (its path in the file, or none for the file as a whole).
    init(flag: String, path: String, contents error: ConfigurationError) {
        let whole = error.value.isEmpty ? error.rule : "\(error.value) \(error.rule)"
        self.init(flag: flag, path: path, problem: error.path.isEmpty ? whole : error.description)
    }

    /// The error for an empty path, which would otherwise read `--config : does not exist`.
    static func emptyPath(_ flag: String) -> InputError {
        InputError(flag: flag, path: "", problem: "")
    }
}
