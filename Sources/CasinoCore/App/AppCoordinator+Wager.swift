// Game commit and settlement (seed sequences 9 and 10), as two writes with the engine between:
// the pending wager is stored before the game runs, and the outcome is applied together with
// clearing it. A kill after the first write is a forfeit at the next launch; after the second,
// the wager is settled; there is no point at which it can be charged twice.

extension AppCoordinator {
    /// Where the next round's draws start, read from the store first: the committed seed, today's
    /// stream, the first draw no earlier round spent (`PersistedState.nextRoundPosition(today:)`).
    /// Nil until a seed is committed (`seedCommitment(using:)`). Draw the outcome from
    /// `makeGenerator()` of it and pass it to `commitWager`, which refuses any other position.
    public mutating func nextRoundPosition() -> RandomPosition? {
        reload()
        return state.nextRoundPosition(today: budgetToday)
    }

    /// Places a wager: checks `1 ≤ wager ≤ remainingMinutes` and the return floor (the bet's exact
    /// effective return on `outcomeTable`, with rounding and the cap at this moment, is at least
    /// `returnFloor`), and stores it as pending *before* the engine runs.
    ///
    /// - Parameters:
    ///   - game: the game's name, as recorded in the history.
    ///   - options: the chosen options, as shown to the user.
    ///   - wager: the stake in minutes.
    ///   - position: where the engine's randomness starts, so the wager can be replayed: exactly
    ///     `nextRoundPosition()` (any other is refused, `PersistedState.commitWager`).
    ///   - nextDrawIndex: the first draw index after the round's draws (draw the outcome first,
    ///     show nothing of it until this returns): the round's draws are spent by this commit,
    ///     settled or forfeited.
    ///   - outcomeTable: the chosen options' outcome table (the engine's `outcomeTable`).
    ///   - returnFloor: the configuration's floor (`GameConfiguration.returnFloor`).
    /// - Returns: the pending wager to settle, or why it was refused (nothing stored then: no write,
    ///   no shield call).
    public mutating func commitWager(
        game: GameKind, options: String, wager: Int, position: RandomPosition, nextDrawIndex: UInt64,
        outcomeTable: OutcomeTable, returnFloor: ReturnFloor
    ) -> Result<PendingWager, CasinoCoreError> {
        startWritingEvent()
        while true {
            reload()
            if let result = commitWagerOnce(
                game: game, options: options, wager: wager, position: position, nextDrawIndex: nextDrawIndex,
                outcomeTable: outcomeTable, returnFloor: returnFloor)
            {
                return result
            }
        }
    }

    /// One attempt at `commitWager` on the state as read; nil when another process wrote first.
    mutating func commitWagerOnce(
        game: GameKind, options: String, wager: Int, position: RandomPosition, nextDrawIndex: UInt64,
        outcomeTable: OutcomeTable, returnFloor: ReturnFloor
    ) -> Result<PendingWager, CasinoCoreError>? {
        let before = state
        if let pending = state.pendingWager {
            logSequence(.wagerRefused, from: before, wagerID: pending.id)
            return .failure(.gameInProgress(wagerID: pending.id))
        }
        var next = state
        let committed = next.commitWager(
            game: game, options: options, wager: wager, position: position, nextDrawIndex: nextDrawIndex,
            outcomeTable: outcomeTable, returnFloor: returnFloor,
            minutesUntilMidnight: clock.minutesUntilMidnight,
            today: budgetToday, at: clock.now)
        switch committed {
        case .success(let pending):
            guard store(next) else { return nil }
            logSequence(.gameCommit, from: before, wagerID: pending.id)
        case .failure:
            logSequence(.wagerRefused, from: before)
        }
        return committed
    }

    /// Settles the pending wager `id` with the engine's `outcome`: the win is capped at midnight,
    /// the delta applied and the pending record cleared in one write; then the shields are
    /// enforced (applied if remaining reached 0, never cleared by a win: `userWantsUnlocked` is
    /// untouched).
    ///
    /// - Returns: the transaction, or nil when no pending wager has that id (already settled or
    ///   forfeited): an outcome is applied at most once.
    @discardableResult
    public mutating func settleWager(id: UInt64, outcome: GameOutcome) -> Transaction? {
        startWritingEvent()
        while true {
            reload()
            if let result = settleWagerOnce(id: id, outcome: outcome) { return result }
        }
    }

    /// One attempt at `settleWager` on the state as read: `.some(nil)` when nothing is pending with
    /// that id, nil when another process wrote first.
    mutating func settleWagerOnce(id: UInt64, outcome: GameOutcome) -> Transaction?? {
        // A copy of the state is one reference (`PersistedState`'s box), and appending to a shared
        // history copies only its newest entries (`TransactionHistory`).
        let before = state
        var next = state
        guard
            let settled = next.settlePendingWager(
                id: id, outcome: outcome,
                minutesUntilMidnight: clock.minutesUntilMidnight,
                today: budgetToday, at: clock.now)
        else {
            return .some(nil)
        }
        guard store(next) else { return nil }
        let wonWhileLocked = settled.deltaMinutes > 0 && !before.lockPolicy.isUnlockedEffective
        logSequence(
            wonWhileLocked ? .winWhileLocked : .gameResolution, from: before, wagerID: settled.wagerID,
            deltaMinutes: settled.deltaMinutes)
        return settled
    }
}
