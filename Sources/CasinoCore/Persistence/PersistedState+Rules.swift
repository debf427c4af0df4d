// The state transitions of Docs/rules.md (budget and cap; forfeit and persistence). Each mutates one value that is then saved in one write.

extension PersistedState {
    /// Day reset at local midnight: a new day starts with no game bonus and no usage.
    ///
    /// The budget day only moves forward: a local date earlier than `budgetDay` (flying west
    /// across midnight, a clock set back) continues the day already started instead of wiping it,
    /// and only a later date starts a new day. So the day is the one begun in the first zone of
    /// that day, and a time-zone change can lengthen or shorten it but never reset it twice.
    ///
    /// - Returns: true when `today` is a new day and the state changed.
    @discardableResult
    public mutating func resetIfNewDay(today: DayKey) -> Bool {
        guard today > budgetDay else { return false }
        budgetDay = today
        if let raised = nextDayAllowanceMinutes {
            dailyAllowanceMinutes = raised
            nextDayAllowanceMinutes = nil
        }
        bonusMinutesFromGames = 0
        usageMinutesToday = 0
        return true
    }

    /// Seed 002's rule for the day after running out: "when remainingMinutes becomes > 0 again,
    /// the control becomes unlockable, but it stays locked until the user toggles it". An unlock
    /// ends when the minutes do: a state with the wish on and 0 minutes left is stored with the
    /// wish off, so neither a new day's allowance nor a late win reopens the apps by itself (seed
    /// 000 S12 would reopen them at the new day; Docs/seeds.md, "Above 0 again"). At 0 the user
    /// therefore sees a locked control, as every other 0 shows it, and a tap is refused as before.
    ///
    /// - Returns: true when the wish was on and is now off.
    @discardableResult
    public mutating func endUnlockWithoutMinutes() -> Bool {
        guard userWantsUnlocked && !lockPolicy.unlockAllowed else { return false }
        userWantsUnlocked = false
        return true
    }

    /// Records the usage the platform reports for today. Usage within a day never goes down, so a
    /// stale or lower report is ignored — also after a selection change that removes an app (see
    /// Docs/rules.md: minutes already used stay used). `lastUsageRefreshDate` becomes `instant` when
    /// the reading changed the stored usage (a refresh that finds nothing new stores nothing).
    public mutating func refreshUsage(_ minutes: Int, today: DayKey, at instant: Instant? = nil) {
        let reset = resetIfNewDay(today: today)
        if minutes > usageMinutesToday || reset {
            usageMinutesToday = max(usageMinutesToday, minutes)
            if let instant { lastUsageRefreshDate = instant }
        }
    }

    /// Commits a wager: validates it against today's remaining minutes and the return floor (the
    /// bet on `outcomeTable` must return at least `returnFloor` with this moment's cap) and records
    /// it as pending. A refusal leaves the state as it was, apart from a due day reset.
    ///
    /// The caller saves the state *before* showing anything of the outcome, so a kill mid-game
    /// leaves the pending record behind to be forfeited at the next launch. A draw is spent at
    /// commit: the round's draws `position.drawIndex ..< nextDrawIndex` (the caller draws the
    /// outcome first, unseen, to know where they end) are spent by this write, settled or
    /// forfeited.
    ///
    /// The state decides where a round may start: `position` must be `nextRoundPosition(today:)`
    /// (the committed seed, the budget day's stream, the first draw no earlier round spent); any
    /// other is refused with why (`CasinoCoreError.noSeedCommitted`, `.seedRetired`, `.seedNotCommitted`,
    /// `.notTheDaysStream`, `.drawAlreadySpent`, `.drawSkipped`).
    public mutating func commitWager(
        game: GameKind, options: String, wager: Int, position: RandomPosition, nextDrawIndex: UInt64,
        outcomeTable: OutcomeTable, returnFloor: ReturnFloor, minutesUntilMidnight: Int,
        today: DayKey, at instant: Instant
    ) -> Result<PendingWager, CasinoCoreError> {
        if let refusal = refusal(ofPosition: position, today: today) { return .failure(refusal) }
        resetIfNewDay(today: today)
        if let error = WagerValidation.check(
            wager: wager, remainingMinutes: budget.remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight,
            outcomeTable: outcomeTable, returnFloor: returnFloor)
        {
            return .failure(error)
        }
        // A round spends at least its first draw.
        let end = max(nextDrawIndex, position.drawIndex &+ 1)
        let pending = PendingWager(
            id: nextWagerID, day: today, game: game, options: options, wager: wager,
            position: position, nextDrawIndex: end, placedAt: instant, budgetAtCommit: budget)
        nextWagerID += 1
        pendingWager = pending
        firstUnspentDraw = pending.firstUnspentDraw
        return .success(pending)
    }

    /// Applies a finished game's outcome and clears the pending wager — together, in this one value.
    ///
    /// The win is capped at midnight (`PayoutCap`); the delta changes the bonus only if the wager was
    /// placed today. Returns the transaction recorded, or nil if no pending wager has that id (an
    /// outcome can be applied at most once).
    @discardableResult
    public mutating func settlePendingWager(
        id: UInt64, outcome: GameOutcome, minutesUntilMidnight: Int,
        today: DayKey, at instant: Instant
    ) -> Transaction? {
        guard let pending = pendingWager, pending.id == id else { return nil }
        resetIfNewDay(today: today)
        let moment = CapMoment(remainingMinutes: budget.remainingMinutes, minutesUntilMidnight: minutesUntilMidnight)
        return resolve(
            pending, resolution: .settled, capped: moment.cap(outcome.deltaMinutes), today: today, at: instant,
            capMoment: moment)
    }

    /// The forfeit rule: a pending wager found at launch loses its stake, exactly once.
    ///
    /// The stake comes off the bonus only when the wager was placed today; a forfeit found on a later
    /// day is recorded but leaves the new day's bonus alone. Returns nil when nothing was pending.
    @discardableResult
    public mutating func forfeitPendingWager(today: DayKey, at instant: Instant) -> Transaction? {
        guard let pending = pendingWager else { return nil }
        resetIfNewDay(today: today)
        let capped = CappedDelta(deltaMinutes: pending.forfeitDeltaMinutes, capApplied: false)
        return resolve(pending, resolution: .forfeited, capped: capped, today: today, at: instant)
    }

    private mutating func resolve(
        _ pending: PendingWager, resolution: WagerResolution, capped: CappedDelta,
        today: DayKey, at instant: Instant, capMoment: CapMoment? = nil
    ) -> Transaction {
        let appliesToBonus = pending.day == today && budgetDay == today
        if appliesToBonus { bonusMinutesFromGames += capped.deltaMinutes }
        let transaction = Transaction(
            wagerID: pending.id, resolution: resolution, game: pending.game, options: pending.options,
            wager: pending.wager, deltaMinutes: capped.deltaMinutes, capApplied: capped.capApplied,
            day: pending.day, appliedToBonus: appliesToBonus, placedAt: pending.placedAt, resolvedAt: instant,
            position: pending.position, capMoment: capMoment,
            round: UInt64(transactions.appendedCount) + 1,
            previousHash: transactions.last?.chainHash ?? SHA256Digest.zero, budgetAtCommit: pending.budgetAtCommit)
        transactions.append(transaction)
        pendingWager = nil
        return transaction
    }
}
