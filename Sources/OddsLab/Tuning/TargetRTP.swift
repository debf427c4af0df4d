import CasinoCore

/// The return a tuning aims at: an exact fraction in (0, 1], read from decimal text.
///
/// `0.97`, `.97` and `9.7e-1` are the same target (`DecimalText.fraction`'s grammar, which refuses
/// `97%`), kept as the exact fraction 97/100 so that the gap
/// between the target and what a table achieves is a statement about integers. Above 1 is refused
/// for every game, as the configuration refuses a Crash or Mines `returnPPM` above 1 000 000: a
/// game may not return more than it takes.
package struct TargetRTP: Hashable, Sendable, CustomStringConvertible {
    /// The target as an exact fraction.
    let value: ExactFraction

    /// A target from an exact fraction, checked to be in (0, 1].
    init(_ value: ExactFraction) throws(InputError) {
        if value == .zero {
            throw InputError("target RTP \(value.trimmedDecimal) must be above 0")
        }
        if ExactFraction.one < value {
            throw InputError("target RTP \(value.trimmedDecimal) is above 1: a game may not return more than it takes")
        }
        self.value = value
    }

    /// Reads `0.97`, `.97` or `9.7e-1` (`DecimalText.fraction`).
    ///
    /// - Throws: `InputError` for text that is not a plain decimal (a percent sign or a negative
    ///   number included) or is outside (0, 1].
    init(parsing text: String) throws(InputError) {
        if text.hasPrefix("-") { throw InputError("target RTP \(text) must be above 0") }
        switch DecimalText.fraction(text) {
        case .success(let value): try self.init(value)
        case .failure(.percentSign): throw InputError("target RTP \(text) \(DecimalText.Problem.percentSign.rule)")
        case .failure:
            throw InputError(
                "target RTP \"\(text)\" is not a decimal number with at most \(ExactFraction.maximumDecimals) decimals (write 0.97)"
            )
        }
    }

    /// The target as plain decimal text, without trailing zeros: `"0.97"`.
    package var description: String { value.trimmedDecimal }
}
