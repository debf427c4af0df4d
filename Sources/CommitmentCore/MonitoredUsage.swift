/// The main app's only view of usage (seed 003): a baseline snapshot stored at "Lock in the
/// money" and the latest cumulative value the monitor extension wrote to the App Group.
///
/// Both numbers come from threshold events, so both are floored to a threshold; usage since
/// lock-in is their difference. That difference can be below the truth (use since the last
/// threshold is hidden) or above it (use before lock-in that had not yet reached a threshold is
/// counted after it). The lab measures both.
public struct MonitoredUsage: Hashable, Sendable, Codable {
    /// `baselineUsageSeconds`: the cumulative value reported when the user locked in.
    public let baselineUsageSeconds: Int
    /// `currentUsageSeconds`: the highest cumulative value reported since.
    public private(set) var currentUsageSeconds: Int

    /// Starts monitoring from the cumulative value last reported before lock-in.
    public init(baselineUsageSeconds: Int) {
        self.baselineUsageSeconds = max(0, baselineUsageSeconds)
        currentUsageSeconds = self.baselineUsageSeconds
    }

    /// Restores stored usage: `currentUsageSeconds` is at least the baseline (usage only grows).
    public init(baselineUsageSeconds: Int, currentUsageSeconds: Int) {
        self.init(baselineUsageSeconds: baselineUsageSeconds)
        record(reportedUsageSeconds: currentUsageSeconds)
    }

    /// Restores stored usage, checked: the baseline is not below 0 and the current value not below
    /// the baseline (cumulative usage only grows, so usage since lock-in is never negative).
    ///
    /// - Throws: `CommitmentError.invalidStoredWeek` naming the field, its value and the rule.
    public init(restoringBaselineUsageSeconds baseline: Int, currentUsageSeconds current: Int) throws(CommitmentError) {
        guard baseline >= 0 else {
            throw .invalidStoredWeek("baselineUsageSeconds = \(baseline): usage is never below 0")
        }
        guard current >= baseline else {
            throw .invalidStoredWeek(
                "currentUsageSeconds = \(current): usage never goes below the baseline \(baseline) "
                    + "(usage since lock-in \(current - baseline))")
        }
        self.baselineUsageSeconds = baseline
        currentUsageSeconds = current
    }

    private enum CodingKeys: String, CodingKey { case baselineUsageSeconds, currentUsageSeconds }

    /// Decodes stored usage, checked as `init(restoringBaselineUsageSeconds:currentUsageSeconds:)` checks it.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            restoringBaselineUsageSeconds: try c.decode(Int.self, forKey: .baselineUsageSeconds),
            currentUsageSeconds: try c.decode(Int.self, forKey: .currentUsageSeconds))
    }

    /// Records a value written by the extension. Cumulative usage never decreases, so a stale
    /// or out-of-order report (the app reads the App Group on a timer) cannot lower it.
    public mutating func record(reportedUsageSeconds: Int) {
        currentUsageSeconds = max(currentUsageSeconds, reportedUsageSeconds)
    }

    /// `currentUsageSeconds − baselineUsageSeconds`: what the penalty is charged on.
    ///
    /// The seed's Monitor View interpolates between thresholds to animate the progress bar;
    /// that estimate is for display only and must never reach the penalty.
    public var usageSecondsSinceLockIn: Int { currentUsageSeconds - baselineUsageSeconds }
}
