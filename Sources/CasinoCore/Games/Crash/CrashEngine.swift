/// Crash with its target fixed: one draw per wager, decided by one integer comparison.
///
/// The engine draws `u` in 1…2⁵³ (`U = u / 2⁵³`). The player wins iff `floor(100·r / U) ≥ C`
/// (`C` the target in hundredths), i.e. iff `U ≤ 100·r / C`, i.e. iff `u ≤ T` with
/// `T = floor(returnPPM · 2⁵³ / (10 000 · C))`, precomputed in 128-bit integers, so no
/// floating-point rounding can move a wager across the threshold. The engine's exact win
/// probability is `T / 2⁵³`, within 2⁻⁵³ of the published `r / c`.
public struct CrashEngine: GameEngine, Hashable {
    /// The configuration the engine was built from.
    public let configuration: CrashConfiguration
    /// The player's target.
    public let target: CrashTarget
    /// `T`: the player wins iff the drawn numerator `u` is at most this.
    public let winThreshold: UInt64
    public let outcomeTable: OutcomeTable

    /// Index of "crash below the target" (pays 0) in `outcomeTable`.
    public static let lossIndex = 0
    /// Index of "cash out at the target" in `outcomeTable`.
    public static let winIndex = 1

    /// Builds the engine after checking the configuration and the target.
    public init(configuration: CrashConfiguration = .defaults, target: CrashTarget = .default)
        throws(ConfigurationError)
    {
        try configuration.validate()
        try target.validate(against: configuration)
        self.configuration = configuration
        self.target = target
        self.winThreshold = CrashEngine.winThreshold(returnPPM: configuration.returnPPM, target: target.centi)
        self.outcomeTable = CrashOdds.outcomeTable(returnPPM: configuration.returnPPM, target: target.centi)
    }

    /// `floor(returnPPM · 2⁵³ / (10 000 · C))`.
    public static func winThreshold(returnPPM: Int, target: Centi) -> UInt64 {
        let numerator = WideUnsigned(returnPPM) << 53
        return UInt64(numerator / (10_000 * WideUnsigned(target.hundredths)))
    }

    /// The crash point of a draw `u` in 1…2⁵³, in hundredths: `floor(100·r / U)` with `U = u / 2⁵³`,
    /// i.e. `max(100, floor(returnPPM · 2⁵³ / (10⁴ · u)))`. For display and tests; play uses `winThreshold`.
    public static func crashPoint(returnPPM: Int, numerator u: UInt64) -> Centi {
        let point = (WideUnsigned(returnPPM) << 53) / (10_000 * WideUnsigned(u))
        return Centi(Int(max(100, min(point, WideUnsigned(Int.max)))))
    }

    /// - Complexity: one draw, one comparison; no allocation.
    @inlinable
    public func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        outcome(decidedBy: generator.next())
    }

    /// Every round is its one word's: win iff the word's numerator `u` is at most `winThreshold`.
    @inlinable @inline(__always)
    public func outcome(decidedBy word: UInt64) -> Int {
        unitOpenClosedNumerator(of: word) <= winThreshold ? CrashEngine.winIndex : CrashEngine.lossIndex
    }

    @inlinable
    public var decidesRoundsByOneWord: Bool { true }
}
