/// Integer running sums of the payouts of a run of equal wagers: count, Σ payout, Σ payout².
///
/// Payouts are whole minutes, so the sums are exact integers; means and variances are derived
/// from them at the end (`RTPEstimate`), never accumulated in floating point, where a billion
/// additions would lose digits and Σx² − (Σx)²/n would cancel catastrophically. Sums from
/// separate chunks `merge` exactly, in any order, with the same result.
///
/// Capacity: with payouts below 2³² the square sum overflows only after 2⁶⁴ wagers.
public struct PayoutSums: Hashable, Sendable {
    /// The number of wagers.
    public var count: UInt64
    /// Σ payout (minutes paid back, 0 for a loss).
    public var totalPaid: UInt128
    /// Σ payout².
    public var sumOfSquaredPayouts: UInt128

    public init(count: UInt64 = 0, totalPaid: UInt128 = 0, sumOfSquaredPayouts: UInt128 = 0) {
        self.count = count
        self.totalPaid = totalPaid
        self.sumOfSquaredPayouts = sumOfSquaredPayouts
    }

    /// Records one wager's payout.
    ///
    /// - Complexity: O(1), no allocation.
    @inlinable
    public mutating func add(payout: UInt64) {
        count += 1
        let wide = UInt128(payout)
        totalPaid += wide
        sumOfSquaredPayouts += wide * wide
    }

    /// Adds another run's sums to these.
    public mutating func merge(_ other: PayoutSums) {
        count += other.count
        totalPaid += other.totalPaid
        sumOfSquaredPayouts += other.sumOfSquaredPayouts
    }
}
