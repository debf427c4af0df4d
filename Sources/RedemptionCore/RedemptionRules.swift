/// A redemption configuration together with its stacking policy, validated as a pair.
public struct RedemptionRules: Hashable, Sendable {
    public let configuration: RedemptionConfiguration
    public let policy: ExemptionStackingPolicy

    /// The seed's example configuration with its recommended policy (extend, 2 h cap).
    public static let seedExample = RedemptionRules(unchecked: .seedExample, .recommended)

    private init(unchecked configuration: RedemptionConfiguration, _ policy: ExemptionStackingPolicy) {
        self.configuration = configuration
        self.policy = policy
    }

    /// Validated rules.
    ///
    /// - Throws: `RedemptionError.invalidConfiguration` when an extend cap is shorter than the
    ///   smallest redemption (nothing could ever be granted) or longer than a week.
    public init(configuration: RedemptionConfiguration, policy: ExemptionStackingPolicy) throws(RedemptionError) {
        if let problem = RedemptionRules.problem(configuration: configuration, policy: policy) { throw problem }
        self.init(unchecked: configuration, policy)
    }

    /// What `init(configuration:policy:)` refuses `policy` for, or nil: for a front end that words
    /// the refusal before building (the lab's `redeem` names its options).
    package static func problem(configuration: RedemptionConfiguration, policy: ExemptionStackingPolicy)
        -> RedemptionError?
    {
        if case .extend(let cap) = policy {
            let shortest = configuration.minutesRange.lowerBound
            guard cap >= shortest, cap <= 7 * 24 * 60 else {
                return .invalidConfiguration(
                    field: "maxTotalMinutes", value: cap,
                    rule: "must be \(shortest) (the smallest redemption) … 10080 (a week)")
            }
        }
        return nil
    }
}
