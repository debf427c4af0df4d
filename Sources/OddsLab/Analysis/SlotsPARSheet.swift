import CasinoCore

/// A slot machine's PAR sheet: every paying combination, how often the cycle shows it, and what it
/// contributes to the return.
package struct SlotsPARSheet: Hashable, Sendable {
    /// One paying symbol combination.
    package struct Row: Hashable, Sendable {
        /// The symbols on reels 1, 2, 3.
        package var symbols: [String]
        /// The paytable line it pays.
        package var line: String
        /// The line's multiplier.
        package var centi: Centi
        /// Stop triples of the cycle that show it.
        package var count: Int
        /// `count / cycle`.
        package var probability: ExactFraction
        /// `count · centi / (100 · cycle)`: its share of the RTP.
        package var contribution: ExactFraction
    }

    /// The most rows a sheet can have: one per paying triple of distinct symbols (64³ = 262 144).
    /// With labels and symbols bounded (`SlotsConfiguration.maximumLabelLength`,
    /// `.maximumSymbolLength`) each printed row is bounded too, so `analyze` is (Docs/inputs.md).
    static let maximumRows =
        SlotsConfiguration.maximumSymbols * SlotsConfiguration.maximumSymbols * SlotsConfiguration.maximumSymbols

    /// The product of the strip lengths.
    package var cycle: Int
    /// The strip lengths.
    package var stripLengths: [Int]
    /// Paying combinations, in paytable order, then strip symbol order.
    package var rows: [Row]
    /// `Σ contribution`: the nominal RTP.
    package var totalReturn: ExactFraction
    /// Stop triples that pay anything, over the cycle.
    package var hitFrequency: ExactFraction

    /// The PAR sheet of `configuration` (which must be valid).
    ///
    /// - Complexity: O(symbols³ · lines).
    init(configuration: SlotsConfiguration) {
        let cycle = configuration.cycle
        self.cycle = cycle
        self.stripLengths = configuration.reels.map(\.count)
        let combos = SlotsOdds.combinations(configuration: configuration)
        var rows: [Row] = []
        var total = ExactFraction.zero
        var hits = 0
        for (index, line) in configuration.paytable.enumerated() {
            for combo in combos where combo.paylineIndex == index {
                let contribution = ExactFraction(
                    WideUnsigned(combo.count) * WideUnsigned(max(0, line.centi.hundredths)), 100 * WideUnsigned(cycle))
                rows.append(
                    Row(
                        symbols: combo.symbols, line: line.label, centi: line.centi, count: combo.count,
                        probability: ExactFraction(WideUnsigned(combo.count), WideUnsigned(cycle)),
                        contribution: contribution))
                // Denominators all divide 100 · cycle, so the sum stays small.
                total = total.adding(contribution) ?? total
                hits += combo.count
            }
        }
        self.rows = rows
        self.totalReturn = total
        self.hitFrequency = ExactFraction(WideUnsigned(hits), WideUnsigned(cycle))
    }
}
