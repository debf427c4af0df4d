import RedemptionCore

/// The totals of a `RedeemSimulation`.
public struct RedeemSimulationResult: Hashable, Sendable {
    public let simulation: RedeemSimulation
    public let tally: RedeemTally

    /// The policy's name: `"replace"`, `"extend"`, `"queue"` or `"block"`.
    public var policyName: String { simulation.rules.policy.name }
    /// Every invariant violation counted; must be 0.
    public var invariantViolations: Int { tally.violations.total }
}
