// Production seeding (Docs/rng.md, "Seeding for production"): a seed is committed to before its
// first round and revealed only once retired, when the history is exported.

extension PersistedState {
    /// Makes the installation's first seed, if there is none yet, and returns the commitment to
    /// show the player. Call it (and store the state) before the first round.
    @discardableResult
    public mutating func installSeedIfNeeded<Source: RandomNumberGenerator>(using source: inout Source)
        -> SHA256Digest
    {
        if let ledger = seedLedger { return ledger.currentCommitment }
        let ledger = SeedLedger(using: &source)
        seedLedger = ledger
        return ledger.currentCommitment
    }

    /// Sets the player's seed (`SeedLedger.setPlayerSeed`): the seed in use is retired and the next
    /// rounds are drawn from the next seed, committed before the player chose, mixed with `player`.
    /// Nil while a wager is pending (its round is drawn from the seed in use) or before the first
    /// seed; else the seeds as the bet card now shows them. The caller stores the state.
    public mutating func setPlayerSeed<Source: RandomNumberGenerator>(
        _ player: PlayerSeed, using source: inout Source
    ) -> SeedDisclosure? {
        guard pendingWager == nil, seedLedger != nil else { return nil }
        let used = Set(transactions.entries.map(\.position.seed))
        seedLedger?.setPlayerSeed(player, using: &source, keeping: used)
        return seedLedger?.disclosure
    }

    /// The history export: rotates to a fresh committed seed first, so the export reveals only
    /// seeds no round will use again. Nil while a wager is pending (its round would be played
    /// under a revealed seed); the caller stores the state before handing the export out.
    ///
    /// - Complexity: O(history): it hashes the newest round and copies every kept one.
    public mutating func exportHistory<Source: RandomNumberGenerator>(
        configurationDigest: String = HistoryExport.defaultConfigurationDigest, timeZone: String,
        using source: inout Source
    ) -> HistoryExport? {
        guard pendingWager == nil else { return nil }
        installSeedIfNeeded(using: &source)
        let entries = transactions.entries
        let used = Set(entries.map(\.position.seed))
        seedLedger?.rotate(using: &source, keeping: used)
        return HistoryExport(
            timeZone: timeZone, seeds: seedLedger?.retired ?? [], currentCommitment: seedLedger?.currentCommitment,
            configurationDigest: configurationDigest, transactions: entries)
    }
}
