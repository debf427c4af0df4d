// The history's hash chain: each round records the hash of the round before, so the history is
// tamper-evident against the last hash the app showed (`HistoryExport.headHash`).

extension Transaction {
    /// SHA-256 of every field of the round, `previousHash` included, in a fixed binary form
    /// (`chainBytes`), so no two different rounds share it.
    ///
    /// - Complexity: O(size of the options text); one SHA-256 of about 200 bytes.
    public var chainHash: SHA256Digest { SHA256.hash(chainBytes) }

    /// The bytes `chainHash` hashes, in this order (Docs/rules.md): the tag `"stc-round-3"`; `round`
    /// and `wagerID` as 8-byte little-endian integers (a missing round as 0); `previousHash`'s 32
    /// bytes (zeros when missing); the resolution (0 settled, 1 forfeited); the game's name and the
    /// options as UTF-8, each after its length (8 bytes); `wager`, `deltaMinutes`, then `capApplied`
    /// (1 byte); the day's year, month and day; `appliedToBonus` (1 byte); `placedAt` and
    /// `resolvedAt` (seconds); the seed's bytes after their count (8 or 32); `stream`,
    /// `drawIndex`; the cap moment (1 byte: 0 none, 1 present, then `remainingMinutes` and
    /// `minutesUntilMidnight`). Every integer is 8 bytes little-endian, signed ones two's complement.
    public var chainBytes: [UInt8] {
        // Written straight into one buffer (no array per seed or digest): a round is hashed at every
        // settlement, so this is on the day simulation's hot path.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        func int(_ v: UInt64) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
        func int(_ v: Int) { int(UInt64(bitPattern: Int64(v))) }
        func flag(_ b: Bool) { bytes.append(b ? 1 : 0) }
        func text(_ s: String) {
            int(s.utf8.count)
            bytes.append(contentsOf: s.utf8)
        }
        bytes.append(contentsOf: "stc-round-3".utf8)
        int(round ?? 0)
        int(wagerID)
        (previousHash ?? SHA256Digest.zero).appendBytes(to: &bytes)
        flag(resolution == .forfeited)
        text(game.rawValue)
        text(options)
        int(wager)
        int(deltaMinutes)
        flag(capApplied)
        int(day.year)
        int(day.month)
        int(day.day)
        flag(appliedToBonus)
        int(UInt64(bitPattern: placedAt.secondsSinceEpoch))
        int(UInt64(bitPattern: resolvedAt.secondsSinceEpoch))
        int(position.seed.byteCount)
        position.seed.appendBytes(to: &bytes)
        int(position.stream)
        int(position.drawIndex)
        flag(capMoment != nil)
        if let capMoment {
            int(capMoment.remainingMinutes)
            int(capMoment.minutesUntilMidnight)
        }
        return bytes
    }
}
