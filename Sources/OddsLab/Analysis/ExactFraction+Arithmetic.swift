import CasinoCore
// The few operations the exact analysis needs beyond CasinoCore's ExactFraction, each reporting
// overflow as an error rather than trapping, since a user-supplied table can make numbers large.

/// Exact arithmetic left 128 bits: the analysis cannot be exact for this table.
package struct ExactOverflow: CasinoError, Hashable, Sendable, CustomStringConvertible {
    /// What was being computed.
    package var quantity: String

    package init(_ quantity: String) { self.quantity = quantity }

    package var description: String { "the exact \(quantity) does not fit in 128-bit fractions" }
}

extension ExactFraction {
    /// `self + other`, or `ExactOverflow(quantity)`.
    func plus(_ other: ExactFraction, _ quantity: String) throws(ExactOverflow) -> ExactFraction {
        guard let sum = adding(other) else { throw ExactOverflow(quantity) }
        return sum
    }

    /// `self · other`, or `ExactOverflow(quantity)`.
    func times(_ other: ExactFraction, _ quantity: String) throws(ExactOverflow) -> ExactFraction {
        guard let product = multiplied(by: other) else { throw ExactOverflow(quantity) }
        return product
    }

    /// `self − other` for `self ≥ other`, or `ExactOverflow(quantity)`.
    func minus(_ other: ExactFraction, _ quantity: String) throws(ExactOverflow) -> ExactFraction {
        let g = ExactFraction.gcd(denominator, other.denominator)
        let (d, o1) = denominator.multipliedReportingOverflow(by: other.denominator / g)
        let (a, o2) = numerator.multipliedReportingOverflow(by: other.denominator / g)
        let (b, o3) = other.numerator.multipliedReportingOverflow(by: denominator / g)
        if o1 || o2 || o3 || b > a { throw ExactOverflow(quantity) }
        return ExactFraction(a - b, d)
    }

    /// The integer `n` as a fraction.
    init(integer n: Int) { self.init(WideUnsigned(n), 1) }
}

extension ExactFraction {
    /// `|self − other|`, for costs and edges (`nominal − effective`, `1 − RTP`) that reports print.
    ///
    /// - Throws: `ExactOverflow(quantity)` when the difference leaves 128-bit fractions.
    package func absoluteDifference(from other: ExactFraction, _ quantity: String) throws(ExactOverflow)
        -> ExactFraction
    {
        self < other ? try other.minus(self, quantity) : try minus(other, quantity)
    }
}

extension ExactOverflow {
    /// The one-line message the tool prints (`CasinoError`).
    package var message: String { description }
}
