/// Everything the app persists, saved whole in one atomic write (see `StateStorage`).
///
/// The transitions below are the product's rules for the stored state; each returns by mutating
/// a copy, and the coordinator saves the result in one write, so every rule is atomic.
///
/// The fields live in one shared box, copied on the first write to a shared state: a state is
/// copied at every event (the state read, the state before, the next one, the one stored), so a
/// copy is one reference count, and two states that no write has separated compare equal by
/// identity without reading a field. It is still a value: no write to one copy reaches another.
/// The fields that hold references are read in place (`_read`), so reading the history's count
/// does not copy the history.
public struct PersistedState: Hashable, Sendable, Codable {
    /// The stored fields, in the order they are encoded.
    @usableFromInline
    struct Fields: Hashable, Sendable, Codable {
        @usableFromInline var dailyAllowanceMinutes: Int
        @usableFromInline var nextDayAllowanceMinutes: Int?
        @usableFromInline var bonusMinutesFromGames: Int
        @usableFromInline var usageMinutesToday: Int
        @usableFromInline var lastUsageRefreshDate: Instant?
        @usableFromInline var budgetDay: DayKey
        @usableFromInline var userWantsUnlocked: Bool
        @usableFromInline var appSelection: [String]
        @usableFromInline var transactions: TransactionHistory
        @usableFromInline var pendingWager: PendingWager?
        @usableFromInline var nextWagerID: UInt64
        @usableFromInline var seedLedger: SeedLedger?
        @usableFromInline var firstUnspentDraw: RandomPosition?
    }

    /// The box the fields live in, shared by copies until one of them writes.
    @usableFromInline
    final class Box: @unchecked Sendable {
        // Written only through `PersistedState.fields`'s `_modify`, after `unshare()` has made this
        // box its state's own: no two accesses to it overlap, so the run-time check is skipped.
        @exclusivity(unchecked) @usableFromInline var fields: Fields

        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }

    @usableFromInline var box: Box

    /// The fields, read from the shared box and written to this state's own.
    @usableFromInline var fields: Fields {
        @inlinable @inline(__always) get { box.fields }
        @inlinable @inline(__always) _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    /// The allowance of `budgetDay`, in whole minutes.
    @inlinable public var dailyAllowanceMinutes: Int {
        get { box.fields.dailyAllowanceMinutes }
        _modify { yield &fields.dailyAllowanceMinutes }
    }
    /// A raised allowance waiting for the next day (a raise never applies mid-day; see `changeAllowance`).
    @inlinable public var nextDayAllowanceMinutes: Int? {
        get { box.fields.nextDayAllowanceMinutes }
        _modify { yield &fields.nextDayAllowanceMinutes }
    }
    /// Net game minutes of `budgetDay`.
    @inlinable public var bonusMinutesFromGames: Int {
        get { box.fields.bonusMinutesFromGames }
        _modify { yield &fields.bonusMinutesFromGames }
    }
    /// Restricted-app use on `budgetDay` at the last refresh.
    @inlinable public var usageMinutesToday: Int {
        get { box.fields.usageMinutesToday }
        _modify { yield &fields.usageMinutesToday }
    }
    /// When `usageMinutesToday` last took a new reading from the platform (nil before the first).
    @inlinable public var lastUsageRefreshDate: Instant? {
        get { box.fields.lastUsageRefreshDate }
        _modify { yield &fields.lastUsageRefreshDate }
    }
    /// The day `bonusMinutesFromGames` and `usageMinutesToday` belong to.
    @inlinable public var budgetDay: DayKey {
        get { box.fields.budgetDay }
        _modify { yield &fields.budgetDay }
    }
    /// Whether the user wants the restricted apps open.
    @inlinable public var userWantsUnlocked: Bool {
        get { box.fields.userWantsUnlocked }
        _modify { yield &fields.userWantsUnlocked }
    }
    /// The restricted apps, as opaque tokens.
    @inlinable public var appSelection: [String] {
        _read { yield box.fields.appSelection }
        _modify { yield &fields.appSelection }
    }
    /// The bounded history of rounds.
    @inlinable public var transactions: TransactionHistory {
        _read { yield box.fields.transactions }
        _modify { yield &fields.transactions }
    }
    /// The wager committed but not yet settled, if any.
    @inlinable public var pendingWager: PendingWager? {
        _read { yield box.fields.pendingWager }
        _modify { yield &fields.pendingWager }
    }
    /// The next wager id to hand out.
    @inlinable public var nextWagerID: UInt64 {
        get { box.fields.nextWagerID }
        _modify { yield &fields.nextWagerID }
    }
    /// The installation's seeds (nil until the first is made; see `installSeedIfNeeded`).
    @inlinable public var seedLedger: SeedLedger? {
        _read { yield box.fields.seedLedger }
        _modify { yield &fields.seedLedger }
    }
    /// The first draw of the stream in use that no committed round has spent (nil before the
    /// first round): a commit moves it past the round's draws in the same write as the pending
    /// wager. The next round starts exactly there while its seed and the day's stream are this
    /// draw's (`nextRoundPosition(today:)`).
    @inlinable public var firstUnspentDraw: RandomPosition? {
        get { box.fields.firstUnspentDraw }
        _modify { yield &fields.firstUnspentDraw }
    }

    /// A state, as the first launch stores it.
    public init(
        dailyAllowanceMinutes: Int, budgetDay: DayKey, bonusMinutesFromGames: Int = 0,
        usageMinutesToday: Int = 0, userWantsUnlocked: Bool = false, appSelection: [String] = [],
        transactions: TransactionHistory = TransactionHistory(), pendingWager: PendingWager? = nil,
        nextWagerID: UInt64 = 1
    ) {
        box = Box(
            Fields(
                dailyAllowanceMinutes: dailyAllowanceMinutes, nextDayAllowanceMinutes: nil,
                bonusMinutesFromGames: bonusMinutesFromGames, usageMinutesToday: usageMinutesToday,
                lastUsageRefreshDate: nil, budgetDay: budgetDay, userWantsUnlocked: userWantsUnlocked,
                appSelection: appSelection, transactions: transactions, pendingWager: pendingWager,
                nextWagerID: nextWagerID, seedLedger: nil, firstUnspentDraw: nil))
    }

    /// The budget of `budgetDay`; `remainingMinutes` is derived from it.
    @inlinable public var budget: TimeBudget {
        TimeBudget(
            dailyAllowanceMinutes: box.fields.dailyAllowanceMinutes,
            bonusMinutesFromGames: box.fields.bonusMinutesFromGames,
            usageMinutesToday: box.fields.usageMinutesToday)
    }

    /// The lock policy for the current budget.
    @inlinable public var lockPolicy: LockPolicy {
        LockPolicy(userWantsUnlocked: userWantsUnlocked, remainingMinutes: budget.remainingMinutes)
    }
}

// Equality, hashing and storage see the fields (the same keys, in the same order, as before the box).
extension PersistedState {
    @inlinable
    public static func == (lhs: PersistedState, rhs: PersistedState) -> Bool {
        if lhs.box === rhs.box { return true }
        // Field by field in the boxes, the numbers first: comparing the two `Fields` values whole
        // copied both out of their boxes (a reference count per array, history and string each).
        let l = lhs.box
        let r = rhs.box
        return l.fields.bonusMinutesFromGames == r.fields.bonusMinutesFromGames
            && l.fields.usageMinutesToday == r.fields.usageMinutesToday
            && l.fields.nextWagerID == r.fields.nextWagerID
            && l.fields.dailyAllowanceMinutes == r.fields.dailyAllowanceMinutes
            && l.fields.userWantsUnlocked == r.fields.userWantsUnlocked
            && l.fields.budgetDay == r.fields.budgetDay
            && l.fields.lastUsageRefreshDate == r.fields.lastUsageRefreshDate
            && l.fields.nextDayAllowanceMinutes == r.fields.nextDayAllowanceMinutes
            && l.fields.firstUnspentDraw == r.fields.firstUnspentDraw
            && l.fields.pendingWager == r.fields.pendingWager
            && l.fields.transactions == r.fields.transactions
            && l.fields.appSelection == r.fields.appSelection
            && l.fields.seedLedger == r.fields.seedLedger
    }

    public func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }

    /// Decodes a stored state, checked as `validated()` checks it: a state no valid history can
    /// produce is refused with `DecodingError.dataCorrupted` whose underlying error is the
    /// `CasinoCoreError` naming the field, its value and the rule.
    public init(from decoder: any Decoder) throws {
        box = Box(try Fields(from: decoder))
        if let error = firstBrokenRule {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    /// Decodes a stored state without the read-back check, for `UncheckedVersionedState` only: the
    /// coordinator checks it when it loads it.
    init(uncheckedFrom decoder: any Decoder) throws { box = Box(try Fields(from: decoder)) }

    public func encode(to encoder: any Encoder) throws { try box.fields.encode(to: encoder) }
}
