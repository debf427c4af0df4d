/// The wager history, newest last, bounded so storage never grows without limit.
public struct TransactionHistory: Hashable, Sendable, Codable {
    /// How many transactions are kept; older ones are dropped first.
    public static let capacity = 500

    public private(set) var entries: [Transaction]
    /// How many transactions were ever appended, the dropped ones included: an observer that
    /// remembers this count can tell which entries are new even once the oldest are dropped.
    public private(set) var appendedCount: Int

    public init(entries: [Transaction] = []) {
        self.entries = Array(entries.suffix(TransactionHistory.capacity))
        self.appendedCount = entries.count
    }

    /// The entries appended after the history had `appendedCount` entries in all, oldest first
    /// (only those still kept).
    public func entries(appendedAfter count: Int) -> ArraySlice<Transaction> {
        let new = max(0, min(entries.count, appendedCount - count))
        return entries[(entries.count - new)...]
    }

    /// Appends `transaction`, dropping the oldest entries beyond `capacity`.
    ///
    /// - Complexity: amortised O(1), O(capacity) when the oldest entry is dropped.
    public mutating func append(_ transaction: Transaction) {
        entries.append(transaction)
        appendedCount += 1
        if entries.count > TransactionHistory.capacity {
            entries.removeFirst(entries.count - TransactionHistory.capacity)
        }
    }

    /// The sum of the deltas applied to `day`'s bonus, over the entries still kept.
    public func bonusDelta(appliedTo day: DayKey) -> Int {
        entries.reduce(0) { $0 + (($1.day == day && $1.appliedToBonus) ? $1.deltaMinutes : 0) }
    }

    /// True when a transaction for wager `id` is recorded.
    public func contains(wagerID id: UInt64) -> Bool {
        entries.contains { $0.wagerID == id }
    }
}
