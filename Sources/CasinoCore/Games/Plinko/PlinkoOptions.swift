/// How wide the Plinko multipliers spread: low keeps most results near 1x, high pays big at the edges.
public enum PlinkoRisk: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The three risk levels.
    case low, medium, high

    public var description: String { rawValue }
}

/// The Plinko player's choice: how many rows of pegs, and which risk table.
public struct PlinkoOptions: Hashable, Sendable, CustomStringConvertible {
    /// The number of rows `n`: the ball bounces `n` times and lands in one of `n + 1` buckets.
    public var rows: Int
    /// The risk level, which selects the multiplier table.
    public var risk: PlinkoRisk

    /// Options of `rows` rows at `risk` (unchecked).
    public init(rows: Int, risk: PlinkoRisk) {
        self.rows = rows
        self.risk = risk
    }

    /// The rows this product offers.
    public static let rowRange = 8...16

    /// 16 rows, medium risk: what commands that play use when `--rows`/`--risk` are left out.
    public static let `default` = PlinkoOptions(rows: 16, risk: .medium)

    /// `"16 rows medium"`.
    public var description: String { "\(rows) rows \(risk)" }

    /// Every rows × risk pair, rows first: 27 options.
    public static var all: [PlinkoOptions] {
        rowRange.flatMap { rows in PlinkoRisk.allCases.map { PlinkoOptions(rows: rows, risk: $0) } }
    }

    /// Checks the row count; the error's path is `rows`.
    public func validate() throws(ConfigurationError) {
        if !PlinkoOptions.rowRange.contains(rows) {
            throw ConfigurationError(path: "rows", value: String(rows), rule: "must be 8…16")
        }
    }
}
