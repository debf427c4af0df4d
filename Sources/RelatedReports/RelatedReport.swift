import CommitmentCore
import OddsLab
import OddsReports
import RedemptionCore
import RelatedLab
import SeededRuns

/// The related products' part of the `Reports/` set, under `related/`: commitment penalties
/// (seed 003) and points redemption (seed 004), each what its command prints at the report's seed.
///
/// The sections print the `casino-odds week` / `casino-odds redeem` command lines that reproduce
/// them, so their runs here are exactly those commands' defaults at `seed`.
public enum RelatedReport {
    /// Weeks per rate in the commitment section when not told otherwise (`casino-odds week`'s default).
    public static let defaultWeeks = 100_000
    /// Children's days per stacking policy in the redemption section.
    public static let defaultRedemptionDays = 20_000

    /// The commitment section's terms: the seed's example (21 h limit, $0.10 a minute, 3 apps, lock-in 7 days before the deadline).
    static let limitMinutes = 21 * 60
    static let rateCents = 10
    static let selectedApps = 3
    static let daysToDeadline = 7
    /// The redemption section's extend cap (the seed's MVP: 120 minutes).
    static let extendCapMinutes = 120

    /// Both sections, with what the fairness report says of them.
    ///
    /// - Throws: `ReportError`, or `RunInterrupted` when `control` was asked to stop.
    /// - Complexity: O(weeks + 4 × redemptionDays).
    public static func section(
        seed: UInt64, threads: Int, control: RunControl = RunControl(), weeks: Int = defaultWeeks,
        redemptionDays: Int = defaultRedemptionDays
    ) throws -> FullReport.Related {
        let files =
            try commitmentFiles(seed: seed, weeks: weeks, threads: threads, control: control)
            + redemptionFiles(seed: seed, days: redemptionDays, threads: threads, control: control)
        return FullReport.Related(
            files: files,
            whatWasRun: "Related systems: commitment penalties (\(weeks) weeks per rate) and points redemption "
                + "(\(redemptionDays) days per stacking policy), seed \(seed).",
            filesLine: "`related/`: the related systems' reports, tables and charts.",
            markdown: """
                ## Related systems

                The seeds' two neighbouring products, simulated the same way (Docs/related.md): \
                [commitment penalties](related/commitment-penalties.md) and \
                [points redemption, the four stacking policies side by side](related/redemption-policies.md).
                """)
    }

    /// `related/` commitment files: what `casino-odds week --weeks W --seed S` prints.
    static func commitmentFiles(seed: UInt64, weeks: Int, threads: Int, control: RunControl) throws -> [ReportFile] {
        let terms: CommitmentTerms
        do {
            terms = try CommitmentTerms(
                limitMinutes: limitMinutes, penaltyPerMinuteCents: rateCents, selectedAppCount: selectedApps)
        } catch { throw ReportError("commitment terms: \(error)") }
        let result = try WeekSimulation(terms: terms, days: daysToDeadline, weeks: weeks, seed: seed)
            .run(threads: threads, control: control)
        let command =
            "casino-odds week --limit \(limitMinutes / 60)h --rate \(rateCents) --apps \(selectedApps) "
            + "--deadline-days \(daysToDeadline) --weeks \(weeks) --seed \(seed)"
        return CommitmentReport.files([result], command: command, folder: "related")
    }

    /// `related/` redemption files: what `casino-odds redeem --policy all --days D --seed S --kill-every-write` prints.
    static func redemptionFiles(seed: UInt64, days: Int, threads: Int, control: RunControl) throws -> [ReportFile] {
        var results: [RedeemSimulationResult] = []
        for policy in [ExemptionStackingPolicy.replace, .extend(maxTotalMinutes: extendCapMinutes), .queue, .block] {
            let rules: RedemptionRules
            do { rules = try RedemptionRules(configuration: .seedExample, policy: policy) } catch {
                throw ReportError("redemption rules: \(error)")
            }
            results.append(
                try RedeemSimulation(rules: rules, days: days, seed: seed).run(threads: threads, control: control))
        }
        return RedemptionReport.files(
            results, command: "casino-odds redeem --policy all --days \(days) --seed \(seed) --kill-every-write",
            folder: "related")
    }
}
