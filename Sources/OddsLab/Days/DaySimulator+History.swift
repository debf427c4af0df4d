import CasinoCore

extension DaySimulator {
    /// The stored transaction history of the simulated phone as the app would export it, so
    /// `casino-odds verify` (and a test) can replay every round at its recorded position.
    ///
    /// The lab plays its rounds under the run's 64-bit seed, so a reader can reproduce the day from
    /// `--replay SEED:STREAM:DAY`; the export reveals it as the app reveals a retired seed, with its
    /// commitment. (The app's own seeds are 256-bit and retired at export: `PersistedState.exportHistory`.)
    var history: HistoryExport {
        let seed = RoundSeed(context.seed)
        let rounds = device.stored?.transactions.entries ?? []
        // Revealed only when a round used it (an export reveals exactly the seeds its rounds used).
        return HistoryExport(
            timeZone: device.zone.name, seeds: rounds.isEmpty ? [] : [RevealedSeed(revealing: seed)],
            transactions: rounds)
    }
}
