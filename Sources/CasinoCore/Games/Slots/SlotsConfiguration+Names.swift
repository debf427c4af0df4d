// The disclosure shows a row per label and `analyze` a row per paying symbol triple, read by eye:
// two rows must never read the same, and no name may be long enough to flood the output.

extension SlotsConfiguration {
    /// Checks every symbol and label: short, every character visible (`DisplayName.problem`), and
    /// unique as it reads (`DisplayName.key`: case, repeated spaces and invisible characters do not
    /// tell two names apart); no label reads as the reserved `"no win"`.
    ///
    /// - Complexity: O(stops + characters of the distinct symbols and the labels).
    func validateNames() throws(ConfigurationError) {
        var symbolKeys: [String: String] = [:]
        // A strip may have millions of stops but at most 64 names: each is checked once.
        var checked = Set<String>()
        for (r, strip) in reels.enumerated() {
            for (s, symbol) in strip.enumerated() where checked.insert(symbol).inserted {
                let path = "slots.reels[\(r)][\(s)]"
                try Self.checkName(
                    symbol, path: path, emptyRule: "is not a symbol name", limit: SlotsConfiguration.maximumSymbolLength
                )
                let key = DisplayName.key(symbol)
                if let earlier = symbolKeys[key], earlier != symbol {
                    throw ConfigurationError(
                        path: path, value: "\"\(symbol)\"", rule: "reads the same as the symbol \"\(earlier)\"")
                }
                symbolKeys[key] = symbol
            }
        }
        var labelKeys: [String: Int] = [DisplayName.key(SlotsConfiguration.noWinLabel): -1]
        for (i, line) in paytable.enumerated() {
            let path = "slots.paytable[\(i)].label"
            try Self.checkName(
                line.label, path: path, emptyRule: "is empty", limit: SlotsConfiguration.maximumLabelLength)
            let key = DisplayName.key(line.label)
            if let earlier = labelKeys[key] {
                throw ConfigurationError(
                    path: path, value: "\"\(line.label)\"",
                    rule: earlier >= 0
                        ? "reads the same as the label of slots.paytable[\(earlier)]"
                        : line.label == SlotsConfiguration.noWinLabel
                            ? "is reserved for combinations that pay nothing"
                            : "reads as \"\(SlotsConfiguration.noWinLabel)\", reserved for combinations that pay nothing"
                )
            }
            labelKeys[key] = i
        }
    }

    /// `name` in double quotes, as an error's value: at most the first 80 characters, then `…`, so a
    /// name of any length (a 50 000-character label) is refused in one short line where it is found.
    static func quoted(_ name: String) -> String {
        let quoted = "\"\(name)\""
        guard quoted.unicodeScalars.count > quotedLimit else { return quoted }
        var clipped = String.UnicodeScalarView()
        clipped.append(contentsOf: quoted.unicodeScalars.prefix(quotedLimit))
        return String(clipped) + "…"
    }

    /// The characters of a name an error quotes (`quoted`).
    static let quotedLimit = 80

    private static func checkName(_ name: String, path: String, emptyRule: String, limit: Int)
        throws(ConfigurationError)
    {
        if name.isEmpty { throw ConfigurationError(path: path, value: "\"\"", rule: emptyRule) }
        var length = 0
        for _ in name.unicodeScalars {
            length += 1
            if length > limit {
                throw ConfigurationError(
                    path: path, value: quoted(name),
                    rule: "is longer than \(limit) characters (\(name.unicodeScalars.count))")
            }
        }
        if let problem = DisplayName.problem(in: name) {
            throw ConfigurationError(path: path, value: "\"\(name)\"", rule: problem.rule)
        }
    }
}
