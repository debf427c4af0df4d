/// The exact odds of Mines.
public enum MinesOdds {
    /// Outcomes `"mine on reveal j"` for j = 1…k (pay 0), then `"cash out after k"` paying `M(m,k)`.
    ///
    /// The first j − 1 reveals are safe with probability `C(25−m, j−1) / C(25, j−1)`, and the j-th
    /// is then a mine with probability `m / (25 − (j − 1))`; surviving all k has probability
    /// `C(25−m, k) / C(25, k)`.
    ///
    /// - Complexity: O(k²).
    public static func outcomeTable(configuration: MinesConfiguration, mines m: Int, reveals k: Int) -> OutcomeTable {
        let n = MinesConfiguration.tileCount
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(k + 1)
        for j in 1...k {
            let safeSoFar = binomialCoefficient(n - m, j - 1)
            let allSoFar = binomialCoefficient(n, j - 1)
            let p = ExactFraction(safeSoFar * WideUnsigned(m), allSoFar * WideUnsigned(n - (j - 1)))
            outcomes.append(Outcome(label: "mine on reveal \(j)", probability: p, centi: Centi(0)))
        }
        let survive = survivalProbability(mines: m, reveals: k)
        outcomes.append(
            Outcome(
                label: "cash out after \(k)", probability: survive,
                centi: configuration.cashOutMultiplier(mines: m, reveals: k)))
        return OutcomeTable(outcomes)
    }

    /// `P(survive k) = C(25−m, k) / C(25, k)`.
    public static func survivalProbability(mines m: Int, reveals k: Int) -> ExactFraction {
        let n = MinesConfiguration.tileCount
        return ExactFraction(binomialCoefficient(n - m, k), binomialCoefficient(n, k))
    }
}
