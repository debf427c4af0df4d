import CasinoCore

extension HistoryExport {
    /// `verify`'s output for this history: a line per problem (`round 5 (wager 12), capMoment…: …`),
    /// or, when every round verifies, one summary line: how many rounds were replayed and how many
    /// forfeits charged their stake, the rounds' span, the seeds revealed, the head hash (the last
    /// round's receipt) and the export hash, to compare with the one the app shows beside the
    /// export. Only formats: each round was judged by the core (`RoundReplay.verify`). It lives
    /// beside the history reader, not among the report writers, because the fuzzer checks it with
    /// the reader (every accepted file prints one line per problem, no control character), and so
    /// the fuzz build needs no report writers (`Fuzz/run.sh`).
    package func verificationText(problems: [HistoryProblem]) -> String {
        guard problems.isEmpty else {
            return problems.map { p in
                let whereText =
                    p.round.map { "round \($0)" + (p.wagerID.map { " (wager \($0))" } ?? "") }
                    ?? p.wagerID.map { "wager \($0)" } ?? "history"
                // A problem may quote the file (a round's options): like every error line, it stays
                // one line with no control character (an escape would drive the terminal), clipped.
                return "\(whereText), \(p.problem.field): \(InputQuote.brief(p.problem.description, limit: 400))\n"
            }.joined()
        }
        let settled = transactions.filter { $0.resolution == .settled }.count
        let forfeited = transactions.count - settled
        let span = transactions.first?.round.flatMap { first in transactions.last?.round.map { "rounds \(first)…\($0)" }
        }
        return "all \(transactions.count) rounds verify (\(settled) settled replayed at their recorded positions, "
            + "\(forfeited) forfeits charged their stake)\(span.map { ", \($0)" } ?? ""); "
            + (seeds.count == 1
                ? "1 revealed seed matches its commitment; "
                : "\(seeds.count) revealed seeds match their commitments; ")
            + "configuration \(configurationDigest); head hash \(headHash?.description ?? "none"); export hash "
            + "\(exportHash?.description ?? "none")\n"
    }
}
