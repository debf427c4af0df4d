/// How a wager ended.
public enum WagerResolution: String, Hashable, Sendable, Codable {
    /// The game was played to its end and paid its outcome.
    case settled
    /// The app died before the outcome was applied; the stake is lost.
    case forfeited
}

/// One wager in the history, with everything needed to audit or replay it.
public struct Transaction: Hashable, Sendable, Codable {
    /// The round's number in the installation: 1 for its first round, one more for each next, so a
    /// removed or added round leaves a gap or a repeat (nil in states stored before it was recorded).
    public var round: UInt64?
    /// The `chainHash` of the round before (`SHA256Digest.zero` for round 1), so a round changed,
    /// removed, added or moved breaks the chain (nil in states stored before it was recorded).
    public var previousHash: SHA256Digest?
    /// The wager this round settled.
    public var wagerID: UInt64
    /// Won, lost or forfeited.
    public var resolution: WagerResolution
    /// The game played.
    public var game: GameKind
    /// The options, as the game prints them.
    public var options: String
    /// The stake in whole minutes.
    public var wager: Int
    /// The minutes the wager changed the bonus by, after the cap (negative for a loss).
    public var deltaMinutes: Int
    /// True when the midnight cap reduced a win.
    public var capApplied: Bool
    /// The day the wager was placed on.
    public var day: DayKey
    /// True when `deltaMinutes` was added to that day's bonus; false for a wager resolved on a
    /// later day (recorded, but it may not touch another day's bonus).
    public var appliedToBonus: Bool
    /// When the wager was committed.
    public var placedAt: Instant
    /// When it was settled or forfeited.
    public var resolvedAt: Instant
    /// The RNG position (seed, stream, draw index) that produced the outcome.
    public var position: RandomPosition
    /// For a settled round, what the midnight cap was computed from (nil for a forfeit, and in
    /// states stored before it was recorded), so the capped delta can be re-derived.
    public var capMoment: CapMoment?
    /// The day's budget the stake was accepted against at commit (`PendingWager.budgetAtCommit`):
    /// the allowance, the games' bonus and the usage reading, so `verify` re-derives the remaining
    /// minutes the stake, the gain rule and the return floor were judged on (nil in states stored
    /// before it was recorded).
    public var budgetAtCommit: TimeBudget?

    /// A transaction from its fields.
    public init(
        wagerID: UInt64, resolution: WagerResolution, game: GameKind, options: String, wager: Int,
        deltaMinutes: Int, capApplied: Bool, day: DayKey, appliedToBonus: Bool,
        placedAt: Instant, resolvedAt: Instant, position: RandomPosition, capMoment: CapMoment? = nil,
        round: UInt64? = nil, previousHash: SHA256Digest? = nil, budgetAtCommit: TimeBudget? = nil
    ) {
        self.round = round
        self.previousHash = previousHash
        self.wagerID = wagerID
        self.resolution = resolution
        self.game = game
        self.options = options
        self.wager = wager
        self.deltaMinutes = deltaMinutes
        self.capApplied = capApplied
        self.day = day
        self.appliedToBonus = appliedToBonus
        self.placedAt = placedAt
        self.resolvedAt = resolvedAt
        self.position = position
        self.capMoment = capMoment
        self.budgetAtCommit = budgetAtCommit
    }
}
