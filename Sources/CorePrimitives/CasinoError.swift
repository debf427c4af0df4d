/// The one error protocol (issue 17): an error a user can cause says what went wrong in one line,
/// `message`, and `casino-odds` catches it once, at the top of the tool (one line on stderr, exit 2),
/// instead of each command re-wrapping each module's error type.
public protocol CasinoError: Error, CustomStringConvertible {
    /// What went wrong, in words a user can act on (the tool prints its first line).
    var message: String { get }
}
