import CasinoCore
// The few operations the exact analysis needs beyond CasinoCore's ExactFraction, each reporting
// overflow as an error rather than trapping, since a user-supplied table can make numbers large.

extension ExactFraction {
    /// `self + other`, or `InputError.exactOverflow(quantity, of: subject)`.
    package func plus(_ other: ExactFraction, _ quantity: String, of subject: String? = nil) throws(InputError)
        -> ExactFraction
    {
        guard let sum = adding(other) else { throw InputError.exactOverflow(quantity, of: subject) }
        return sum
    }

    /// `self · other`, or `InputError.exactOverflow(quantity, of: subject)`.
    package func times(_ other: ExactFraction, _ quantity: String, of subject: String? = nil) throws(InputError)
        -> ExactFraction
    {
        guard let product = multiplied(by: other) else { throw InputError.exactOverflow(quantity, of: subject) }
        return product
    }

    /// `self − other` for `self ≥ other`, or `InputError.exactOverflow(quantity, of: subject)`.
    func minus(_ other: ExactFraction, _ quantity: String, of subject: String? = nil) throws(InputError)
        -> ExactFraction
    {
        let g = ExactFraction.gcd(denominator, other.denominator)
        let (d, o1) = denominator.multipliedReportingOverflow(by: other.denominator / g)
        let (a, o2) = numerator.multipliedReportingOverflow(by: other.denominator / g)
        let (b, o3) = other.numerator.multipliedReportingOverflow(by: denominator / g)
        if o1 || o2 || o3 || b > a { throw InputError.exactOverflow(quantity, of: subject) }
        return ExactFraction(a - b, d)
    }

    /// The integer `n` as a fraction.
    init(integer n: Int) { self.init(WideUnsigned(n), 1) }
}

extension ExactFraction {
    /// `|self − other|`, for costs and edges (`nominal − effective`, `1 − RTP`) that reports print.
    ///
    /// - Throws: `InputError.exactOverflow(quantity)` when the difference leaves 128-bit fractions.
    package func absoluteDifference(from other: ExactFraction, _ quantity: String) throws(InputError)
        -> ExactFraction
    {
        self < other ? try other.minus(self, quantity) : try minus(other, quantity)
    }
}
