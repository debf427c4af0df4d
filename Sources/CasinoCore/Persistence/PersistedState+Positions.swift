// Where a round's draws come from (Docs/rng.md): the state, not the caller, decides the one
// position the next round may start at, so a shell cannot pick its draws, replay one, or play on a
// seed that is revealed or was never committed to.

extension PersistedState {
    /// The position the next round must start at on `today` (the budget day then: a local date
    /// before `budgetDay` continues it), or nil while no seed is committed.
    ///
    /// An installation's seed plays stream `roundStream` of the budget day from its draw 0, each
    /// round starting at the first draw the rounds before it left unspent (settled or forfeited).
    /// After an export the seed in use is a fresh one, from draw 0 of the day's stream. Draw the
    /// round's outcome from `makeGenerator()` of this position and commit it with where its draws
    /// ended; `commitWager` refuses every other position.
    ///
    /// A lab seed (the day simulation's, package-only) plays one stream, the one its first round
    /// opened, and its rounds may start past the first unspent draw: the lab draws each day's plan
    /// from the same stream between rounds.
    public func nextRoundPosition(today: DayKey) -> RandomPosition? {
        guard let seed = seedLedger?.current else { return nil }
        let spent = firstUnspentDraw.flatMap { $0.seed == seed ? $0 : nil }
        if seed.labSeed != nil { return spent ?? RandomPosition(seed: seed, stream: 0, drawIndex: 0) }
        let stream = max(today, budgetDay).roundStream
        if let spent, spent.stream == stream { return spent }
        return RandomPosition(seed: seed, stream: stream, drawIndex: 0)
    }

    /// Why a round may not start at `position` on `today`, or nil when it may (the rules of
    /// `nextRoundPosition`).
    func refusal(ofPosition position: RandomPosition, today: DayKey) -> CasinoCoreError? {
        guard let ledger = seedLedger, let next = nextRoundPosition(today: today) else { return .noSeedCommitted }
        guard position.seed == ledger.current else {
            // A seed rotated out of the ledger (no kept round uses it) may still have been revealed.
            let retired =
                ledger.isRetired(position.seed) || transactions.entries.contains { $0.position.seed == position.seed }
            let commitment = position.seed.commitment
            return retired
                ? .seedRetired(commitment: commitment, current: ledger.currentCommitment)
                : .seedNotCommitted(commitment: commitment, current: ledger.currentCommitment)
        }
        // A lab seed's first round opens its stream (`nextRoundPosition` names stream 0 then).
        let opensLabStream = position.seed.labSeed != nil && firstUnspentDraw?.seed != position.seed
        if opensLabStream { return nil }
        guard position.stream == next.stream else { return .notTheDaysStream(position: position, stream: next.stream) }
        if position.drawIndex < next.drawIndex { return .drawAlreadySpent(position: position, firstUnspent: next) }
        if position.drawIndex > next.drawIndex && position.seed.labSeed == nil {
            return .drawSkipped(position: position, nextDraw: next)
        }
        return nil
    }

    /// Commits the lab's 64-bit run seed on a state that has no seed yet, as the app commits its
    /// own before the first round (the day simulation's device; package-only).
    package mutating func commitLabSeedIfNeeded(_ labSeed: UInt64) {
        if seedLedger == nil { seedLedger = SeedLedger(labSeed: labSeed) }
    }
}
