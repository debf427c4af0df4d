/// What a paytable line asks of the three symbols on the payline.
public enum SlotsPattern: Hashable, Sendable {
    /// Reel i shows one of `symbols[i]`; an empty list matches any symbol.
    case line([[String]])
    /// At least `atLeast` of the reels show `symbol`, on any reels.
    case count(symbol: String, atLeast: Int)

    /// Whether the symbols on the payline, reel by reel, match.
    public func matches(_ symbols: [String]) -> Bool {
        switch self {
        case .line(let allowed):
            guard allowed.count == symbols.count else { return false }
            for (options, symbol) in zip(allowed, symbols) where !options.isEmpty && !options.contains(symbol) {
                return false
            }
            return true
        case .count(let symbol, let atLeast):
            return symbols.filter { $0 == symbol }.count >= atLeast
        }
    }
}

/// One line of the paytable: a pattern and what it pays.
public struct SlotsPayline: Hashable, Sendable {
    /// A short name, unique as it reads (`DisplayName.key`), e.g. `"SEVEN SEVEN SEVEN"` or `"2 cherries"`.
    public var label: String
    /// What the payline must show.
    public var pattern: SlotsPattern
    /// The multiplier paid, in hundredths.
    public var centi: Centi

    /// A paytable line named `label`, paying `centi` on `pattern`.
    public init(label: String, pattern: SlotsPattern, centi: Centi) {
        self.label = label
        self.pattern = pattern
        self.centi = centi
    }
}

/// The reel strips and paytable of a three-reel, one-payline slot machine.
///
/// Every stop of every strip is equally likely, so the odds are counts over the cycle (the
/// product of the strip lengths), as on a slot PAR sheet. A combination pays its highest
/// matching line (the first listed among equals); a combination matching no line pays nothing.
public struct SlotsConfiguration: Hashable, Sendable {
    /// The three strips, each a list of symbol names, one per stop.
    public var reels: [[String]]
    /// The paying lines.
    public var paytable: [SlotsPayline]

    /// A machine of `reels` (strips of symbols, each stop equally likely) and `paytable` (unchecked).
    public init(reels: [[String]], paytable: [SlotsPayline]) {
        self.reels = reels
        self.paytable = paytable
    }

    /// The number of reels (and symbols on the payline).
    public static let reelCount = 3
    /// The largest cycle (product of strip lengths) accepted: the engine keeps one byte per stop triple.
    public static let maximumCycle = 4_000_000
    /// The most distinct symbols the strips may use (real machines use 6 to 12).
    public static let maximumSymbols = 64
    /// The most lines a paytable may have (outcome indices fit in a byte, with one left for "no win").
    public static let maximumLines = 254
    /// The label of the outcome "no line matched".
    public static let noWinLabel = "no win"
    /// The longest label, in Unicode scalars: the PAR sheet prints a label on each of up to 64³
    /// rows, so this bounds `analyze`'s output (the longest default label has 17).
    public static let maximumLabelLength = 40
    /// The longest symbol name, in Unicode scalars: each PAR sheet row prints three (the longest
    /// default symbol has 6).
    public static let maximumSymbolLength = 16

    /// The number of equally likely stop triples.
    public var cycle: Int { reels.reduce(1) { $0 * $1.count } }

    /// The distinct symbols, in order of first appearance on the strips.
    ///
    /// - Complexity: O(stops).
    public var symbols: [String] {
        var seen: [String] = []
        var known = Set<String>()
        for strip in reels { for symbol in strip where known.insert(symbol).inserted { seen.append(symbol) } }
        return seen
    }

    /// The index in `paytable` of the line a combination pays, or nil if it pays nothing.
    ///
    /// - Complexity: O(lines).
    public func payingLine(for symbols: [String]) -> Int? {
        var best: Int? = nil
        for (i, line) in paytable.enumerated() where line.pattern.matches(symbols) {
            if let b = best, paytable[b].centi >= line.centi { continue }
            best = i
        }
        return best
    }

    /// Checks every rule; paths look like `slots.reels[1]` or `slots.paytable[2].line[0][1]`.
    public func validate() throws(ConfigurationError) {
        try validateReels()
        try validateSizes()
        try validateNames()
        try validateLines()
    }

    /// One strip per reel, none empty, no empty symbol name, and a cycle of at most `maximumCycle` stops.
    private func validateReels() throws(ConfigurationError) {
        let n = SlotsConfiguration.reelCount
        if reels.count != n {
            throw ConfigurationError(
                path: "slots.reels", value: "\(reels.count) strips", rule: "must be \(n), one per reel")
        }
        for (r, strip) in reels.enumerated() {
            if strip.isEmpty { throw ConfigurationError(path: "slots.reels[\(r)]", rule: "empty strip") }
            for (s, symbol) in strip.enumerated() where symbol.isEmpty {
                throw ConfigurationError(path: "slots.reels[\(r)][\(s)]", value: "\"\"", rule: "is not a symbol name")
            }
        }
        var cycle = 1
        for strip in reels {
            let (product, overflow) = cycle.multipliedReportingOverflow(by: strip.count)
            if overflow || product > SlotsConfiguration.maximumCycle {
                throw ConfigurationError(
                    path: "slots.reels", value: reels.map { String($0.count) }.joined(separator: "×") + " stops",
                    rule: "is too long a cycle (at most \(SlotsConfiguration.maximumCycle))")
            }
            cycle = product
        }
    }

    /// At most `maximumSymbols` distinct symbols, and 1…`maximumLines` paytable lines.
    private func validateSizes() throws(ConfigurationError) {
        let distinct = symbols.count
        if distinct > SlotsConfiguration.maximumSymbols {
            throw ConfigurationError(
                path: "slots.reels", value: "\(distinct) distinct symbols",
                rule: "is too many (at most \(SlotsConfiguration.maximumSymbols))")
        }
        if paytable.isEmpty {
            throw ConfigurationError(path: "slots.paytable", rule: "must list at least one line")
        }
        if paytable.count > SlotsConfiguration.maximumLines {
            throw ConfigurationError(
                path: "slots.paytable", value: "\(paytable.count) lines",
                rule: "is too many (at most \(SlotsConfiguration.maximumLines))")
        }
    }

    /// Each line pays a positive multiplier for symbols that are on a strip, over every reel.
    private func validateLines() throws(ConfigurationError) {
        let n = SlotsConfiguration.reelCount
        let known = Set(reels.joined())
        for (i, line) in paytable.enumerated() {
            let path = "slots.paytable[\(i)]"
            if line.centi.hundredths <= 0 {
                throw ConfigurationError(
                    path: path + ".multiplier", value: line.centi.description,
                    rule: line.centi.hundredths < 0 ? "is negative" : "must be positive")
            }
            switch line.pattern {
            case .line(let allowed):
                if allowed.count != n {
                    throw ConfigurationError(
                        path: path + ".line", value: "\(allowed.count) reels", rule: "must be \(n)")
                }
                for (r, options) in allowed.enumerated() {
                    for (s, symbol) in options.enumerated() where !known.contains(symbol) {
                        throw ConfigurationError(
                            path: path + ".line[\(r)][\(s)]", value: SlotsConfiguration.quoted(symbol),
                            rule: "is on no strip")
                    }
                }
            case .count(let symbol, let atLeast):
                if !known.contains(symbol) {
                    throw ConfigurationError(
                        path: path + ".count.symbol", value: SlotsConfiguration.quoted(symbol), rule: "is on no strip")
                }
                if atLeast < 1 || atLeast > n {
                    throw ConfigurationError(
                        path: path + ".count.atLeast", value: String(atLeast), rule: "must be 1…\(n)")
                }
            }
        }
    }

    /// The project's own machine: three 22-stop strips (cycle 10 648), nominal RTP
    /// 10381/10648 = 97.49 %, hit frequency 313/968 = 32.33 %. Every line pays a whole multiple of
    /// the wager, so floor rounding never lowers the return: the effective RTP equals the nominal
    /// at every wager size until the midnight cap cuts a prize. The pays are tuned for the day
    /// (`casino-odds tune --game slots --target-rtp 0.97 --for-floor --day-share 0.75`, Docs/tuning.md):
    /// the top prize is 90x, not 200x, so a 10-minute bet holding only the bet is accepted
    /// 00:00–18:02 of an ordinary day (1083 of 1440 minutes) instead of never.
    public static let defaults: SlotsConfiguration = {
        let bars = ["BAR", "2BAR", "3BAR"]
        return SlotsConfiguration(
            reels: [
                [
                    "SEVEN", "BLANK", "BAR", "BLANK", "CHERRY", "BLANK", "2BAR", "BLANK", "3BAR", "BLANK", "SEVEN",
                    "BLANK", "BAR", "BLANK", "2BAR", "BLANK", "BAR", "BLANK", "2BAR", "BLANK", "BAR", "BLANK"
                ],
                [
                    "SEVEN", "BLANK", "BAR", "BLANK", "CHERRY", "BLANK", "BLANK", "2BAR", "BLANK", "3BAR", "BLANK",
                    "BLANK", "SEVEN", "BLANK", "BAR", "BLANK", "BLANK", "2BAR", "BLANK", "2BAR", "BLANK", "BLANK"
                ],
                [
                    "SEVEN", "BAR", "BLANK", "CHERRY", "BLANK", "2BAR", "BLANK", "3BAR", "BLANK", "BAR", "BLANK",
                    "CHERRY", "2BAR", "BLANK", "BAR", "BLANK", "CHERRY", "BLANK", "CHERRY", "BLANK", "CHERRY", "BLANK"
                ]
            ],
            paytable: [
                SlotsPayline(
                    label: "SEVEN SEVEN SEVEN", pattern: .line([["SEVEN"], ["SEVEN"], ["SEVEN"]]), centi: Centi(9_000)),
                SlotsPayline(
                    label: "3BAR 3BAR 3BAR", pattern: .line([["3BAR"], ["3BAR"], ["3BAR"]]), centi: Centi(7_700)),
                SlotsPayline(
                    label: "2BAR 2BAR 2BAR", pattern: .line([["2BAR"], ["2BAR"], ["2BAR"]]), centi: Centi(3_600)),
                SlotsPayline(label: "BAR BAR BAR", pattern: .line([["BAR"], ["BAR"], ["BAR"]]), centi: Centi(2_400)),
                SlotsPayline(label: "3 cherries", pattern: .count(symbol: "CHERRY", atLeast: 3), centi: Centi(1_000)),
                SlotsPayline(label: "any 3 bars", pattern: .line([bars, bars, bars]), centi: Centi(600)),
                SlotsPayline(label: "2 cherries", pattern: .count(symbol: "CHERRY", atLeast: 2), centi: Centi(600)),
                SlotsPayline(label: "1 cherry", pattern: .count(symbol: "CHERRY", atLeast: 1), centi: Centi(200))
            ]
        )
    }()
}
