/// Everything the app persists, saved whole in one atomic write (see `StateStorage`).
///
/// The transitions below are the product's rules for the stored state; each returns by mutating
/// a copy, and the coordinator saves the result in one write, so every rule is atomic.
public struct PersistedState: Hashable, Sendable, Codable {
    /// The allowance of `budgetDay`, in whole minutes.
    public var dailyAllowanceMinutes: Int
    /// A raised allowance waiting for the next day (a raise never applies mid-day; see `changeAllowance`).
    public var nextDayAllowanceMinutes: Int?
    /// Net game minutes of `budgetDay`.
    public var bonusMinutesFromGames: Int
    /// Restricted-app use on `budgetDay` at the last refresh.
    public var usageMinutesToday: Int
    /// When `usageMinutesToday` last took a new reading from the platform (nil before the first).
    public var lastUsageRefreshDate: Instant?
    /// The day `bonusMinutesFromGames` and `usageMinutesToday` belong to.
    public var budgetDay: DayKey
    /// Whether the user wants the restricted apps open.
    public var userWantsUnlocked: Bool
    /// The restricted apps, as opaque tokens.
    public var appSelection: [String]
    /// The bounded history of rounds.
    public var transactions: TransactionHistory
    /// The wager committed but not yet settled, if any.
    public var pendingWager: PendingWager?
    /// The next wager id to hand out.
    public var nextWagerID: UInt64
    /// The installation's seeds (nil until the first is made; see `installSeedIfNeeded`).
    public var seedLedger: SeedLedger?
    /// The first draw of the stream in use that no committed round has spent (nil before the
    /// first round): a commit moves it past the round's draws in the same write as the pending
    /// wager, and a round that would start before it is refused.
    public var firstUnspentDraw: RandomPosition?

    /// A state, as the first launch stores it.
    public init(
        dailyAllowanceMinutes: Int, budgetDay: DayKey, bonusMinutesFromGames: Int = 0,
        usageMinutesToday: Int = 0, userWantsUnlocked: Bool = false, appSelection: [String] = [],
        transactions: TransactionHistory = TransactionHistory(), pendingWager: PendingWager? = nil,
        nextWagerID: UInt64 = 1
    ) {
        self.dailyAllowanceMinutes = dailyAllowanceMinutes
        self.bonusMinutesFromGames = bonusMinutesFromGames
        self.usageMinutesToday = usageMinutesToday
        self.budgetDay = budgetDay
        self.userWantsUnlocked = userWantsUnlocked
        self.appSelection = appSelection
        self.transactions = transactions
        self.pendingWager = pendingWager
        self.nextWagerID = nextWagerID
    }

    /// The budget of `budgetDay`; `remainingMinutes` is derived from it.
    public var budget: TimeBudget {
        TimeBudget(
            dailyAllowanceMinutes: dailyAllowanceMinutes,
            bonusMinutesFromGames: bonusMinutesFromGames,
            usageMinutesToday: usageMinutesToday)
    }

    /// The lock policy for the current budget.
    public var lockPolicy: LockPolicy {
        LockPolicy(userWantsUnlocked: userWantsUnlocked, remainingMinutes: budget.remainingMinutes)
    }
}
