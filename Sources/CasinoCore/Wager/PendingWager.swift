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
    /// The day's budget the stake was accepted against: the allowance, the games' bonus and the
    /// usage reading at commit, whose `remainingMinutes` the stake, the gain rule and the return
    /// floor were judged on (nil in states stored before 0.7.0 recorded it).
    public var budgetAtCommit: TimeBudget?

    /// A pending wager from its fields.
    public init(
        id: UInt64, day: DayKey, game: GameKind, options: String, wager: Int,
        position: RandomPosition, nextDrawIndex: UInt64, placedAt: Instant, budgetAtCommit: TimeBudget? = nil
    ) {
        self.id = id
        self.day = day
        self.game = game
        self.options = options
        self.wager = wager
        self.position = position
        self.nextDrawIndex = nextDrawIndex
        self.placedAt = placedAt
        self.budgetAtCommit = budgetAtCommit
    }

    private enum CodingKeys: String, CodingKey {
        case id, day, game, options, wager, position, nextDrawIndex, placedAt, budgetAtCommit
    }

    /// Decodes a stored pending wager, 0.2.0's too.
    ///
    /// 0.2.0 stored no `nextDrawIndex` (draws were not spent at commit then): such a wager spends
    /// its first draw only, the least a round spends. That is safe: it was drawn from a 64-bit
    /// seed of 0.2.0, and every round since plays on the installation's own 256-bit seed
    /// (`SeedLedger`), so no later round can play the draws it saw; launch forfeits it.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let position = try c.decode(RandomPosition.self, forKey: .position)
        self.init(
            id: try c.decode(UInt64.self, forKey: .id), day: try c.decode(DayKey.self, forKey: .day),
            game: try c.decode(GameKind.self, forKey: .game), options: try c.decode(String.self, forKey: .options),
            wager: try c.decode(Int.self, forKey: .wager), position: position,
            nextDrawIndex: try c.decodeIfPresent(UInt64.self, forKey: .nextDrawIndex) ?? position.drawIndex &+ 1,
            placedAt: try c.decode(Instant.self, forKey: .placedAt),
            budgetAtCommit: try c.decodeIfPresent(TimeBudget.self, forKey: .budgetAtCommit))
    }

    /// The first draw no earlier round has spent once this one is committed.
    public var firstUnspentDraw: RandomPosition {
        RandomPosition(seed: position.seed, stream: position.stream, drawIndex: nextDrawIndex)
    }

    /// A forfeit loses the whole stake.
    public var forfeitDeltaMinutes: Int { -wager }
}
