import CasinoCore

// The game's member of a configuration file (schema in Docs/games.md), read by its descriptor.

extension GameConfiguration {
    /// A paytable line no stop combination pays (its symbols never line up, or a better line
    /// always wins instead) would be published as "1 in never": refused, naming the line.
    ///
    /// - Complexity: O(symbols³ · lines), at most 64³ · 254.
    static func refuseLinesThatNeverPay(_ slots: SlotsConfiguration) throws(ConfigurationError) {
        let table = SlotsOdds.outcomeTable(configuration: slots)
        for (i, outcome) in table.outcomes.dropLast().enumerated() where outcome.probability.numerator == 0 {
            throw ConfigurationError(
                path: "slots.paytable[\(i)]", value: "\"\(InputQuote.brief(outcome.label))\"",
                rule: "never pays: no stop combination shows it, or a better line always pays instead")
        }
    }

    static func readSlots(_ node: ConfigNode, over base: SlotsConfiguration) throws(ConfigurationError)
        -> SlotsConfiguration
    {
        var slots = base
        let m = try node.members(["reels", "paytable"])
        if let reels = m["reels"] { slots.reels = try readReels(reels) }
        if let paytable = m["paytable"] {
            var lines: [SlotsPayline] = []
            for lineNode in try paytable.elements(of: "lines") { lines.append(try readPayline(lineNode)) }
            slots.paytable = lines
        }
        return slots
    }

    /// The reels' strips, each a non-empty list of symbol names.
    private static func readReels(_ reels: ConfigNode) throws(ConfigurationError) -> [[String]] {
        var strips: [[String]] = []
        // Distinct symbols are counted as they are read, so a file with thousands of them is
        // refused at once instead of after a quadratic search.
        var distinct = Set<String>()
        for strip in try reels.elements(of: "strips") {
            var symbols: [String] = []
            for symbol in try strip.elements(of: "symbols") {
                let name = try symbol.string()
                if distinct.insert(name).inserted && distinct.count > SlotsConfiguration.maximumSymbols {
                    throw ConfigurationError(
                        path: "slots.reels",
                        value: "more than \(SlotsConfiguration.maximumSymbols) distinct symbols",
                        rule: "is too many (at most \(SlotsConfiguration.maximumSymbols))")
                }
                symbols.append(name)
            }
            if symbols.isEmpty { throw ConfigurationError(path: strip.path, rule: "empty strip") }
            strips.append(symbols)
        }
        return strips
    }

    /// One paytable line: its label, its multiplier, and its pattern (a `line` or a `count`, not both).
    private static func readPayline(_ lineNode: ConfigNode) throws(ConfigurationError) -> SlotsPayline {
        let fields = try lineNode.members(["label", "multiplier", "line", "count"])
        guard let label = fields["label"] else {
            throw ConfigurationError(path: lineNode.path + ".label", rule: "is missing")
        }
        guard let multiplier = fields["multiplier"] else {
            throw ConfigurationError(path: lineNode.path + ".multiplier", rule: "is missing")
        }
        let pattern: SlotsPattern
        switch (fields["line"], fields["count"]) {
        case let (line?, nil):
            var allowed: [[String]] = []
            for reel in try line.elements(of: "reels") {
                if case .array = reel.value {
                    var options: [String] = []
                    for symbol in try reel.elements(of: "symbols") { options.append(try symbol.string()) }
                    if options.isEmpty {
                        throw ConfigurationError(path: reel.path, rule: "lists no symbols (use \"*\" for any)")
                    }
                    allowed.append(options)
                } else {
                    let symbol = try reel.string()
                    allowed.append(symbol == "*" ? [] : [symbol])
                }
            }
            pattern = .line(allowed)
        case let (nil, count?):
            let c = try count.members(["symbol", "atLeast"])
            guard let symbol = c["symbol"] else {
                throw ConfigurationError(path: count.path + ".symbol", rule: "is missing")
            }
            guard let atLeast = c["atLeast"] else {
                throw ConfigurationError(path: count.path + ".atLeast", rule: "is missing")
            }
            pattern = .count(symbol: try symbol.string(), atLeast: try atLeast.wholeNumber(limit: 1_000))
        case (.some, .some):
            throw ConfigurationError(path: lineNode.path, rule: "has both \"line\" and \"count\" (give one)")
        case (nil, nil):
            throw ConfigurationError(path: lineNode.path, rule: "needs a \"line\" or a \"count\"")
        }
        return SlotsPayline(label: try label.string(), pattern: pattern, centi: try multiplier.centi())
    }
}
