/// The rules of Mines that a casino may tune: the return rate.
///
/// A 5×5 board hides `m` mines placed uniformly at random; the player reveals `k` tiles and
/// cashes out if none is a mine. Surviving has probability `C(25−m, k) / C(25, k)`, so the fair
/// multiplier is its inverse; the paid multiplier is `M(m,k) = floor(100 · r · C(25,k) / C(25−m,k)) / 100`.
public struct MinesConfiguration: Hashable, Sendable {
    /// The return rate `r` in parts per million (970 000 is 97 %).
    public var returnPPM: Int

    public init(returnPPM: Int) { self.returnPPM = returnPPM }

    /// The number of tiles on the board.
    public static let tileCount = 25

    /// r = 0.97.
    public static let defaults = MinesConfiguration(returnPPM: 970_000)

    /// `M(m,k)` in hundredths: `floor(returnPPM · 100 · C(25,k) / (10⁶ · C(25−m,k)))`, all in integers.
    public func cashOutMultiplier(mines: Int, reveals: Int) -> Centi {
        let all = binomialCoefficient(MinesConfiguration.tileCount, reveals)
        let safe = binomialCoefficient(MinesConfiguration.tileCount - mines, reveals)
        guard safe > 0 else { return Centi(0) }
        return Centi(Int(WideUnsigned(returnPPM) * 100 * all / (1_000_000 * safe)))
    }

    /// Checks every rule; the error's path starts with `mines.`.
    public func validate() throws(ConfigurationError) {
        try validateReturnPPM(returnPPM, path: "mines.returnPPM")
    }
}
