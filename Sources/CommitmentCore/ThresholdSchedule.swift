/// How the monitor extension reports usage (seed 003): DeviceActivityMonitor fires
/// `eventDidReachThreshold` when cumulative use of the selected apps reaches a configured
/// threshold, and the extension writes that threshold's value to the App Group. The main app
/// never sees usage between thresholds.
///
/// With thresholds every `stepMinutes`, the reported usage is the true usage floored to a
/// multiple of the step: up to `stepMinutes` minus one second of use is invisible at any moment.
public struct ThresholdSchedule: Hashable, Sendable {
    /// Steps the lab measures; 1 … 1440 minutes are accepted.
    public static let stepMinutesRange = 1...1440

    /// Minutes of use between two threshold events.
    public let stepMinutes: Int

    /// A schedule with a threshold every `stepMinutes` minutes of use.
    ///
    /// - Throws: `CommitmentError.thresholdStepOutOfRange`.
    public init(stepMinutes: Int) throws(CommitmentError) {
        guard ThresholdSchedule.stepMinutesRange.contains(stepMinutes) else {
            throw .thresholdStepOutOfRange(minutes: stepMinutes)
        }
        self.stepMinutes = stepMinutes
    }

    /// The cumulative usage the extension has written once true cumulative use reaches
    /// `trueUsageSeconds`: the last threshold reached.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func reportedUsageSeconds(forTrueUsageSeconds trueUsageSeconds: Int) -> Int {
        let step = stepMinutes * 60
        return max(0, trueUsageSeconds) / step * step
    }
}
