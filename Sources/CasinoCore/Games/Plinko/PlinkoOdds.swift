/// The exact odds of Plinko.
public enum PlinkoOdds {
    /// One outcome per bucket k = 0…n: `P(k) = C(n,k) / 2ⁿ`, paying the table's multiplier.
    ///
    /// - Complexity: O(n²) for the binomial coefficients.
    public static func outcomeTable(table: PlinkoTable) -> OutcomeTable {
        let n = table.rows
        let patterns = WideUnsigned(1) << WideUnsigned(n)
        return OutcomeTable(
            table.centis.enumerated().map { k, centi in
                Outcome(
                    label: "bucket \(k)", probability: ExactFraction(binomialCoefficient(n, k), patterns), centi: centi)
            })
    }
}
