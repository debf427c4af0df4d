import CasinoCore

/// How far an achieved RTP is from its target, exactly, with its sign.
package struct RTPGap: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// `|achieved − target|`.
    package let magnitude: ExactFraction
    /// True when the achieved RTP is below the target (the house keeps a little more than asked).
    package let isBelowTarget: Bool

    /// The gap of `achieved` from `target`.
    package init(achieved: ExactFraction, target: ExactFraction) {
        if achieved < target {
            magnitude = ExactFraction.difference(target, achieved)
            isBelowTarget = true
        } else {
            magnitude = ExactFraction.difference(achieved, target)
            isBelowTarget = false
        }
    }

    /// No gap at all.
    package var isZero: Bool { magnitude == .zero }

    /// `"+"` or `"-"` (`"+"` for no gap).
    package var sign: String { isBelowTarget && !isZero ? "-" : "+" }

    /// The gap as a signed fraction of 1 with 10 decimals: `"-0.0000001200"`.
    package var description: String { sign + magnitude.roundedDecimal(places: 10) }

    package static func < (lhs: RTPGap, rhs: RTPGap) -> Bool { lhs.magnitude < rhs.magnitude }
}

extension ExactFraction {
    /// `a − b` for `a ≥ b`, in 128 bits when the parts allow and through 256-bit cross products otherwise.
    ///
    /// Tuning compares RTPs whose denominators are powers of ten (targets) against ones that are
    /// powers of two or Mines binomials, so the common denominator stays far inside 128 bits; the
    /// fallback only keeps the function total.
    static func difference(_ a: ExactFraction, _ b: ExactFraction) -> ExactFraction {
        if let exact = try? a.minus(b, "RTP gap") { return exact }
        // Out of range: the nearest representable value, computed from doubles (display only).
        let approximate = max(0, a.doubleValue - b.doubleValue)
        return ExactFraction(WideUnsigned((approximate * 1e18).rounded()), 1_000_000_000_000_000_000)
    }
}
