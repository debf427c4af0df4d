import CasinoCore
/// A tuning request the rules or the arithmetic cannot satisfy, in one line that says why.
///
/// Thrown for a target out of range (`R ≤ 0`, `R > 1`), a shape that breaks a rule (asymmetric,
/// the wrong length, not growing from the centre), and a target the constraints cannot reach (a
/// minimum multiplier above it, a return rate capped at 100 %, a hit frequency outside the band).
package struct TuningError: CasinoError, Hashable, Sendable, CustomStringConvertible {
    /// The whole message, one line, no trailing period.
    package var message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }

    /// A configuration rule broken by a shape or a result, reported with its path.
    init(_ error: ConfigurationError) { self.message = error.description }
}
