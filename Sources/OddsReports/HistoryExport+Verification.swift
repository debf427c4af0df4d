import CasinoCore

extension HistoryExport {
    /// `verify`'s output for this history: a line per round that does not verify, or, when every
    /// round does, one summary line (how many rounds were replayed and how many forfeits charged
    /// their stake, under which seed and configuration). Only formats: each round was judged by
    /// the core's own replay (`RoundReplay.verify`).
    public func verificationText(problems: [(wagerID: UInt64?, problem: RoundProblem)]) -> String {
        guard problems.isEmpty else {
            return problems.map { "wager \($0.wagerID.map(String.init) ?? "?"): \($0.problem)\n" }.joined()
        }
        let settled = transactions.filter { $0.resolution == .settled }.count
        let forfeited = transactions.count - settled
        return "all \(transactions.count) rounds verify (\(settled) settled replayed at their recorded positions, "
            + "\(forfeited) forfeits charged their stake); seed \(seed), configuration \(configurationDigest)\n"
    }
}
