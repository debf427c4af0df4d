import CasinoCore

/// The range a slot machine's hit frequency must stay in: `P(a spin pays anything)`.
package struct HitBand: Hashable, Sendable, CustomStringConvertible {
    /// The lowest hit frequency allowed.
    package let lower: ExactFraction
    /// The highest hit frequency allowed.
    package let upper: ExactFraction

    /// The product's rule for the default machine: 25 % to 40 % of spins pay something.
    static let product = HitBand(uncheckedLower: ExactFraction(1, 4), upper: ExactFraction(2, 5))

    private init(uncheckedLower lower: ExactFraction, upper: ExactFraction) {
        self.lower = lower
        self.upper = upper
    }

    /// A band with `lower ≤ upper ≤ 1`.
    init(lower: ExactFraction, upper: ExactFraction) throws(InputError) {
        if upper < lower {
            throw InputError(
                "hit band \(lower.trimmedDecimal),\(upper.trimmedDecimal) has its lower end above its upper end")
        }
        if ExactFraction.one < upper { throw InputError("hit band upper end \(upper.trimmedDecimal) is above 1") }
        self.init(uncheckedLower: lower, upper: upper)
    }

    /// Reads `"0.25,0.40"` (each end in `DecimalText.fraction`'s grammar: no percent sign).
    init(parsing text: String) throws(InputError) {
        let ends = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if ends.contains(where: { $0.hasSuffix("%") }) {
            throw InputError("hit band \(text) \(DecimalText.Problem.percentSign.rule)")
        }
        guard ends.count == 2, let lower = ExactFraction(decimalText: ends[0]),
            let upper = ExactFraction(decimalText: ends[1])
        else {
            throw InputError("hit band \"\(text)\" is not two decimals separated by a comma (write 0.25,0.40)")
        }
        try self.init(lower: lower, upper: upper)
    }

    /// Whether `frequency` is inside the band (ends included).
    func contains(_ frequency: ExactFraction) -> Bool {
        !(frequency < lower) && !(upper < frequency)
    }

    /// `"25 %…40 %"`.
    package var description: String {
        "\(lower.percentText(places: 2)) %…\(upper.percentText(places: 2)) %"
    }
}
