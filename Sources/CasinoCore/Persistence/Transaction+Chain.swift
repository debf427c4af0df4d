// The history's hash chain: each round records the hash of the round before, so the history is
// tamper-evident against the last hash the app showed (`HistoryExport.headHash`).

extension Transaction {
    /// SHA-256 of every field of the round, `previousHash` included, in a fixed text form (one
    /// `name=value` line each, the options length-prefixed), so no two different rounds share it.
    ///
    /// - Complexity: O(size of the options text).
    public var chainHash: SHA256Digest { SHA256.hash(Array(chainText.utf8)) }

    /// The text `chainHash` hashes.
    var chainText: String {
        let moment = capMoment.map { "\($0.remainingMinutes),\($0.minutesUntilMidnight)" } ?? "none"
        let lines = [
            "screen-time-casino-round 3",
            "round=\(round.map(String.init) ?? "none")",
            "previousHash=\(previousHash?.description ?? "none")",
            "wagerID=\(wagerID)",
            "resolution=\(resolution.rawValue)",
            "game=\(game.rawValue)",
            "options=\(options.utf8.count):\(options)",
            "wager=\(wager)",
            "deltaMinutes=\(deltaMinutes)",
            "capApplied=\(capApplied)",
            "day=\(day.year)-\(day.month)-\(day.day)",
            "appliedToBonus=\(appliedToBonus)",
            "placedAt=\(placedAt.secondsSinceEpoch)",
            "resolvedAt=\(resolvedAt.secondsSinceEpoch)",
            "seed=\(position.seed)",
            "stream=\(position.stream)",
            "drawIndex=\(position.drawIndex)",
            "capMoment=\(moment)"
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
