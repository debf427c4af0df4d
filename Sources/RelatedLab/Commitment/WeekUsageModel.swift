import CasinoCore

/// A model of one person's use of the selected apps over a commitment period: a model, not data.
///
/// - Each simulated week has an intensity drawn uniformly from 50 % … 150 %, so weeks differ the
///   way people's weeks do (without it the weekly total would concentrate near the mean and the
///   penalty would be nearly the same every week).
/// - Each day has 0 … 2·`meanSessionsPerDay` sessions (uniform), each lasting 1 … 2L−1 seconds
///   (uniform, mean L), where L makes the day's mean `meanUsageSecondsPerDay × intensity`.
/// - Before lock-in the monitor had already counted 0 … `priorUsageSecondsBound` − 1 seconds
///   (uniform): the baseline snapshot is taken from that count, floored to a threshold.
///
/// Only integer draws (`nextBounded`), so a week is the same on every machine.
public struct WeekUsageModel: Hashable, Sendable {
    /// Mean seconds of use per day at 100 % intensity.
    public var meanUsageSecondsPerDay: Int
    /// Mean sessions per day.
    public var meanSessionsPerDay: Int
    /// Lowest and highest weekly intensity, in percent.
    public var intensityPercent: ClosedRange<Int>
    /// Use counted by the monitor before lock-in is uniform on 0 ..< this.
    public var priorUsageSecondsBound: Int

    /// Three hours a day in twelve sessions, intensity 50 … 150 %, up to four hours counted
    /// before lock-in.
    public init(
        meanUsageSecondsPerDay: Int = 3 * 3600, meanSessionsPerDay: Int = 12,
        intensityPercent: ClosedRange<Int> = 50...150, priorUsageSecondsBound: Int = 4 * 3600
    ) {
        self.meanUsageSecondsPerDay = max(1, meanUsageSecondsPerDay)
        self.meanSessionsPerDay = max(1, meanSessionsPerDay)
        self.intensityPercent = max(1, intensityPercent.lowerBound)...max(1, intensityPercent.upperBound)
        self.priorUsageSecondsBound = max(1, priorUsageSecondsBound)
    }

    /// One period of `days` days: true seconds of use after lock-in, and seconds counted before it.
    ///
    /// - Complexity: about `days × meanSessionsPerDay + 2` draws; no allocation.
    @inlinable
    public func drawWeek<G: BitGenerator>(days: Int, using generator: inout G) -> (
        usageSeconds: Int, priorUsageSeconds: Int
    ) {
        let span = UInt64(intensityPercent.upperBound - intensityPercent.lowerBound + 1)
        let intensity = intensityPercent.lowerBound + Int(generator.nextBounded(span))
        let prior = Int(generator.nextBounded(UInt64(priorUsageSecondsBound)))
        let meanSession = max(1, meanUsageSecondsPerDay * intensity / 100 / meanSessionsPerDay)
        let sessionSpan = UInt64(2 * meanSession - 1)
        let sessionsSpan = UInt64(2 * meanSessionsPerDay + 1)
        var usage = 0
        for _ in 0..<days {
            let sessions = Int(generator.nextBounded(sessionsSpan))
            for _ in 0..<sessions {
                usage += 1 + Int(generator.nextBounded(sessionSpan))
            }
        }
        return (usage, prior)
    }
}
