/// Plinko with rows and risk fixed: one draw per wager, the bucket is a popcount.
///
/// The top `n` bits of one 64-bit word are the `n` fair bounces (1 = right); the bucket is the
/// number of rights, so every one of the `2ⁿ` bounce patterns is equally likely and bucket k
/// has probability `C(n,k) / 2ⁿ` exactly.
public struct PlinkoEngine: GameEngine, Hashable {
    /// The player's rows and risk.
    public let options: PlinkoOptions
    /// The multiplier table in use.
    public let table: PlinkoTable
    public let outcomeTable: OutcomeTable
    /// `64 − rows`: how far to shift a word to keep its top `rows` bits.
    @usableFromInline let shift: UInt64

    /// Builds the engine for `options` from the configuration's table.
    public init(configuration: PlinkoConfiguration = .defaults, options: PlinkoOptions = .default)
        throws(ConfigurationError)
    {
        try options.validate()
        guard let table = configuration.table(for: options) else {
            throw ConfigurationError(
                path: "risk", value: options.risk.rawValue,
                rule: "has no table for \(options.rows) rows in this configuration")
        }
        try table.validate(rows: options.rows, at: "plinko.tables[\(options.rows)].\(options.risk)")
        self.options = options
        self.table = table
        self.shift = UInt64(64 - options.rows)
        self.outcomeTable = PlinkoOdds.outcomeTable(table: table)
    }

    /// The bucket a bounce pattern lands in: the number of rights (set bits) among its `rows` bits.
    @inlinable @inline(__always)
    public static func bucket(forBounces pattern: UInt64) -> Int {
        pattern.nonzeroBitCount
    }

    /// - Complexity: one draw, a shift and a popcount; no allocation.
    @inlinable @inline(__always)
    public func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        outcome(decidedBy: generator.next())
    }

    /// Every round is its one word's: the bucket of the word's top `rows` bits.
    @inlinable @inline(__always)
    public func outcome(decidedBy word: UInt64) -> Int {
        // `shift` is 48…56, always below 64, so the unchecked shift is the same shift without the width test.
        PlinkoEngine.bucket(forBounces: word &>> shift)
    }

    @inlinable
    public var decidesRoundsByOneWord: Bool { true }
}
