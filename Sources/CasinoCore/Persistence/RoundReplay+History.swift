// `verify`'s history rules (Docs/rules.md, "Every round is verifiable"): the revealed seeds match
// their commitments; rounds are numbered without a gap and chained by hash to the export's
// `headHash`; each round's dates are valid and in order, its day and minutes until 23:59 are
// re-derived from its times in the history's zone; then each round replays (`check`), forfeits
// included for where their draws end; then the rules between rounds (`RoundSequence`): draws,
// stakes, remaining minutes, wager ids.

/// One problem `verify` found: the round (nil for the history's own fields), its wager id and what.
public struct HistoryProblem: Hashable, Sendable {
    /// The round the problem is in, if known.
    public var round: UInt64?
    /// Its wager id, if known.
    public var wagerID: UInt64?
    /// What is wrong.
    public var problem: RoundProblem

    /// A problem in `round`.
    public init(round: UInt64?, wagerID: UInt64?, problem: RoundProblem) {
        self.round = round
        self.wagerID = wagerID
        self.problem = problem
    }
}

extension RoundReplay {
    /// The earliest and latest instants a round may carry: 2000-01-01 and 9999-12-31 UTC. Outside
    /// them a date is damage, not a clock the app read.
    static let recordableInstants: ClosedRange<Int64> = 946_684_800...253_402_300_799

    /// Every problem of `history`: the history's own fields first, then at most one per round, in
    /// the file's order (a round's first problem: its fields, its replay, the rules between rounds
    /// (`RoundSequence`), then its hash link), then where the export starts (`truncation`), the
    /// header against `exportHash`, and the receipt.
    ///
    /// - Complexity: O(rounds + draws to reach their positions), the draws bounded by `ReplayGenerators`.
    ///
    /// With the `receipt` the app showed after a round, the export must hold that round with that
    /// hash (`HistoryReceipt`): the anchor no recomputed chain can meet. With `shownExportHash`, the
    /// export hash the app showed beside the export, the export's `exportHash` must be it: the anchor
    /// no header rewritten with its hash recomputed can meet.
    public static func verify(
        _ history: HistoryExport, configuration: GameConfiguration, receipt: HistoryReceipt? = nil,
        shownExportHash: SHA256Digest? = nil
    ) -> [HistoryProblem] {
        guard let zone = HistoryTimeZone.rules(named: history.timeZone) else {
            return [
                HistoryProblem(
                    round: nil, wagerID: nil,
                    problem: RoundProblem("timeZone", "time zone \"\(history.timeZone)\" has no rules in this tool"))
            ]
        }
        let seeds = seedProblems(history)
        var problems = seeds.problems
        let rounds = history.transactions
        if history.headHash == nil && !rounds.isEmpty {
            problems.append(
                HistoryProblem(
                    round: nil, wagerID: nil, problem: RoundProblem("headHash", "the export records no headHash")))
        }
        problems += roundProblems(history, revealed: seeds.revealed, zone: zone, configuration: configuration)
        problems += exportProblems(history, receipt: receipt, shownExportHash: shownExportHash)
        return problems
    }

    /// The revealed seeds' problems (a seed not matching its commitment, revealed twice, or drawing
    /// no round), and the seeds revealed.
    private static func seedProblems(_ history: HistoryExport) -> (problems: [HistoryProblem], revealed: Set<RoundSeed>)
    {
        var problems: [HistoryProblem] = []
        var revealed: Set<RoundSeed> = []
        // An export reveals exactly the seeds its rounds were drawn from (a rotation drops the
        // retired seeds no kept round uses), each once: an extra seed is a field nothing binds.
        let used = Set(history.transactions.lazy.map(\.position.seed))
        for (i, s) in history.seeds.enumerated() {
            if s.seed.commitment == s.commitment {
                let problem: String? =
                    revealed.contains(s.seed)
                    ? "seed \(s.seed) is revealed twice"
                    : used.contains(s.seed)
                        ? nil
                        : "seed \(s.seed) draws no round of the export: an export reveals only the seeds its rounds used"
                revealed.insert(s.seed)
                if let problem {
                    problems.append(
                        HistoryProblem(round: nil, wagerID: nil, problem: RoundProblem("seeds[\(i)]", problem)))
                }
            } else {
                problems.append(
                    HistoryProblem(
                        round: nil, wagerID: nil,
                        problem: RoundProblem(
                            "seeds[\(i)]",
                            "seed \(s.seed) hashes to \(s.seed.commitment), not its commitment \(s.commitment)")))
            }
        }
        return (problems, revealed)
    }

    /// At most one problem per round, in the file's order: its fields, its replay, the rules
    /// between rounds (`RoundSequence`), then its hash link.
    private static func roundProblems(
        _ history: HistoryExport, revealed: Set<RoundSeed>, zone: any TimeZoneRules & Sendable,
        configuration: GameConfiguration
    ) -> [HistoryProblem] {
        let rounds = history.transactions
        var problems: [HistoryProblem] = []
        // Forfeits are played too: where their draws end is where the next round starts.
        let generators = ReplayGenerators(positions: rounds.lazy.map(\.position), seeds: revealed)
        var sequence = RoundSequence()
        for (i, t) in rounds.enumerated() {
            let previous = i > 0 ? rounds[i - 1] : nil
            let next = i + 1 < rounds.count ? rounds[i + 1] : nil
            var problem =
                numbering(t, after: previous) ?? dates(t, after: previous, zone: zone)
                ?? (revealed.contains(t.position.seed)
                    ? nil
                    : RoundProblem(
                        "position.seed", "seed \(t.position.seed) is not among the export's revealed seeds"))
            var drawEnd: UInt64?
            if problem == nil {
                // The dates are valid here: the minutes until 23:59 the stake was judged with.
                let atCommit = HistoryTimeZone.minutesUntilMidnight(at: t.placedAt, in: zone)
                switch replay(
                    t, configuration: configuration, generators: generators, commitMinutesUntilMidnight: atCommit)
                {
                case .success(let end): drawEnd = end
                case .failure(let found): problem = found
                }
            }
            // The rules between rounds see every round, so one refused does not hide the next one's.
            let between = sequence.problem(with: t, drawEnd: drawEnd)
            problem = problem ?? between
            if problem == nil { problem = link(t, to: next, headHash: history.headHash) }
            if let problem { problems.append(HistoryProblem(round: t.round, wagerID: t.wagerID, problem: problem)) }
        }
        return problems
    }

    /// Where the export starts (`truncation`), the header against `exportHash`, the export hash the
    /// app showed, and the receipt.
    private static func exportProblems(
        _ history: HistoryExport, receipt: HistoryReceipt?, shownExportHash: SHA256Digest?
    ) -> [HistoryProblem] {
        let rounds = history.transactions
        var problems: [HistoryProblem] = []
        if let first = rounds.first, let problem = truncation(first: first, count: rounds.count) {
            problems.append(HistoryProblem(round: first.round, wagerID: first.wagerID, problem: problem))
        }
        // After the rounds: a round edited or dropped is named at its round first.
        if let problem = exportHashProblem(history) {
            problems.append(HistoryProblem(round: nil, wagerID: nil, problem: problem))
        }
        if let shown = shownExportHash, history.exportHash != shown {
            problems.append(
                HistoryProblem(
                    round: nil, wagerID: nil,
                    problem: RoundProblem(
                        "exportHash",
                        "the export's exportHash \(history.exportHash?.description ?? "none") is not \(shown), the one the "
                            + "app showed beside the export: the export was changed after the app wrote it")))
        }
        if let receipt, let problem = check(receipt, against: rounds) {
            problems.append(problem)
        }
        return problems
    }

    /// `exportHash` against the header it binds (`HistoryExport.exportHashBytes`): timeZone,
    /// configurationDigest, the revealed seeds, currentCommitment, headHash and where the rounds
    /// start. Nothing else in the file binds those fields; a mismatch names their values.
    static func exportHashProblem(_ history: HistoryExport) -> RoundProblem? {
        guard let recorded = history.exportHash else {
            return RoundProblem(
                "exportHash",
                "the export records no exportHash, so nothing binds its timeZone, configurationDigest, seeds and "
                    + "currentCommitment")
        }
        if history.recomputedExportHash == recorded { return nil }
        let span = history.transactions.first.map {
            "rounds from \($0.round ?? 0), \(history.transactions.count) in all"
        }
        let seeds = history.seeds.count == 1 ? "1 revealed seed" : "\(history.seeds.count) revealed seeds"
        return RoundProblem(
            "exportHash",
            "the header (timeZone \"\(history.timeZone)\", configurationDigest \"\(history.configurationDigest)\", "
                + "currentCommitment \(history.currentCommitment?.description ?? "none"), \(seeds), headHash "
                + "\(history.headHash?.description ?? "none"), \(span ?? "no rounds")) does not hash to the exportHash "
                + "\(recorded): a field of the header was changed after the export")
    }

    /// An export keeps every round from the installation's first, up to the latest
    /// `TransactionHistory.capacity` (500): one that starts past round 1 must hold that many, so
    /// rounds dropped from its head are evident without an anchor.
    package static func truncation(first: Transaction, count: Int) -> RoundProblem? {
        guard let round = first.round, round > 1, count < TransactionHistory.capacity else { return nil }
        return RoundProblem(
            "round",
            "the export starts at round \(round) but holds \(count) rounds: an export keeps every round up to the latest \(TransactionHistory.capacity), so rounds 1…\(round - 1) were dropped"
        )
    }

    /// The export against the receipt the app showed: it must hold the receipt's round, hashing to
    /// the receipt's hash.
    static func check(_ receipt: HistoryReceipt, against rounds: [Transaction]) -> HistoryProblem? {
        guard let t = rounds.first(where: { $0.round == receipt.round }) else {
            let span = rounds.first?.round.flatMap { a in rounds.last?.round.map { "rounds \(a)…\($0)" } } ?? "no round"
            return HistoryProblem(
                round: receipt.round, wagerID: nil,
                problem: RoundProblem(
                    "receipt",
                    "the receipt is for round \(receipt.round), but the export holds \(span): rounds were dropped or the receipt is another installation's"
                ))
        }
        let hash = t.chainHash
        guard hash != receipt.hash else { return nil }
        return HistoryProblem(
            round: receipt.round, wagerID: t.wagerID,
            problem: RoundProblem(
                "receipt",
                "round \(receipt.round) hashes to \(hash), not the receipt's \(receipt.hash): the history was changed after the app showed the receipt"
            ))
    }

    /// Round numbers: present, and each one more than the round before.
    static func numbering(_ t: Transaction, after previous: Transaction?) -> RoundProblem? {
        guard let round = t.round, let previousHash = t.previousHash else {
            return RoundProblem(
                t.round == nil ? "round" : "previousHash",
                "records no round number or previous hash (a round stored before version 3)")
        }
        if round == 1 && previousHash != SHA256Digest.zero {
            return RoundProblem("previousHash", "round 1 has a previous hash, \(previousHash), where none can be")
        }
        guard let previous, let before = previous.round else { return nil }
        if round == before &+ 1 { return nil }
        if round > before {
            let missing = round - before == 2 ? "round \(before + 1) is" : "rounds \(before + 1)…\(round - 1) are"
            return RoundProblem("round", "round \(round) follows round \(before): \(missing) missing")
        }
        return RoundProblem("round", "round \(round) follows round \(before): a round was added or moved")
    }

    /// Dates valid and in order; the day and the bonus it went to re-derived from the times.
    static func dates(_ t: Transaction, after previous: Transaction?, zone: some TimeZoneRules) -> RoundProblem? {
        for (name, instant) in [("placedAt", t.placedAt), ("resolvedAt", t.resolvedAt)]
        where !recordableInstants.contains(instant.secondsSinceEpoch) {
            return RoundProblem(name, "\(instant.secondsSinceEpoch) is not a time the app records (years 2000…9999)")
        }
        guard LocalDateTime(year: t.day.year, month: t.day.month, day: t.day.day) != nil else {
            return RoundProblem("day", "\(t.day) is not a date")
        }
        if t.resolvedAt < t.placedAt {
            return RoundProblem(
                "resolvedAt",
                "resolved at \(t.resolvedAt.secondsSinceEpoch), before it was placed (\(t.placedAt.secondsSinceEpoch))")
        }
        if let previous, t.placedAt < previous.resolvedAt {
            return RoundProblem(
                "placedAt",
                "placed at \(t.placedAt.secondsSinceEpoch), before the round before it was resolved "
                    + "(\(previous.resolvedAt.secondsSinceEpoch)): a round waits for the one before")
        }
        let placedDay = HistoryTimeZone.day(at: t.placedAt, in: zone)
        if t.day != placedDay {
            return RoundProblem("day", "\(t.day) is not the local day it was placed on, \(placedDay)")
        }
        let resolvedSameDay = HistoryTimeZone.day(at: t.resolvedAt, in: zone) == t.day
        if t.appliedToBonus != resolvedSameDay {
            return RoundProblem(
                "appliedToBonus",
                resolvedSameDay
                    ? "resolved on the day it was placed, so its delta went to that day's bonus"
                    : "resolved on a later day, so its delta may not touch that day's bonus")
        }
        if t.resolution == .settled, let moment = t.capMoment {
            let derived = HistoryTimeZone.minutesUntilMidnight(at: t.resolvedAt, in: zone)
            if moment.minutesUntilMidnight != derived {
                return RoundProblem(
                    "capMoment.minutesUntilMidnight",
                    "\(moment.minutesUntilMidnight) minutes until 23:59, but resolvedAt "
                        + "\(t.resolvedAt.secondsSinceEpoch) is \(derived) minutes before 23:59 on its day")
            }
        }
        return nil
    }

    /// The hash link from `t` to the round after it (or to the export's `headHash`): a mismatch
    /// means `t` was changed after it was recorded (or the rounds around it moved).
    static func link(_ t: Transaction, to next: Transaction?, headHash: SHA256Digest?) -> RoundProblem? {
        let recorded: SHA256Digest?
        let holder: String
        if let next {
            // A break in the numbering is that round's problem already.
            guard let round = t.round, next.round == round &+ 1 else { return nil }
            recorded = next.previousHash
            holder = "round \(round + 1)'s previousHash"
        } else {
            recorded = headHash
            holder = "the export's headHash"
        }
        guard let recorded else { return nil }
        let hash = t.chainHash
        if hash == recorded { return nil }
        return RoundProblem(
            "hash", "the record hashes to \(hash), not \(holder) \(recorded): it was changed after it was recorded")
    }
}
