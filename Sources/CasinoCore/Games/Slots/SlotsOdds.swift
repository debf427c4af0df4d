/// One symbol combination on the payline, with how many stop triples of the cycle show it.
public struct SlotsCombination: Hashable, Sendable {
    /// The symbols on reels 1, 2, 3.
    public var symbols: [String]
    /// The number of stop triples showing these symbols: the product of each symbol's count on its strip.
    public var count: Int
    /// The paytable line it pays, or nil when it pays nothing.
    public var paylineIndex: Int?

    /// A combination of `symbols` seen `count` times in the cycle, paid by `paylineIndex` (nil: no line).
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
    /// - Complexity: O(stops + entries + symbols³ · lines / 64): each triple's line is a few bit
    ///   operations (`SlotsPayingLines`), so the work is bounded by 64³ triples whatever the file.
    public static func combinations(configuration: SlotsConfiguration) -> [SlotsCombination] {
        let symbols = configuration.symbols
        var result: [SlotsCombination] = []
        forEachTriple(of: configuration, symbols: symbols) { a, b, c, count, line in
            result.append(
                SlotsCombination(symbols: [symbols[a], symbols[b], symbols[c]], count: count, paylineIndex: line))
        }
        return result
    }

    /// Calls `body` with every symbol triple (indices into `symbols`) that the strips can show, its
    /// number of stop triples and the line it pays; no allocation per triple.
    static func forEachTriple(
        of configuration: SlotsConfiguration, symbols: [String], _ body: (Int, Int, Int, Int, Int?) -> Void
    ) {
        var index: [String: Int] = [:]
        for (i, symbol) in symbols.enumerated() { index[symbol] = i }
        let counts = configuration.reels.map { strip in
            var count = [Int](repeating: 0, count: symbols.count)
            for symbol in strip { if let i = index[symbol] { count[i] += 1 } }
            return count
        }
        let paying = SlotsPayingLines(configuration: configuration, symbols: symbols)
        for a in symbols.indices where counts[0][a] > 0 {
            for b in symbols.indices where counts[1][b] > 0 {
                for c in symbols.indices where counts[2][c] > 0 {
                    body(a, b, c, counts[0][a] * counts[1][b] * counts[2][c], paying.line(a, b, c))
                }
            }
        }
    }

    /// One outcome per paytable line (in paytable order), then `"no win"`: each line's probability
    /// is the number of stop triples it pays over the cycle.
    ///
    /// - Complexity: as ``combinations(configuration:)``, without an allocation per triple.
    public static func outcomeTable(configuration: SlotsConfiguration) -> OutcomeTable {
        var counts = [Int](repeating: 0, count: configuration.paytable.count + 1)
        forEachTriple(of: configuration, symbols: configuration.symbols) { _, _, _, count, line in
            counts[line ?? configuration.paytable.count] += count
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
