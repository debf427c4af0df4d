/// The wager history, newest last, bounded so storage never grows without limit.
///
/// A history is a value that is usually shared — the copy in memory and the copy last saved — so
/// appending must not copy all 500 entries. The newest entries (fewer than `blockSize`) are kept
/// in `tail`, the older ones in full blocks of `blockSize` that never change once full: appending
/// to a shared history copies only the tail, and only every `blockSize`-th append (the tail
/// becoming a block) or drop of a whole block touches the list of blocks.
public struct TransactionHistory: Sendable {
    /// How many transactions are kept; older ones are dropped first.
    public static let capacity = 500

    /// Entries per block: small enough that copying the tail is cheap, large enough that the list
    /// of blocks stays short.
    static let blockSize = 16

    /// Full blocks of `blockSize` entries, oldest first; the first `dropped` entries of the first
    /// block are no longer kept.
    private var full: [[Transaction]]
    private var dropped: Int
    /// The newest entries, oldest first, fewer than `blockSize`.
    private var tail: [Transaction]
    /// How many entries are kept.
    public private(set) var count: Int
    /// How many transactions were ever appended, the dropped ones included: an observer that
    /// remembers this count can tell which entries are new even once the oldest are dropped.
    public private(set) var appendedCount: Int

    /// A history holding the latest `capacity` of `entries`.
    public init(entries: [Transaction] = []) {
        let kept = Array(entries.suffix(TransactionHistory.capacity))
        let size = TransactionHistory.blockSize
        let inBlocks = kept.count - kept.count % size
        full = stride(from: 0, to: inBlocks, by: size).map { Array(kept[$0..<($0 + size)]) }
        dropped = 0
        tail = Array(kept[inBlocks...])
        count = kept.count
        appendedCount = entries.count
    }

    /// The kept entries, oldest first.
    ///
    /// - Complexity: O(count): it builds an array. Use `last`, `newest(_:)` or `bonusDelta` on hot paths.
    public var entries: [Transaction] { newest(count) }

    /// The oldest kept entry.
    public var first: Transaction? { full.first.map { $0[dropped] } ?? tail.first }

    /// The newest entry.
    public var last: Transaction? { tail.last ?? full.last?.last }

    /// The newest `k` entries (fewer if fewer are kept), oldest first.
    ///
    /// - Complexity: O(k + blocks).
    public func newest(_ k: Int) -> [Transaction] {
        let needed = min(max(0, k), count)
        guard needed > 0 else { return [] }
        var result: [Transaction] = []
        result.reserveCapacity(needed)
        // Oldest first: from the block holding the first wanted entry (all full blocks hold
        // `blockSize`, the first one's first `dropped` no longer kept) to the tail.
        let first = dropped + count - needed
        var b = first / TransactionHistory.blockSize
        if b < full.count {
            result.append(contentsOf: full[b][(first % TransactionHistory.blockSize)...])
            b += 1
            while b < full.count {
                result.append(contentsOf: full[b])
                b += 1
            }
            result.append(contentsOf: tail)
        } else {
            result.append(contentsOf: tail[(first - full.count * TransactionHistory.blockSize)...])
        }
        return result
    }

    /// The entries appended after the history had `appendedCount` entries in all, oldest first
    /// (only those still kept).
    public func entries(appendedAfter count: Int) -> [Transaction] { newest(appendedCount - count) }

    /// Calls `body` on the entries from the newest back, until it returns false.
    public func forEachNewestFirst(_ body: (Transaction) -> Bool) {
        for entry in tail.reversed() where !body(entry) { return }
        for b in full.indices.reversed() {
            let start = b == 0 ? dropped : 0
            for i in stride(from: full[b].count - 1, through: start, by: -1) where !body(full[b][i]) { return }
        }
    }

    /// Appends `transaction`, dropping the oldest entry beyond `capacity`.
    ///
    /// - Complexity: O(blockSize) when the history is shared (O(blockSize + capacity / blockSize)
    ///   once every `blockSize` appends), amortised O(1) when not.
    public mutating func append(_ transaction: Transaction) {
        if tail.isEmpty { tail.reserveCapacity(TransactionHistory.blockSize) }
        tail.append(transaction)
        if tail.count == TransactionHistory.blockSize {
            full.append(tail)
            tail = []
        }
        count += 1
        appendedCount += 1
        if count > TransactionHistory.capacity {
            dropped += 1
            count -= 1
            if dropped == TransactionHistory.blockSize {
                full.removeFirst()
                dropped = 0
            }
        }
    }

    /// Calls `body` on every kept entry, oldest first.
    private func forEach(_ body: (borrowing Transaction) -> Void) {
        for b in full.indices {
            for i in (b == 0 ? dropped : 0)..<full[b].count { body(full[b][i]) }
        }
        for i in tail.indices { body(tail[i]) }
    }

    /// The sum of the deltas applied to `day`'s bonus, over the entries still kept.
    public func bonusDelta(appliedTo day: DayKey) -> Int {
        var sum = 0
        forEach { entry in if entry.day == day && entry.appliedToBonus { sum += entry.deltaMinutes } }
        return sum
    }

    /// The sum of the deltas applied to `day`'s bonus by the newest entries resolved at or after
    /// `start`: read from the newest back, stopping at the first entry resolved before `start`
    /// (entries are in resolution order). The day simulation's check that today's transactions
    /// sum to the bonus reads this after every step that adds one.
    ///
    /// - Complexity: O(entries resolved since `start`), without copying any.
    package func bonusDelta(appliedTo day: DayKey, resolvedSince start: Instant) -> Int {
        var sum = 0
        for i in tail.indices.reversed() {
            guard tail[i].resolvedAt >= start else { return sum }
            if tail[i].day == day && tail[i].appliedToBonus { sum += tail[i].deltaMinutes }
        }
        for b in full.indices.reversed() {
            for i in stride(from: full[b].count - 1, through: b == 0 ? dropped : 0, by: -1) {
                guard full[b][i].resolvedAt >= start else { return sum }
                if full[b][i].day == day && full[b][i].appliedToBonus { sum += full[b][i].deltaMinutes }
            }
        }
        return sum
    }

    /// True when a transaction for wager `id` is recorded.
    public func contains(wagerID id: UInt64) -> Bool {
        var found = false
        forEach { entry in if entry.wagerID == id { found = true } }
        return found
    }
}

// Equality and storage see the entries, not how they are cut into blocks.
extension TransactionHistory: Hashable, Codable {
    public static func == (lhs: TransactionHistory, rhs: TransactionHistory) -> Bool {
        guard lhs.count == rhs.count, lhs.appendedCount == rhs.appendedCount else { return false }
        // Shared blocks compare by identity; otherwise entry by entry.
        return (lhs.dropped == rhs.dropped && lhs.full == rhs.full && lhs.tail == rhs.tail)
            || lhs.entries == rhs.entries
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(appendedCount)
        forEach { entry in hasher.combine(entry) }
    }

    private enum CodingKeys: String, CodingKey { case entries, appendedCount }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entries = try container.decode([Transaction].self, forKey: .entries)
        self.init(entries: entries)
        appendedCount = max(count, try container.decode(Int.self, forKey: .appendedCount))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .entries)
        try container.encode(appendedCount, forKey: .appendedCount)
    }
}
