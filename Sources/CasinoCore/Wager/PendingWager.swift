/// A wager that was committed and whose game has not been settled yet.
///
/// It is persisted *before* the engine runs, so a game killed mid-play (any game, a Mines board
/// with safe tiles already revealed included) is found at the next launch and forfeited once.
public struct PendingWager: Hashable, Sendable, Codable {
    /// A number unique within the installation, to match the outcome to the wager.
    public var id: UInt64
    /// The local day the wager was placed on: the only day whose bonus it may change.
    public var day: DayKey
    /// The game (stored as its name: `"crash"`, `"plinko"`, …).
    public var game: GameKind
    /// The chosen options, as shown to the user (`"target 2.00x"`).
    public var options: String
    /// The minutes staked.
    public var wager: Int
    /// Where the engine's randomness starts, so the wager can be replayed.
    public var position: RandomPosition
    /// When it was placed.
    public var placedAt: Instant

    public init(
        id: UInt64, day: DayKey, game: GameKind, options: String, wager: Int,
        position: RandomPosition, placedAt: Instant
    ) {
        self.id = id
        self.day = day
        self.game = game
        self.options = options
        self.wager = wager
        self.position = position
        self.placedAt = placedAt
    }

    /// A forfeit loses the whole stake.
    public var forfeitDeltaMinutes: Int { -wager }
}
