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

/// A request Ctrl-C stopped: the tool prints `interrupted; <kept>` and exits 130 (128 + SIGINT,
/// what a shell reports for a process Ctrl-C ended).
public struct CommandInterrupted: CasinoError, Hashable, Sendable {
    /// What was kept, e.g. "nothing was written" or "Reports unchanged".
    public var kept: String
    public var message: String { "interrupted; \(kept)" }
    public var description: String { message }
    public var exitCode: Int32 { 130 }

    public init(kept: String) { self.kept = kept }
}
