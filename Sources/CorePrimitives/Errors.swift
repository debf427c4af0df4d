/// The one error protocol (issue 17): an error a user can cause says what went wrong in one line,
/// `message`, and `casino-odds` catches it once, at the top of the tool (one line on stderr, exit
/// `exitCode`), instead of each command re-wrapping each module's error type.
public protocol CasinoError: Error, CustomStringConvertible {
    /// What went wrong, in words a user can act on (the tool prints its first line).
    var message: String { get }
    /// The tool's exit code for it: 2 for bad input (the default), 1 for a check that ran and
    /// failed, 130 for a run Ctrl-C stopped.
    var exitCode: Int32 { get }
}

extension CasinoError {
    /// Bad input: exit code 2.
    public var exitCode: Int32 { 2 }

    /// What the tool prints for it, each option it names spelled by `spelling`: bad input (exit 2)
    /// as the message's first line, a failure's findings (exit 1) and a stop (130) whole.
    public func printedText(spelling: (OptionName) -> String) -> String {
        let message = (self as? InputError)?.message(spelling: spelling) ?? self.message
        guard exitCode == 2 else { return message }
        return message.split(whereSeparator: \.isNewline).first.map(String.init) ?? message
    }
}

/// Input a user gave that breaks a rule, said in one line (exit code 2): the error of a request's
/// inputs that no module's own error type names. It names the options it is about by
/// `OptionName`, never by a spelling: the front end that prints it spells them
/// (`message(spelling:)`; `casino-odds` writes `--wagers`).
public struct InputError: CasinoError, Hashable, Sendable {
    /// What is wrong with the input, naming the option and the rule.
    public var text: InputText
    /// The message with each option shown by its key (`wagers`); a front end prints
    /// `message(spelling:)` with its own spelling instead.
    public var message: String { text.rendered { $0.key } }
    /// The message.
    public var description: String { message }

    /// An error saying `message`. (Disfavoured, so that a string literal is an `InputText` and
    /// keeps the options and errors it interpolates.)
    @_disfavoredOverload
    public init(_ message: String) { self.text = InputText(message) }

    /// An error saying `text`, whose options a front end spells: `InputError("\(option: .list) plays
    /// nothing")`.
    public init(_ text: InputText) { self.text = text }

    /// The message with each option spelled by `spelling`.
    public func message(spelling: (OptionName) -> String) -> String { text.rendered(spelling) }
}

/// A command-line option, named by its key (`wagers`, `export-hash`, a game option's `rows`),
/// never by how a front end spells it: `casino-odds` writes `--wagers`, and checks that every
/// name the lab uses is one of its options.
public struct OptionName: Hashable, Sendable, CustomStringConvertible {
    /// The option's name, without a prefix: what ArgumentParser derives a long name from.
    public var key: String
    /// The option named `key` (no `--`).
    public init(_ key: String) { self.key = key }
    public var description: String { key }
}

/// The words of an `InputError`: text and the options it names, which a front end spells when it
/// prints them. Written as a string with `\(option:)` segments; another `InputText` interpolated
/// keeps its options.
public struct InputText: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// A run of text, or an option.
    public enum Segment: Hashable, Sendable {
        /// Words, printed as they are.
        case text(String)
        /// An option, printed as the front end spells it.
        case option(OptionName)
    }
    /// The segments, in order.
    public var segments: [Segment]

    /// The text `text`, naming no option.
    public init(_ text: String) { segments = text.isEmpty ? [] : [.text(text)] }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// The text with each option spelled by `spelling`.
    public func rendered(_ spelling: (OptionName) -> String) -> String {
        var out = ""
        for segment in segments {
            switch segment {
            case .text(let text): out += text
            case .option(let name): out += spelling(name)
            }
        }
        return out
    }

    /// The text with each option shown by its key.
    public var description: String { rendered { $0.key } }

    /// Whether the text is empty.
    public var isEmpty: Bool { segments.isEmpty }

    /// Builds the segments of an interpolated `InputText`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { append(literal) }
        /// An option, spelled when the text is printed.
        public mutating func appendInterpolation(option: OptionName) { segments.append(.option(option)) }
        /// Another text, its options kept.
        public mutating func appendInterpolation(_ text: InputText) {
            for segment in text.segments {
                if case .text(let words) = segment { append(words) } else { segments.append(segment) }
            }
        }
        /// An error's text, its options kept.
        public mutating func appendInterpolation(_ error: InputError) { appendInterpolation(error.text) }
        /// Any other value, as a string interpolation shows it (an `InputError` passed as `any Error`
        /// keeps its options).
        public mutating func appendInterpolation<T>(_ value: T) {
            if let error = value as? InputError { return appendInterpolation(error.text) }
            append(String(describing: value))
        }
        mutating func append(_ text: String) {
            guard !text.isEmpty else { return }
            if case .text(let last)? = segments.last {
                segments[segments.count - 1] = .text(last + text)
            } else {
                segments.append(.text(text))
            }
        }
    }
}

/// A run or a write that was stopped before it finished: Ctrl-C seen by a run's control, a
/// termination signal seen by a write, or a simulated kill. The tool prints `interrupted; <kept>`
/// (`interrupted by SIGTERM; <kept>` for a write a signal stopped) and exits 128 + the signal's
/// number, as a shell reports a process the signal ended: 130 for Ctrl-C.
public struct CommandInterrupted: CasinoError, Hashable, Sendable {
    /// What was kept, e.g. "nothing was written" or "Reports unchanged".
    public var kept: String
    /// The termination signal a write saw (SIGINT 2, SIGTERM 15, SIGHUP 1), or nil for a run its
    /// control stopped (Ctrl-C).
    public var signal: Int32?
    /// Whether the new output was already in place when the signal came (after the swap).
    public var committed: Bool

    /// A run stopped by Ctrl-C, having kept `kept`.
    public init(kept: String) { (self.kept, self.signal, self.committed) = (kept, nil, false) }

    /// A write stopped by `signal`, before (`committed` false) or after its swap.
    public init(signal: Int32, committed: Bool, kept: String) {
        (self.kept, self.signal, self.committed) = (kept, signal, committed)
    }

    /// A run that stopped before it had anything whole to return (`ChunkedRunner`); a request
    /// that can say more about what it kept throws its own.
    public static let stopped = CommandInterrupted(kept: "nothing was written")

    public var message: String {
        guard let signalName else { return "interrupted; \(kept)" }
        return "interrupted by \(signalName); \(kept)"
    }
    public var description: String { message }
    public var exitCode: Int32 { 128 + (signal ?? 2) }

    /// The signal's name, for the line the tool prints (nil for a run's stop).
    public var signalName: String? {
        switch signal {
        case nil: return nil
        case 2: return "SIGINT"
        case 15: return "SIGTERM"
        case 1: return "SIGHUP"
        case let other?: return "signal \(other)"
        }
    }
}
