import CasinoCore
import RedemptionCore

/// A model of a child's day with the points app: a model, not data. All integer draws.
///
/// - Opening balance uniform 0 … `openingBalanceBound` − 1 points.
/// - 0 … `maxEarnings` earnings (uniform count) at uniform times 07:00 … 20:00, each 5 … 100 points
///   in steps of 5.
/// - 0 … `maxRequests` redemption requests at uniform times 07:00 … 21:00. With probability
///   `validRequestPercent` % the request is a whole number of minutes within the configured
///   bounds (uniform minutes); otherwise any 1 … max + 100 points (testing the refusals).
///   With probability `followUpPercent` % a request is followed 1 … 30 minutes later by
///   another (a child asking for more while the time runs: what the stacking policies decide).
/// - 0 … `maxKills` app kills at uniform times 07:00 … 22:00; each ends its process right after
///   the 1st, 2nd or 3rd write that follows it (uniform), so kills land between every pair of
///   writes an operation makes.
///
/// The plan is drawn before the day runs and never depends on the policy, so every stacking
/// policy faces exactly the same days (common random numbers: the side-by-side differences are
/// the policies', not the dice's).
public struct ChildDayModel: Hashable, Sendable {
    public var openingBalanceBound = 1001
    public var maxEarnings = 6
    public var maxRequests = 6
    public var validRequestPercent = 90
    public var followUpPercent = 50
    public var maxKills = 2

    public init() {}

    /// When the app is first launched each day (before any child event).
    public static let dayStart: Int64 = 6 * 3600
    /// The last instant accounted for (later if earned time runs past it).
    public static let dayEnd: Int64 = 23 * 3600

    /// Draws the day's plan into `plan` (its buffer is reused: no allocation after the first day).
    ///
    /// - Complexity: O(events) draws and an insertion sort of at most 22 events.
    func drawDay<G: BitGenerator>(
        into plan: inout ChildDayPlan, configuration: RedemptionConfiguration,
        using generator: inout G
    ) {
        plan.events.removeAll(keepingCapacity: true)
        plan.openingBalancePoints = Int(generator.nextBounded(UInt64(openingBalanceBound)))
        let hour: Int64 = 3600
        for _ in 0..<Int(generator.nextBounded(UInt64(maxEarnings + 1))) {
            let time = 7 * hour + Int64(generator.nextBounded(UInt64(13 * hour)))
            let points = 5 * (1 + Int(generator.nextBounded(20)))
            plan.events.append(PlannedChildEvent(time: time, kind: .earn(points: points)))
        }
        for _ in 0..<Int(generator.nextBounded(UInt64(maxRequests + 1))) {
            let time = 7 * hour + Int64(generator.nextBounded(UInt64(14 * hour)))
            plan.events.append(
                PlannedChildEvent(time: time, kind: .redeem(points: drawRequest(configuration, &generator))))
            if Int(generator.nextBounded(100)) < followUpPercent {
                let later = time + 60 + Int64(generator.nextBounded(UInt64(29 * 60 + 1)))
                plan.events.append(
                    PlannedChildEvent(time: later, kind: .redeem(points: drawRequest(configuration, &generator))))
            }
        }
        for _ in 0..<Int(generator.nextBounded(UInt64(maxKills + 1))) {
            let time = 7 * hour + Int64(generator.nextBounded(UInt64(15 * hour)))
            plan.events.append(
                PlannedChildEvent(time: time, kind: .kill(afterWrites: 1 + Int(generator.nextBounded(3)))))
        }
        sortByTime(&plan.events)
    }

    private func drawRequest<G: BitGenerator>(_ configuration: RedemptionConfiguration, _ generator: inout G) -> Int {
        if Int(generator.nextBounded(100)) < validRequestPercent {
            let minutes = configuration.minutesRange
            return (minutes.lowerBound + Int(generator.nextBounded(UInt64(minutes.count))))
                * configuration.pointsPerMinute
        }
        return 1 + Int(generator.nextBounded(UInt64(configuration.maxRedemptionPoints + 100)))
    }

    private func sortByTime(_ events: inout [PlannedChildEvent]) {
        // Stable insertion sort by time: equal times keep drawing order, so the order is fixed.
        var i = 1
        while i < events.count {
            let event = events[i]
            var j = i - 1
            while j >= 0 && events[j].time > event.time {
                events[j + 1] = events[j]
                j -= 1
            }
            events[j + 1] = event
            i += 1
        }
    }
}

/// One planned event of a child's day.
struct PlannedChildEvent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case earn(points: Int)
        case redeem(points: Int)
        /// The process that makes the `afterWrites`-th write from now ends right after it.
        case kill(afterWrites: Int)
    }

    var time: Int64
    var kind: Kind
}

/// A day's plan; the buffer is reused from day to day.
struct ChildDayPlan: Sendable {
    var openingBalancePoints = 0
    var events: [PlannedChildEvent] = []

    init() { events.reserveCapacity(32) }
}
