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
    @_disfavoredOverload
    init(clipping message: String) { self.init(InputQuote.brief(message, limit: 1000)) }

    /// The same for a text that names options: its words clipped to 1000 characters (an option
    /// counts as its key), each run of them kept to one line.
    init(clipping text: InputText) {
        var segments: [InputText.Segment] = []
        var budget = 1000
        for segment in text.segments {
            guard case .text(let words) = segment else {
                if case .option(let name) = segment { budget -= name.key.count }
                segments.append(segment)
                continue
            }
            let count = words.unicodeScalars.count
            segments.append(.text(InputQuote.brief(words, limit: max(budget, 0))))
            budget -= count
            if budget < 0 { break }
        }
        var clipped = InputText("")
        clipped.segments = segments
        self.init(clipped)
    }

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
    /// what was being computed, `subject` (when given) whose it is, said first: a game's title
    /// (`crash 2.00x: the exact nominal RTP does not fit …`) or a game (`crash: …`).
    static func exactOverflow(_ quantity: String, of subject: String? = nil) -> InputError {
        let overflow = "the exact \(quantity) does not fit in 128-bit fractions"
        return InputError(subject.map { "\($0): \(overflow)" } ?? overflow)
    }
}

extension InputError {
    /// Why a file an option names (`option`) cannot be used, said after the option and the path (as
    /// typed, quoted at most 240 characters): `problem` is worded to follow `path: ` (`does not
    /// exist`, `crash.returnPPM: … is negative`). A field's path alone did not say which file.
    /// An empty path reads `--config is empty: give the path of a file`.
    init(flag option: OptionName, path: String, problem: InputText) {
        guard !path.isEmpty else {
            self.init("\(option: option) is empty: give the path of a file")
            return
        }
        self.init("\(option: option) \(InputQuote.brief(path, limit: 240)): \(problem)")
    }

    /// The error of a file's contents, `error` (its path in the file, or none for the file as a whole).
    /// The rules (some in CasinoCore) quote names from the file: each part is clipped, the path to
    /// 240 characters, the value to ~80 and the rule to 400, so the line stays short.
    init(flag option: OptionName, path: String, contents error: ConfigurationError) {
        var clipped = error
        clipped.path = InputQuote.brief(error.path, limit: 240)
        clipped.value = InputQuote.brief(error.value)
        clipped.rule = InputQuote.brief(error.rule, limit: 400)
        let whole = clipped.value.isEmpty ? clipped.rule : "\(clipped.value) \(clipped.rule)"
        self.init(flag: option, path: path, problem: InputText(clipped.path.isEmpty ? whole : clipped.description))
    }

    /// The error for an empty path, which would otherwise read `--config : does not exist`.
    static func emptyPath(_ option: OptionName) -> InputError {
        InputError(flag: option, path: "", problem: "")
    }

    /// A configuration error whose path is an option every command takes (`game`, `tiles`, a game
    /// option's name such as `rows`), naming that option; any other in its own words.
    init(flagged error: ConfigurationError) {
        guard let option = OptionName(configurationPath: error.path) else {
            self.init(error)
            return
        }
        self.init(
            error.value.isEmpty ? "\(option: option): \(error.rule)" : "\(option: option): \(error.value) \(error.rule)"
        )
    }
}
