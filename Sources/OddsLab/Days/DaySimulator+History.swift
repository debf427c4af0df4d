import CasinoCore

extension DaySimulator {
    /// The stored transaction history of the simulated phone as the app would export it, so
    /// `casino-odds verify` (and a test) can replay every round at its recorded position.
    public var history: HistoryExport {
        HistoryExport(seed: context.seed, transactions: device.stored?.transactions.entries ?? [])
    }
}
