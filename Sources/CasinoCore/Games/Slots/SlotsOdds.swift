/// One symbol combination on the payline, with how many stop triples of the cycle show it.
public struct SlotsCombination: Hashable, Sendable {
    /// The symbols on reels 1, 2, 3.
    public var symbols: [String]
    /// The number of stop triples showing these symbols: the product of each symbol's count on its strip.
    public var count: Int
    /// The paytable line it pays, or nil when it pays nothing.
    public var paylineIndex: Int?

    public init(symbols: [String], count: Int, paylineIndex: Int?) {
        self.symbols = symbols
        self.count = count
        self.paylineIndex = paylineIndex
    }
}

/// The exact odds of Slots, by counting over the cycle as a PAR sheet does.
public enum SlotsOdds {
    /// Every symbol combination that can appear, in strip symbol order, with its count and paying line.
    ///
    /// - Complexity: O(symbols³ · lines), independent of the strip lengths.
    public static func combinations(configuration: SlotsConfiguration) -> [SlotsCombination] {
        let symbols = configuration.symbols
        let counts = configuration.reels.map { strip in symbols.map { s in strip.filter { $0 == s }.count } }
        var result: [SlotsCombination] = []
        for a in symbols.indices where counts[0][a] > 0 {
            for b in symbols.indices where counts[1][b] > 0 {
                for c in symbols.indices where counts[2][c] > 0 {
                    let combo = [symbols[a], symbols[b], symbols[c]]
                    result.append(
                        SlotsCombination(
                            symbols: combo, count: counts[0][a] * counts[1][b] * counts[2][c],
                            paylineIndex: configuration.payingLine(for: combo)))
                }
            }
        }
        return result
    }

    /// One outcome per paytable line (in paytable order), then `"no win"`: each line's probability
    /// is the number of stop triples it pays over the cycle.
    public static func outcomeTable(configuration: SlotsConfiguration) -> OutcomeTable {
        var counts = [Int](repeating: 0, count: configuration.paytable.count + 1)
        for combo in combinations(configuration: configuration) {
            counts[combo.paylineIndex ?? configuration.paytable.count] += combo.count
        }
        let cycle = WideUnsigned(configuration.cycle)
        var outcomes = configuration.paytable.enumerated().map { i, line in
            Outcome(label: line.label, probability: ExactFraction(WideUnsigned(counts[i]), cycle), centi: line.centi)
        }
        outcomes.append(
            Outcome(
                label: SlotsConfiguration.noWinLabel,
                probability: ExactFraction(WideUnsigned(counts[configuration.paytable.count]), cycle),
                centi: Centi(0)))
        return OutcomeTable(outcomes)
    }
}
