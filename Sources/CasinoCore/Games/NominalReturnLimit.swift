/// No choice may return more than it takes: every offered choice's nominal return (`Σ p · centi / 100`,
/// before rounding and the cap) is at most 100 %.
///
/// Crash's and the Mines formula's return rate is already held to 1…1 000 000 parts per million
/// (`validateReturnPPM`); tables written out multiplier by multiplier (a Plinko table, a Mines plan's
/// own multiplier, the Slots paytable) are checked here, so a configuration file paying 2.00x on
/// every Plinko bucket is refused when it is read, as `tune` refuses a target above 1.
extension GameConfiguration {
    /// Checks every Plinko table, every offered Mines plan and the Slots paytable; the error's path
    /// names the table (`plinko.tables[8].low`, `mines.multipliers[0][0]`, `slots.paytable`).
    ///
    /// - Complexity: O(outcomes of every choice); the Slots table is enumerated once.
    public func validateNominalReturns() throws(ConfigurationError) {
        for options in plinko.offeredOptions {
            guard let table = plinko.table(for: options) else { continue }
            try Self.requireAtMostFull(
                PlinkoOdds.outcomeTable(table: table), path: "plinko.tables[\(options.rows)].\(options.risk)")
        }
        if mines.multipliers != nil {
            for m in 1...(MinesConfiguration.tileCount - 1) {
                for k in 1...(MinesConfiguration.tileCount - m) where mines.offers(mines: m, reveals: k) {
                    try Self.requireAtMostFull(
                        MinesOdds.outcomeTable(configuration: mines, mines: m, reveals: k),
                        path: "mines.multipliers[\(m - 1)][\(k - 1)]")
                }
            }
        }
        try Self.requireAtMostFull(SlotsOdds.outcomeTable(configuration: slots), path: "slots.paytable")
    }

    private static func requireAtMostFull(_ table: OutcomeTable, path: String) throws(ConfigurationError) {
        guard let nominal = table.nominalReturn else {
            throw ConfigurationError(path: path, rule: "has a nominal return too large to compute exactly")
        }
        if nominal > .one {
            throw ConfigurationError(
                path: path, value: "nominal return \(NominalReturnText.percentDown(nominal))",
                rule: "is above 100 % (a choice may not return more than it takes)")
        }
    }
}

extension OutcomeTable {
    /// The nominal return `Σ p · centi / 100`, exact (before floor rounding and the cap); nil for an
    /// empty table or one whose sum does not fit 128 bits.
    ///
    /// - Complexity: O(outcomes).
    public var nominalReturn: ExactFraction? {
        guard let weights = OutcomeWeights(self) else { return nil }
        var sum: WideUnsigned = 0
        for (weight, centi) in zip(weights.weights, weights.centis) {
            let (term, o1) = weight.multipliedReportingOverflow(by: WideUnsigned(max(0, centi.hundredths)))
            let (next, o2) = sum.addingReportingOverflow(term)
            if o1 || o2 { return nil }
            sum = next
        }
        let (staked, o3) = weights.denominator.multipliedReportingOverflow(by: 100)
        return o3 ? nil : ExactFraction(sum, staked)
    }
}

/// `"200.00 %"`: a return in percent with two decimals, rounded down.
enum NominalReturnText {
    static func percentDown(_ fraction: ExactFraction) -> String {
        let scaled = fraction.numerator.multipliedFullWidth(by: 10_000)
        let q = fraction.denominator.dividingFullWidth(scaled).quotient
        let cents = q % 100
        return "\(q / 100).\(cents < 10 ? "0" : "")\(cents) %"
    }
}
