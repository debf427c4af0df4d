/// The exchange rate and bounds of S-501 (seed 004): how many points buy a minute, and the
/// smallest and largest single redemption.
public struct RedemptionConfiguration: Hashable, Sendable {
    /// Bound on every field: keeps points × 60 far inside 64 bits.
    public static let fieldLimit = 1_000_000

    /// Points per minute of earned time (the seed's example: 10).
    public let pointsPerMinute: Int
    /// The smallest redemption in points (example: 30, three minutes).
    public let minRedemptionPoints: Int
    /// The largest redemption in points (example: 600, an hour).
    public let maxRedemptionPoints: Int

    /// The seed's example configuration: 10 points per minute, 30 … 600 points.
    public static let seedExample = RedemptionConfiguration(unchecked: 10, 30, 600)

    private init(unchecked perMinute: Int, _ minimum: Int, _ maximum: Int) {
        pointsPerMinute = perMinute
        minRedemptionPoints = minimum
        maxRedemptionPoints = maximum
    }

    /// A validated configuration.
    ///
    /// - Throws: `RedemptionError.invalidConfiguration` when a field is outside 1 … 1 000 000,
    ///   the maximum is below the minimum, or no whole number of minutes lies between them
    ///   (then no redemption could ever succeed).
    public init(pointsPerMinute: Int, minRedemptionPoints: Int, maxRedemptionPoints: Int) throws(RedemptionError) {
        if let problem = RedemptionConfiguration.problem(
            pointsPerMinute: pointsPerMinute, minRedemptionPoints: minRedemptionPoints,
            maxRedemptionPoints: maxRedemptionPoints)
        {
            throw problem
        }
        self.init(unchecked: pointsPerMinute, minRedemptionPoints, maxRedemptionPoints)
    }

    /// What `init(pointsPerMinute:minRedemptionPoints:maxRedemptionPoints:)` refuses these fields
    /// for, or nil: for a front end that words the refusal before building (the lab's `redeem`
    /// names its options).
    package static func problem(pointsPerMinute: Int, minRedemptionPoints: Int, maxRedemptionPoints: Int)
        -> RedemptionError?
    {
        let limit = RedemptionConfiguration.fieldLimit
        for (field, value) in [
            ("pointsPerMinute", pointsPerMinute), ("minRedemptionPoints", minRedemptionPoints),
            ("maxRedemptionPoints", maxRedemptionPoints)
        ] where !(1...limit).contains(value) {
            return .invalidConfiguration(field: field, value: value, rule: "must be 1 … \(limit)")
        }
        guard maxRedemptionPoints >= minRedemptionPoints else {
            return .invalidConfiguration(
                field: "maxRedemptionPoints", value: maxRedemptionPoints,
                rule: "must be at least minRedemptionPoints (\(minRedemptionPoints))")
        }
        let smallestWhole = (minRedemptionPoints + pointsPerMinute - 1) / pointsPerMinute * pointsPerMinute
        guard smallestWhole <= maxRedemptionPoints else {
            return .invalidConfiguration(
                field: "maxRedemptionPoints", value: maxRedemptionPoints,
                rule: "no multiple of pointsPerMinute (\(pointsPerMinute)) lies in "
                    + "\(minRedemptionPoints) … \(maxRedemptionPoints)")
        }
        return nil
    }

    /// The shortest and longest windows a single redemption can buy, in whole minutes.
    public var minutesRange: ClosedRange<Int> {
        ((minRedemptionPoints + pointsPerMinute - 1) / pointsPerMinute)...(maxRedemptionPoints / pointsPerMinute)
    }

    /// The earned time `points` buy, in seconds, after checking the request against the bounds.
    ///
    /// Points must buy whole minutes: a remainder would be deducted for no time (or rounded into
    /// time nobody paid for), so it is refused instead. The balance is checked separately.
    /// - Throws: the first rule the request breaks.
    /// - Complexity: O(1).
    public func earnedSeconds(forPoints points: Int) throws(RedemptionError) -> Int64 {
        guard points > 0 else { throw .nonPositivePoints(points: points) }
        guard points >= minRedemptionPoints else { throw .belowMinimum(points: points, minimum: minRedemptionPoints) }
        guard points <= maxRedemptionPoints else { throw .aboveMaximum(points: points, maximum: maxRedemptionPoints) }
        guard points % pointsPerMinute == 0 else {
            throw .notWholeMinutes(points: points, pointsPerMinute: pointsPerMinute)
        }
        return Int64(points / pointsPerMinute) * 60
    }
}
