/// A Plinko multiplier table: `n + 1` multipliers, bucket 0 (all lefts) to bucket n (all rights).
public struct PlinkoTable: Hashable, Sendable {
    /// The multiplier of each bucket, in hundredths.
    public var centis: [Centi]

    /// A table of one multiplier per bucket, left to right.
    public init(_ centis: [Centi]) { self.centis = centis }

    /// The number of rows the table is for.
    public var rows: Int { centis.count - 1 }

    /// Checks the table's shape for `rows` rows: n + 1 entries, none negative, symmetric
    /// (the bounces are fair, so bucket k and n − k are equally likely and must pay the same).
    ///
    /// - Parameters:
    ///   - rows: the rows the table is for: it needs `rows + 1` multipliers.
    ///   - path: where the table is, which every error's path starts with: an entry's is `path[3]`,
    ///     the table's own `path` (`plinko.tables[16].high`, or the default `""`: paths relative to
    ///     the table, e.g. `[3]`).
    public func validate(rows: Int, at path: String = "") throws(ConfigurationError) {
        if centis.count != rows + 1 {
            throw ConfigurationError(
                path: path, value: "\(centis.count) multipliers",
                rule: "is the wrong length (\(rows) rows need \(rows + 1))")
        }
        for (k, centi) in centis.enumerated() where centi.hundredths < 0 {
            throw ConfigurationError(path: "\(path)[\(k)]", value: centi.description, rule: "is negative")
        }
        for k in 0..<(centis.count / 2) where centis[k] != centis[rows - k] {
            throw ConfigurationError(
                path: "\(path)[\(rows - k)]", value: centis[rows - k].description,
                rule: "breaks symmetry (bucket \(k) pays \(centis[k]))")
        }
    }
}

/// The Plinko tables a casino offers: one table per rows × risk.
///
/// Each bounce is a fair left/right, so the ball lands in bucket k (k rights out of n) with
/// probability `C(n,k) / 2ⁿ`. The default tables are the project's own: low/medium/high shapes
/// whose edge multipliers grow with risk and rows, each tuned for the return floor (`tune
/// --for-floor --baseline pre-floor`): nominal RTP within 0.2 pp of 97 %, every multiplier a multiple of
/// 0.20x so a bet of 5, 10, 15, 20, 30 or 60 minutes loses nothing to floor rounding.
public struct PlinkoConfiguration: Hashable, Sendable {
    /// The table for each offered rows × risk.
    public var tables: [PlinkoOptions: PlinkoTable]

    /// A configuration of one table per rows × risk.
    public init(tables: [PlinkoOptions: PlinkoTable]) { self.tables = tables }

    /// The table for `options`, if offered.
    public func table(for options: PlinkoOptions) -> PlinkoTable? { tables[options] }

    /// The offered options in a stable order (rows, then low/medium/high).
    public var offeredOptions: [PlinkoOptions] {
        PlinkoOptions.all.filter { tables[$0] != nil }
    }

    /// Checks every table; paths look like `plinko.tables[16].high[3]`.
    public func validate() throws(ConfigurationError) {
        for options in tables.keys.sorted(by: { ($0.rows, $0.risk.ordinal) < ($1.rows, $1.risk.ordinal) }) {
            if !PlinkoOptions.rowRange.contains(options.rows) {
                throw ConfigurationError(
                    path: "plinko.tables[\(options.rows)]", value: String(options.rows),
                    rule: "is not a row count this product offers (8…16)")
            }
            guard let table = tables[options] else { continue }
            try table.validate(rows: options.rows, at: "plinko.tables[\(options.rows)].\(options.risk)")
        }
    }

    /// The project's 27 default tables (rows 8…16 × low/medium/high), each 97 % ± 0.2 pp nominal,
    /// symmetric, non-decreasing from the centre out, on the 0.20x grain.
    public static let defaults = PlinkoConfiguration(
        tables: defaultTables.mapValues { PlinkoTable($0.map(Centi.init)) })

    private static let defaultTables: [PlinkoOptions: [Int]] = [
        PlinkoOptions(rows: 8, risk: .low): [600, 220, 100, 80, 80, 80, 100, 220, 600],
        PlinkoOptions(rows: 8, risk: .medium): [1280, 380, 120, 60, 40, 60, 120, 380, 1280],
        PlinkoOptions(rows: 8, risk: .high): [2540, 520, 100, 40, 20, 40, 100, 520, 2540],
        PlinkoOptions(rows: 9, risk: .low): [640, 280, 160, 100, 60, 60, 100, 160, 280, 640],
        PlinkoOptions(rows: 9, risk: .medium): [1780, 540, 180, 80, 40, 40, 80, 180, 540, 1780],
        PlinkoOptions(rows: 9, risk: .high): [4180, 660, 200, 60, 20, 20, 60, 200, 660, 4180],
        PlinkoOptions(rows: 10, risk: .low): [920, 420, 180, 80, 80, 80, 80, 80, 180, 420, 920],
        PlinkoOptions(rows: 10, risk: .medium): [2320, 700, 240, 100, 60, 40, 60, 100, 240, 700, 2320],
        PlinkoOptions(rows: 10, risk: .high): [7060, 1120, 300, 80, 40, 0, 40, 80, 300, 1120, 7060],
        PlinkoOptions(rows: 11, risk: .low): [960, 500, 180, 120, 80, 80, 80, 80, 120, 180, 500, 960],
        PlinkoOptions(rows: 11, risk: .medium): [2720, 920, 340, 140, 80, 40, 40, 80, 140, 340, 920, 2720],
        PlinkoOptions(rows: 11, risk: .high): [10200, 1680, 460, 140, 40, 20, 20, 40, 140, 460, 1680, 10200],
        PlinkoOptions(rows: 12, risk: .low): [1140, 580, 240, 160, 80, 80, 80, 80, 80, 160, 240, 580, 1140],
        PlinkoOptions(rows: 12, risk: .medium): [3260, 1320, 460, 200, 80, 60, 40, 60, 80, 200, 460, 1320, 3260],
        PlinkoOptions(rows: 12, risk: .high): [14460, 2440, 640, 220, 80, 20, 20, 20, 80, 220, 640, 2440, 14460],
        PlinkoOptions(rows: 13, risk: .low): [1360, 660, 320, 180, 100, 80, 80, 80, 80, 100, 180, 320, 660, 1360],
        PlinkoOptions(rows: 13, risk: .medium): [4220, 1620, 600, 240, 120, 80, 40, 40, 80, 120, 240, 600, 1620, 4220],
        PlinkoOptions(rows: 13, risk: .high): [
            22160, 3660, 1020, 320, 100, 40, 20, 20, 40, 100, 320, 1020, 3660, 22160
        ],
        PlinkoOptions(rows: 14, risk: .low): [1420, 800, 380, 180, 140, 100, 80, 60, 80, 100, 140, 180, 380, 800, 1420],
        PlinkoOptions(rows: 14, risk: .medium): [
            5100, 2060, 780, 320, 160, 100, 60, 20, 60, 100, 160, 320, 780, 2060, 5100
        ],
        PlinkoOptions(rows: 14, risk: .high): [
            29020, 5440, 1420, 420, 140, 40, 40, 40, 40, 40, 140, 420, 1420, 5440, 29020
        ],
        PlinkoOptions(rows: 15, risk: .low): [
            1620, 1040, 480, 260, 140, 100, 80, 80, 80, 80, 100, 140, 260, 480, 1040, 1620
        ],
        PlinkoOptions(rows: 15, risk: .medium): [
            7080, 2380, 1180, 500, 220, 80, 80, 40, 40, 80, 80, 220, 500, 1180, 2380, 7080
        ],
        PlinkoOptions(rows: 15, risk: .high): [
            43380, 8540, 2480, 740, 260, 80, 20, 20, 20, 20, 80, 260, 740, 2480, 8540, 43380
        ],
        PlinkoOptions(rows: 16, risk: .low): [
            1920, 1020, 520, 260, 160, 100, 100, 80, 80, 80, 100, 100, 160, 260, 520, 1020, 1920
        ],
        PlinkoOptions(rows: 16, risk: .medium): [
            8500, 3240, 1700, 640, 320, 120, 80, 60, 20, 60, 80, 120, 320, 640, 1700, 3240, 8500
        ],
        PlinkoOptions(rows: 16, risk: .high): [
            85040, 13220, 3740, 1140, 400, 120, 40, 20, 0, 20, 40, 120, 400, 1140, 3740, 13220, 85040
        ]
    ]
}

extension PlinkoRisk {
    /// 0, 1, 2 for low, medium, high: the order tables are listed in.
    var ordinal: Int { PlinkoRisk.allCases.firstIndex(of: self) ?? 0 }
}
