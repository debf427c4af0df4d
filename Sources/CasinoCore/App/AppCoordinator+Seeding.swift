// Seeding at the app's edge (Docs/rng.md, "Seeding for production"): the first seed and its
// commitment are stored before the commitment is shown, and an export's rotation is stored before
// the export is handed out, so a kill in between can only leave a seed unshown, never one revealed
// and still in use.

extension AppCoordinator {
    /// The commitment to show the player; on a fresh installation it first makes the seed from
    /// `source` (`SystemRandomNumberGenerator` in the app) and stores it in one write.
    /// Another process's write in between (a compare-and-swap refusal) reloads and runs again, so
    /// the seed shown is the one stored (an extension never makes one, but the rule is the store's).
    public mutating func seedCommitment<Source: RandomNumberGenerator>(using source: inout Source) -> SHA256Digest {
        startWritingEvent()
        while true {
            reload()
            if let ledger = state.seedLedger { return ledger.currentCommitment }
            var next = state
            let commitment = next.installSeedIfNeeded(using: &source)
            if store(next) { return commitment }
        }
    }

    /// Sets the player's seed (`PersistedState.setPlayerSeed`) and stores it in one write before it
    /// returns, so the seeds the bet card then shows are the ones stored. Nil while a wager is
    /// pending, before the first seed (`seedCommitment`), or when the store does not take it.
    public mutating func setPlayerSeed<Source: RandomNumberGenerator>(
        _ player: PlayerSeed, using source: inout Source
    ) -> SeedDisclosure? {
        startWritingEvent()
        while true {
            reload()
            var next = state
            guard let disclosure = next.setPlayerSeed(player, using: &source) else { return nil }
            if next == state { return disclosure }
            guard store(next) else { continue }
            guard state.seedLedger == next.seedLedger else { return nil }
            return disclosure
        }
    }

    /// The history export (`PersistedState.exportHistory`): the seed in use is retired and a fresh
    /// one committed and stored before the export is returned. Nil while a wager is pending, or
    /// when the store does not take the rotation.
    ///
    /// - Parameters:
    ///   - configurationDigest: `"defaults"` for the default games, else the configuration file's digest.
    ///   - timeZone: the device's zone as `HistoryTimeZone` names it.
    ///   - source: the system's cryptographic generator, for the fresh seed.
    public mutating func exportHistory<Source: RandomNumberGenerator>(
        configurationDigest: String = HistoryExport.defaultConfigurationDigest, timeZone: String,
        using source: inout Source
    ) -> HistoryExport? {
        startWritingEvent()
        while true {
            reload()
            var next = state
            guard
                let export = next.exportHistory(
                    configurationDigest: configurationDigest, timeZone: timeZone, using: &source)
            else { return nil }
            // Another process wrote first: read again and rotate on what is stored.
            guard store(next) else { continue }
            // A store that refused without moving on ends the event with nothing stored: no seed is
            // revealed unless its retirement is stored.
            guard state.seedLedger == next.seedLedger else { return nil }
            return export
        }
    }

    /// A fresh installation in the lab: commits the lab's 64-bit run seed in the state the first
    /// write will store, as the app stores its first seed, so the day simulation's rounds meet the
    /// seed rule with no extra write (package-only; nothing once a state is stored).
    package mutating func commitLabSeedIfFresh(_ labSeed: UInt64) {
        guard !isStored else { return }
        state.commitLabSeedIfNeeded(labSeed)
    }
}
