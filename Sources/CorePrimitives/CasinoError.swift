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

    /// What the tool prints for it: bad input (exit 2) as the message's first line, a failure's
    /// findings (exit 1) and a stop (130) whole.
    public var printedText: String {
        guard exitCode == 2 else { return message }
        return message.split(whereSeparator: \.isNewline).first.map(String.init) ?? message
    }
}

/// Input a user gave that breaks a rule, said in one line (exit code 2): the error of a request's
/// inputs that no module's own error type names.
public struct InputError: CasinoError, Hashable, Sendable {
    /// What is wrong with the input, naming the option and the rule.
    public var message: String
    /// The message.
    public var description: String { message }

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
}
