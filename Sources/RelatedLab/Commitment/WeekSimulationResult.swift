import CommitmentCore

/// The totals of a `WeekSimulation`, all integers; ratios are formatted exactly on output.
public struct WeekSimulationResult: Hashable, Sendable {
    public let simulation: WeekSimulation
    /// The amount authorized each week, in cents.
    public let authorizationCents: Int
    public let weeks: Int
    /// Weeks with at least one whole minute over the limit.
    public let weeksOverLimit: Int
    public let usageSecondsTotal: Int
    public let maxUsageSeconds: Int
    /// True penalties (exact usage), in cents.
    public let penaltyCentsTotal: Int
    public let maxPenaltyCents: Int
    /// Weeks whose true penalty exceeds the authorization: money the product cannot collect from the hold.
    public let weeksOverAuthorization: Int
    public let uncollectibleCentsTotal: Int
    public let maxUncollectibleCents: Int
    /// Weeks per `PenaltyRatioBucket.all` bucket.
    public let ratioHistogram: [Int]
    /// Per threshold step (in `simulation.thresholdSteps` order), exact baseline then snapshot baseline.
    public let thresholdEffects: [ThresholdEffect]
    /// Rule checks that failed: a settlement that does not split into collectible + uncollectible,
    /// a penalty that is not excess × rate, a threshold count from lock-in that over-charges.
    /// Must be 0.
    public let invariantViolations: Int

    init(simulation: WeekSimulation, tally: WeekTally) {
        self.simulation = simulation
        authorizationCents = simulation.authorizationCents
        weeks = tally.weeks
        weeksOverLimit = tally.weeksOverLimit
        usageSecondsTotal = tally.usageSecondsTotal
        maxUsageSeconds = tally.maxUsageSeconds
        penaltyCentsTotal = tally.penaltyCentsTotal
        maxPenaltyCents = tally.maxPenaltyCents
        weeksOverAuthorization = tally.weeksOverAuthorization
        uncollectibleCentsTotal = tally.uncollectibleCentsTotal
        maxUncollectibleCents = tally.maxUncollectibleCents
        ratioHistogram = tally.ratioHistogram
        thresholdEffects = tally.effects
        invariantViolations = tally.invariantViolations
    }
}
