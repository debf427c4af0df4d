/// The wager history, newest last, bounded so storage never grows without limit.
public struct TransactionHistory: Hashable, Sendable, Codable {
    /// How many transactions are kept; older ones are dropped first.
    public static let capacity = 500

    public private(set) var entries: [Transaction]

    public init(entries: [Transaction] = []) {
        self.entries = Array(entries.suffix(TransactionHistory.capacity))
    }

    /// Appends `transaction`, dropping the oldest entries beyond `capacity`.
    ///
    /// - Complexity: amortised O(1), O(capacity) when the oldest entry is dropped.
    public mutating func append(_ transaction: Transaction) {
        entries.append(transaction)
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
