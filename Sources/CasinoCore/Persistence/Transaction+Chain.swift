// The history's hash chain: each round records the hash of the round before, so the history is
// tamper-evident against the last hash the app showed (`HistoryExport.headHash`).

extension Transaction {
    /// SHA-256 of every field of the round, `previousHash` included, in a fixed binary form
    /// (`chainBytes`), so no two different rounds share it.
    ///
    /// - Complexity: O(size of the options text); one SHA-256 of about 200 bytes.
    public var chainHash: SHA256Digest { withChainBytes { SHA256.hash(buffer: $0) } }

    /// The bytes `chainHash` hashes, in this order (Docs/rules.md): the tag `"stc-round-5"`; `round`
    /// and `wagerID` as 8-byte little-endian integers (a missing round as 0); `previousHash`'s 32
    /// bytes (zeros when missing); the resolution (0 settled, 1 forfeited); the game's name and the
    /// options as UTF-8, each after its length (8 bytes); `wager`, `deltaMinutes`, then `capApplied`
    /// (1 byte); the day's year, month and day; `appliedToBonus` (1 byte); `placedAt` and
    /// `resolvedAt` (seconds); the seed's bytes after their count (8 or 32), then the player seed's
    /// ASCII bytes after their count (0 for none and for a lab seed); `stream`,
    /// `drawIndex`; the cap moment (1 byte: 0 none, 1 present, then `remainingMinutes` and
    /// `minutesUntilMidnight`); the budget at commit (1 byte: 0 none, 1 present, then
    /// `dailyAllowanceMinutes`, `bonusMinutesFromGames`, `usageMinutesToday`). Every integer is 8
    /// bytes little-endian, signed ones two's complement.
    public var chainBytes: [UInt8] { withChainBytes { Array($0) } }

    /// Calls `body` with `chainBytes`, written into a temporary buffer: a round is hashed at every
    /// settlement, so this is on the day simulation's hot path (no array, one store per field).
    func withChainBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var game = game.rawValue, options = options
        let player = position.seed.player
        // The fixed fields take at most 240 bytes (with a 32-byte seed, a player seed's count, a
        // cap moment and a budget at commit).
        let capacity = 240 + game.utf8.count + options.utf8.count + player.byteCount
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            let base = UnsafeMutableRawPointer(buffer.baseAddress!)
            var n = 0
            func int(_ v: UInt64) {
                base.storeBytes(of: v.littleEndian, toByteOffset: n, as: UInt64.self)
                n += 8
            }
            func int(_ v: Int) { int(UInt64(bitPattern: Int64(v))) }
            func flag(_ b: Bool) {
                base.storeBytes(of: b ? 1 : 0, toByteOffset: n, as: UInt8.self)
                n += 1
            }
            func text(_ s: inout String) {
                s.withUTF8 { utf8 in
                    int(utf8.count)
                    if let start = utf8.baseAddress { (base + n).copyMemory(from: start, byteCount: utf8.count) }
                    n += utf8.count
                }
            }
            var tag = "stc-round-5"
            tag.withUTF8 { utf8 in
                base.copyMemory(from: utf8.baseAddress!, byteCount: utf8.count)
                n = utf8.count
            }
            int(round ?? 0)
            int(wagerID)
            (previousHash ?? SHA256Digest.zero).writeBytes(to: base + n)
            n += 32
            flag(resolution == .forfeited)
            text(&game)
            text(&options)
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
            position.seed.writeBytes(to: base + n)
            n += position.seed.byteCount
            int(player.byteCount)
            player.writeBytes(to: base + n)
            n += player.byteCount
            int(position.stream)
            int(position.drawIndex)
            flag(capMoment != nil)
            if let capMoment {
                int(capMoment.remainingMinutes)
                int(capMoment.minutesUntilMidnight)
            }
            flag(budgetAtCommit != nil)
            if let budgetAtCommit {
                int(budgetAtCommit.dailyAllowanceMinutes)
                int(budgetAtCommit.bonusMinutesFromGames)
                int(budgetAtCommit.usageMinutesToday)
            }
            return body(UnsafeBufferPointer(start: buffer.baseAddress, count: n))
        }
    }
}
