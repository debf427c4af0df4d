import CasinoCore
import CommitmentCore
import RedemptionCore
import SeededRuns

/// The related products' runs for the `Reports/` set, computed here in the lab (RelatedReports only
/// formats them): commitment penalties at the seed's example terms, and points redemption under
/// each of the four stacking policies, each exactly what its command runs at the report's seed.
public struct RelatedRuns: Sendable {
    /// Weeks per rate in the commitment section when not told otherwise (`casino-odds week`'s default).
    public static let defaultWeeks = 100_000
    /// Children's days per stacking policy in the redemption section.
    public static let defaultRedemptionDays = 20_000

    /// The commitment section's terms: the seed's example (21 h limit, $0.10 a minute, 3 apps,
    /// lock-in 7 days before the deadline).
    public static let limitMinutes = 21 * 60
    public static let rateCents = 10
    public static let selectedApps = 3
    public static let daysToDeadline = 7
    /// The redemption section's extend cap (the seed's MVP: 120 minutes).
    public static let extendCapMinutes = 120

    public var seed: UInt64
    public var weeks: Int
    public var redemptionDays: Int
    /// The commitment run.
    public var week: WeekSimulationResult
    /// One redemption run per policy: replace, extend (capped), queue, block.
    public var redemptions: [RedeemSimulationResult]

    /// Plays both products' runs on `threads` threads; the result does not depend on `threads`.
    ///
    /// - Throws: `CommandInterrupted` when `control` was asked to stop (the terms and rules are
    ///   constants that pass their own checks).
    /// - Complexity: O(weeks + 4 × redemptionDays).
    public init(
        seed: UInt64, threads: Int, control: RunControl = RunControl(), weeks: Int = defaultWeeks,
        redemptionDays: Int = defaultRedemptionDays
    ) throws {
        self.seed = seed
        self.weeks = weeks
        self.redemptionDays = redemptionDays
        let terms = try CommitmentTerms(
            limitMinutes: RelatedRuns.limitMinutes, penaltyPerMinuteCents: RelatedRuns.rateCents,
            selectedAppCount: RelatedRuns.selectedApps)
        week = try WeekSimulation(terms: terms, days: RelatedRuns.daysToDeadline, weeks: weeks, seed: seed)
            .run(threads: threads, control: control)
        redemptions = []
        for policy in [
            ExemptionStackingPolicy.replace, .extend(maxTotalMinutes: RelatedRuns.extendCapMinutes), .queue, .block
        ] {
            let rules = try RedemptionRules(configuration: .seedExample, policy: policy)
            redemptions.append(
                try RedeemSimulation(rules: rules, days: redemptionDays, seed: seed).run(
                    threads: threads, control: control))
        }
    }
}
