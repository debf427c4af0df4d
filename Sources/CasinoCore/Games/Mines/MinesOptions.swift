/// The Mines player's plan: how many mines, and which tiles to reveal (in order) before cashing out.
///
/// Since the mines are a uniform random subset, which tiles are revealed does not change the odds;
/// the order only decides which reveal is reported as the one that hit a mine.
public struct MinesPlan: Hashable, Sendable, CustomStringConvertible {
    /// The number of mines `m`, 1…24.
    public var mines: Int
    /// The number of tiles revealed before cashing out, `k`, 1…25−m.
    public var reveals: Int
    /// The tiles (0…24, row by row) revealed in order; `reveals` distinct tiles.
    public var tiles: [Int]

    /// A plan revealing `tiles` (by default tiles 0, 1, …, reveals − 1; at most the board's 25
    /// tiles, so an out-of-range `reveals` read from input builds no huge array: `validate()`
    /// refuses it).
    public init(mines: Int, reveals: Int, tiles: [Int]? = nil) {
        self.mines = mines
        self.reveals = reveals
        self.tiles = tiles ?? Array(0..<min(max(0, reveals), MinesConfiguration.tileCount))
    }

    /// True when `tiles` is the default order 0, 1, …, reveals − 1 (read in place: any `reveals`,
    /// negative or huge, is safe to ask about before `validate()`).
    public var revealsInTileOrder: Bool {
        tiles.count == reveals && tiles.indices.allSatisfy { tiles[$0] == $0 }
    }

    /// 3 mines, 5 reveals: what commands that play use when `--mines`/`--reveals` are left out.
    public static let `default` = MinesPlan(mines: 3, reveals: 5)

    /// `"3 mines 5 reveals"`.
    public var description: String {
        "\(mines) mine\(mines == 1 ? "" : "s") \(reveals) reveal\(reveals == 1 ? "" : "s")"
    }

    /// Every plan with the default tile order: m = 1…24, k = 1…25−m, 300 plans.
    public static var all: [MinesPlan] {
        (1...24).flatMap { m in (1...(MinesConfiguration.tileCount - m)).map { MinesPlan(mines: m, reveals: $0) } }
    }

    /// Checks the plan; paths are the option names `mines`, `reveals`, `tiles`.
    public func validate() throws(ConfigurationError) {
        let n = MinesConfiguration.tileCount
        if mines < 1 || mines > n - 1 {
            throw ConfigurationError(path: "mines", value: String(mines), rule: "must be 1…24")
        }
        if reveals < 1 || reveals > n - mines {
            throw ConfigurationError(
                path: "reveals", value: String(reveals),
                rule: "must be 1…\(n - mines) with \(mines) mine\(mines == 1 ? "" : "s")")
        }
        if tiles.count != reveals {
            throw ConfigurationError(
                path: "tiles", value: "\(tiles.count) tiles", rule: "does not match \(reveals) reveals")
        }
        var seen: UInt64 = 0
        for (i, tile) in tiles.enumerated() {
            if tile < 0 || tile >= n {
                throw ConfigurationError(path: "tiles[\(i)]", value: String(tile), rule: "must be 0…24")
            }
            if seen & (1 << UInt64(tile)) != 0 {
                throw ConfigurationError(path: "tiles[\(i)]", value: String(tile), rule: "is revealed twice")
            }
            seen |= 1 << UInt64(tile)
        }
    }
}
