/// The wager history, newest last, bounded so storage never grows without limit.
///
/// Entries are kept in blocks of at most `blockSize`. A history is a value that is usually shared
/// — the copy in memory and the copy last saved — so appending copies only the last block (and
/// dropping the oldest entry only the first), not all 500 entries.
public struct TransactionHistory: Sendable {
    /// How many transactions are kept; older ones are dropped first.
    public static let capacity = 500

    /// Entries per block: small enough that copying one is cheap, large enough that the list of
    /// blocks stays short.
    static let blockSize = 16

    /// The kept entries, oldest first, in blocks of 1…`blockSize`.
    private var blocks: [[Transaction]]
    /// How many entries are kept.
    public private(set) var count: Int
    /// How many transactions were ever appended, the dropped ones included: an observer that
    /// remembers this count can tell which entries are new even once the oldest are dropped.
    public private(set) var appendedCount: Int

    /// A history holding the latest `capacity` of `entries`.
    public init(entries: [Transaction] = []) {
        let kept = Array(entries.suffix(TransactionHistory.capacity))
        blocks = stride(from: 0, to: kept.count, by: TransactionHistory.blockSize).map {
            Array(kept[$0..<min($0 + TransactionHistory.blockSize, kept.count)])
        }
        count = kept.count
        appendedCount = entries.count
    }

    /// The kept entries, oldest first.
    ///
    /// - Complexity: O(count): it builds an array. Use `last`, `newest(_:)` or `bonusDelta` on hot paths.
    public var entries: [Transaction] { Array(blocks.joined()) }

    /// The oldest kept entry.
    public var first: Transaction? { blocks.first?.first }

    /// The newest entry.
    public var last: Transaction? { blocks.last?.last }

    /// The newest `k` entries (fewer if fewer are kept), oldest first.
    ///
    /// - Complexity: O(k + blocks).
    public func newest(_ k: Int) -> [Transaction] {
        var result: [Transaction] = []
        var needed = min(max(0, k), count)
        guard needed > 0 else { return result }
        result.reserveCapacity(needed)
        var blockIndex = blocks.count
        while needed > 0 {
            blockIndex -= 1
            let take = min(needed, blocks[blockIndex].count)
            result.insert(contentsOf: blocks[blockIndex].suffix(take), at: 0)
            needed -= take
        }
        return result
    }

    /// The entries appended after the history had `appendedCount` entries in all, oldest first
    /// (only those still kept).
    public func entries(appendedAfter count: Int) -> [Transaction] { newest(appendedCount - count) }

    /// Calls `body` on the entries from the newest back, until it returns false.
    public func forEachNewestFirst(_ body: (Transaction) -> Bool) {
        for block in blocks.reversed() {
            for entry in block.reversed() where !body(entry) { return }
        }
    }

    /// Appends `transaction`, dropping the oldest entry beyond `capacity`.
    ///
    /// - Complexity: O(blockSize + capacity / blockSize) when the history is shared, amortised O(1) when not.
    public mutating func append(_ transaction: Transaction) {
        if let lastBlock = blocks.indices.last, blocks[lastBlock].count < TransactionHistory.blockSize {
            blocks[lastBlock].append(transaction)
        } else {
            var block: [Transaction] = []
            block.reserveCapacity(TransactionHistory.blockSize)
            block.append(transaction)
            blocks.append(block)
        }
        count += 1
        appendedCount += 1
        if count > TransactionHistory.capacity {
            blocks[0].removeFirst()
            if blocks[0].isEmpty { blocks.removeFirst() }
            count -= 1
        }
    }

    /// The sum of the deltas applied to `day`'s bonus, over the entries still kept.
    public func bonusDelta(appliedTo day: DayKey) -> Int {
        var sum = 0
        for block in blocks {
            for entry in block where entry.day == day && entry.appliedToBonus { sum += entry.deltaMinutes }
        }
        return sum
    }

    /// True when a transaction for wager `id` is recorded.
    public func contains(wagerID id: UInt64) -> Bool {
        blocks.contains { block in block.contains { $0.wagerID == id } }
    }
}

// Equality and storage see the entries, not how they are cut into blocks.
extension TransactionHistory: Hashable, Codable {
    public static func == (lhs: TransactionHistory, rhs: TransactionHistory) -> Bool {
        guard lhs.count == rhs.count, lhs.appendedCount == rhs.appendedCount else { return false }
        return lhs.blocks == rhs.blocks || lhs.blocks.joined().elementsEqual(rhs.blocks.joined())
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(appendedCount)
        for block in blocks { for entry in block { hasher.combine(entry) } }
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
