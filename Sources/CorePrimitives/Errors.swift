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
