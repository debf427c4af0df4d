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
    /// The first draw index after the round's draws: the round spends draws
    /// `position.drawIndex ..< nextDrawIndex` of its stream at commit, whether it is then settled
    /// or forfeited, so no later round can play any of them.
    public var nextDrawIndex: UInt64
    /// When it was placed.
    public var placedAt: Instant

    /// A pending wager from its fields.
    public init(
        id: UInt64, day: DayKey, game: GameKind, options: String, wager: Int,
        position: RandomPosition, nextDrawIndex: UInt64, placedAt: Instant
    ) {
        self.id = id
        self.day = day
        self.game = game
        self.options = options
        self.wager = wager
        self.position = position
        self.nextDrawIndex = nextDrawIndex
        self.placedAt = placedAt
    }

    /// The first draw no earlier round has spent once this one is committed.
    public var firstUnspentDraw: RandomPosition {
        RandomPosition(seed: position.seed, stream: position.stream, drawIndex: nextDrawIndex)
    }

    /// A forfeit loses the whole stake.
    public var forfeitDeltaMinutes: Int { -wager }
}
