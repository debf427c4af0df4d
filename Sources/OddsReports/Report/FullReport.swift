/// The whole `Reports/` set: the casino's files (`ReportRenderer.files`) plus the day simulation
/// (one run per named profile: `days.csv`, its chart, a section of `fairness-report.md`) and the
/// seeds' two related systems under `related/` (commitment penalties, points redemption).
///
/// `casino-odds report` writes exactly these bytes; the tests build the same set in memory with
/// small sizes. Like `ReportRenderer`, the bytes depend on the plan and the sizes only, never on
/// `threads`.
public enum FullReport {
    /// The files and what the caller must act on.
    public struct Output: Sendable {
        /// Every file, casino's first (in their order), then the day section's, then `related/`.
        public var files: [ReportFile]
        /// Invariant violations over all day-simulation runs (0 for a sound coordinator).
        public var dayInvariantViolations: Int
    }

    /// Weeks per rate in the commitment section when not told otherwise (`casino-odds week`'s default).
    public static let defaultWeeks = 100_000
    /// Days per profile of the day section's kill-after-every-write sample.
    public static let killSampleDays = 1_000
    /// Children's days per stacking policy in the redemption section.
    public static let defaultRedemptionDays = 20_000

    /// The commitment section's terms: the seed's example (21 h limit, $0.10 a minute, 3 apps, lock-in 7 days before the deadline).
    static let limitMinutes = 21 * 60
    static let rateCents = 10
    static let selectedApps = 3
    static let daysToDeadline = 7
    /// The redemption section's extend cap (the seed's MVP: 120 minutes).
    static let extendCapMinutes = 120

    /// Builds every file of the report.
    ///
    /// The related sections print the `casino-odds week` / `casino-odds redeem` command lines that
    /// reproduce them, so their runs here are exactly those commands' defaults at `plan.seed`.
    ///
    /// - Complexity: O(casino report + profiles × days + weeks + 4 × redemptionDays).
    public static func files(
        _ model: ReportModel, threads: Int, weeks: Int = defaultWeeks,
        redemptionDays: Int = defaultRedemptionDays
    ) throws(ReportError) -> Output {
        let plan = model.plan
        var runs: [DaysSection.Run] = []
        var floorOff = plan.configuration
        floorOff.returnFloor = .off
        let killDays = min(plan.daysPerProfile, killSampleDays)
        for profile in UserProfile.named {
            let compiled: CompiledProfile, compiledOff: CompiledProfile
            do {
                compiled = try CompiledProfile(profile, configuration: plan.configuration)
                compiledOff = try CompiledProfile(profile, configuration: floorOff)
            } catch { throw ReportError("profile \(profile.name): \(error)") }
            let spec = DayRunSpec(profile: compiled, days: plan.daysPerProfile, seed: plan.seed, killEveryWrite: false)
            let offSpec = DayRunSpec(
                profile: compiledOff, days: plan.daysPerProfile, seed: plan.seed, killEveryWrite: false)
            let killSpec = DayRunSpec(profile: compiled, days: killDays, seed: plan.seed, killEveryWrite: true)
            runs.append(
                DaysSection.Run(
                    spec: spec, result: DayRunner.run(spec, threads: threads),
                    floorOff: DayRunner.run(offSpec, threads: threads),
                    killSample: killDays > 0 ? DayRunner.run(killSpec, threads: threads) : nil))
        }
        let days = DaysSection(
            runs: runs, command: "casino-odds day --profile PROFILE --days \(plan.daysPerProfile) --seed \(plan.seed)",
            killSampleDays: killDays)
        let related =
            try commitmentFiles(seed: plan.seed, weeks: weeks, threads: threads)
            + redemptionFiles(seed: plan.seed, days: redemptionDays, threads: threads)

        let supplement = FairnessReportSupplement(
            whatWasRun: [
                "Day simulation: \(days.runs.count) user profiles ("
                    + days.runs.map { "`\($0.spec.profile.profile.name)`" }
                    .joined(separator: ", ") + "), \(plan.daysPerProfile) days each, seed \(plan.seed).",
                "Related systems: commitment penalties (\(weeks) weeks per rate) and points redemption "
                    + "(\(redemptionDays) days per stacking policy), seed \(plan.seed)."
            ],
            daySection: days.markdown,
            files: [
                "`days.csv`: the day simulation, one row per profile.",
                "`related/`: the related systems' reports, tables and charts."
            ],
            relatedSection: """
                ## Related systems

                The seeds' two neighbouring products, simulated the same way (Docs/related.md): \
                [commitment penalties](related/commitment-penalties.md) and \
                [points redemption, the four stacking policies side by side](related/redemption-policies.md).
                """
        )
        var result = ReportRenderer.files(model, supplement: supplement)
        result += days.files + related
        return Output(
            files: result,
            dayInvariantViolations: runs.reduce(0) {
                $0 + $1.result.tally.violationCount + ($1.killSample?.tally.violationCount ?? 0)
            })
    }

    /// `related/` commitment files: what `casino-odds week --weeks W --seed S` prints.
    static func commitmentFiles(seed: UInt64, weeks: Int, threads: Int) throws(ReportError) -> [ReportFile] {
        let terms: CommitmentTerms
        do {
            terms = try CommitmentTerms(
                limitMinutes: limitMinutes, penaltyPerMinuteCents: rateCents, selectedAppCount: selectedApps)
        } catch { throw ReportError("commitment terms: \(error)") }
        let result = WeekSimulation(terms: terms, days: daysToDeadline, weeks: weeks, seed: seed).run(threads: threads)
        let command =
            "casino-odds week --limit \(limitMinutes / 60)h --rate \(rateCents) --apps \(selectedApps) "
            + "--days \(daysToDeadline) --weeks \(weeks) --seed \(seed)"
        return CommitmentReport.files([result], command: command, folder: "related")
    }

    /// `related/` redemption files: what `casino-odds redeem --policy all --days D --seed S` prints.
    static func redemptionFiles(seed: UInt64, days: Int, threads: Int) throws(ReportError) -> [ReportFile] {
        var results: [RedeemSimulationResult] = []
        for policy in [ExemptionStackingPolicy.replace, .extend(maxTotalMinutes: extendCapMinutes), .queue, .block] {
            let rules: RedemptionRules
            do { rules = try RedemptionRules(configuration: .seedExample, policy: policy) } catch {
                throw ReportError("redemption rules: \(error)")
            }
            results.append(RedeemSimulation(rules: rules, days: days, seed: seed).run(threads: threads))
        }
        return RedemptionReport.files(
            results, command: "casino-odds redeem --policy all --days \(days) --seed \(seed)",
            folder: "related")
    }
}
