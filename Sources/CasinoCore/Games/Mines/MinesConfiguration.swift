/// The rules of Mines that a casino may tune: the return rate, or a multiplier per plan.
///
/// A 5×5 board hides `m` mines placed uniformly at random; the player reveals `k` tiles and
/// cashes out if none is a mine. Surviving has probability `C(25−m, k) / C(25, k)`, so the fair
/// multiplier is its inverse. Without a table the paid multiplier is the formula
/// `M(m,k) = floor(100 · r · C(25,k) / C(25−m,k)) / 100`; with one, each plan pays its own entry,
/// and a plan whose entry is nil is not offered.
public struct MinesConfiguration: Hashable, Sendable {
    /// The return rate `r` in parts per million (970 000 is 97 %): the formula's.
    public var returnPPM: Int
    /// Per plan, the multiplier paid: `multipliers[m − 1][k − 1]` for m mines and k reveals (24 rows,
    /// row m − 1 has 25 − m entries). nil: every plan pays the formula. A nil entry: not offered.
    public var multipliers: [[Centi?]]?

    /// A configuration, unchecked: the formula at `returnPPM`, or the per-plan `multipliers` table.
    public init(returnPPM: Int, multipliers: [[Centi?]]? = nil) {
        self.returnPPM = returnPPM
        self.multipliers = multipliers
    }

    /// The number of tiles on the board.
    public static let tileCount = 25

    /// The table tuned for the return floor (`MinesConfiguration+Defaults.swift`); r = 0.97 for the formula.
    public static let defaults = MinesConfiguration(returnPPM: 970_000, multipliers: floorTunedMultipliers)

    /// Whether the plan of `mines` mines and `reveals` reveals is offered: always without a table.
    public func offers(mines: Int, reveals: Int) -> Bool {
        guard let multipliers else { return true }
        guard mines >= 1, mines <= multipliers.count, reveals >= 1, reveals <= multipliers[mines - 1].count else {
            return false
        }
        return multipliers[mines - 1][reveals - 1] != nil
    }

    /// The multiplier paid in hundredths: the table's entry, or without a table
    /// `floor(returnPPM · 100 · C(25,k) / (10⁶ · C(25−m,k)))`, all in integers (0 for a plan not offered).
    public func cashOutMultiplier(mines: Int, reveals: Int) -> Centi {
        if let multipliers {
            guard offers(mines: mines, reveals: reveals) else { return Centi(0) }
            return multipliers[mines - 1][reveals - 1] ?? Centi(0)
        }
        return formulaMultiplier(mines: mines, reveals: reveals)
    }

    /// `M(m,k)` by the formula at `returnPPM`, whatever the table says.
    public func formulaMultiplier(mines: Int, reveals: Int) -> Centi {
        let all = binomialCoefficient(MinesConfiguration.tileCount, reveals)
        let safe = binomialCoefficient(MinesConfiguration.tileCount - mines, reveals)
        guard safe > 0 else { return Centi(0) }
        return Centi(Int(WideUnsigned(returnPPM) * 100 * all / (1_000_000 * safe)))
    }

    /// Checks every rule; the error's path starts with `mines.`.
    public func validate() throws(ConfigurationError) {
        try validateReturnPPM(returnPPM, path: "mines.returnPPM")
        guard let multipliers else { return }
        let rows = MinesConfiguration.tileCount - 1
        if multipliers.count != rows {
            throw ConfigurationError(
                path: "mines.multipliers", value: "\(multipliers.count) rows",
                rule: "must be \(rows), one per mine count 1…\(rows)")
        }
        for (i, row) in multipliers.enumerated() {
            let reveals = MinesConfiguration.tileCount - (i + 1)
            if row.count != reveals {
                throw ConfigurationError(
                    path: "mines.multipliers[\(i)]", value: "\(row.count) multipliers",
                    rule: "must be \(reveals), one per reveal count 1…\(reveals) with \(i + 1) mine\(i == 0 ? "" : "s")"
                )
            }
            for (j, centi) in row.enumerated() {
                if let centi, centi.hundredths <= 0 || centi.hundredths > MinesConfiguration.maximumCenti {
                    throw ConfigurationError(
                        path: "mines.multipliers[\(i)][\(j)]", value: centi.description,
                        rule:
                            "must be above 0 and at most \(Centi(MinesConfiguration.maximumCenti)) (null: not offered)")
                }
            }
        }
    }

    /// The largest multiplier a table may hold: 1 000 000x, the largest multiplier a configuration
    /// file can give (the error named 10⁸x, which no file could reach); every payout stays inside 64 bits.
    public static let maximumCenti = 100_000_000
}
