import OddsLab
import OddsReports
import RelatedLab

/// The related products' part of the `Reports/` set, under `related/`: commitment penalties
/// (seed 003) and points redemption (seed 004), each what its command prints at the report's seed.
///
/// The sections print the `casino-odds week` / `casino-odds redeem` command lines that reproduce
/// them, so their runs here are exactly those commands' defaults at `seed`.
public enum RelatedReport {
    /// Both sections of `runs`, with what the fairness report says of them.
    ///
    /// - Complexity: O(weeks' histogram + policies).
    public static func section(_ runs: RelatedRuns) -> FullReport.Related {
        FullReport.Related(
            files: commitmentFiles(runs) + redemptionFiles(runs),
            whatWasRun: "Related systems: commitment penalties (\(runs.weeks) weeks per rate) and points redemption "
                + "(\(runs.redemptionDays) days per stacking policy), seed \(runs.seed).",
            filesLine: "`related/`: the related systems' reports, tables and charts.",
            markdown: """
                ## Related systems

                The seeds' two neighbouring products, simulated the same way (Docs/related.md): \
                [commitment penalties](related/commitment-penalties.md) and \
                [points redemption, the four stacking policies side by side](related/redemption-policies.md).
                """)
    }

    /// `related/` commitment files: what `casino-odds week --weeks W --seed S` prints.
    static func commitmentFiles(_ runs: RelatedRuns) -> [ReportFile] {
        let command =
            "casino-odds week --limit \(RelatedRuns.limitMinutes / 60)h --rate \(RelatedRuns.rateCents) "
            + "--apps \(RelatedRuns.selectedApps) --deadline-days \(RelatedRuns.daysToDeadline) "
            + "--weeks \(runs.weeks) --seed \(runs.seed)"
        return CommitmentReport.files([runs.week], command: command, folder: "related")
    }

    /// `related/` redemption files: what `casino-odds redeem --policy all --days D --seed S --kill-every-write` prints.
    static func redemptionFiles(_ runs: RelatedRuns) -> [ReportFile] {
        RedemptionReport.files(
            runs.redemptions,
            command:
                "casino-odds redeem --policy all --days \(runs.redemptionDays) --seed \(runs.seed) --kill-every-write",
            folder: "related")
    }
}
