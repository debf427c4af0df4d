import CasinoCore
import OddsLab

extension CheckReport {
    /// The report as JSON: the run's inputs and policy, the audited false-alarm rate, then every
    /// case with its figures and checks. Keys in a fixed order, doubles in their shortest
    /// round-trip form, so the same seed and size print the same bytes on any thread count.
    public var json: String {
        let plan = self.plan
        let policy = plan.policy
        let cases: [JSONText] = results.indices.map { caseJSON(index: $0) }
        return JSONText.object([
            ("tool", .string("casino-odds check")),
            ("seed", .int(seed)),
            ("wagersPerCase", .int(plan.wagersPerCase)),
            (
                "policy",
                .object([
                    ("familyWiseAlpha", .double(policy.familyWiseAlpha)),
                    ("falseAlarmTarget", .double(policy.falseAlarmTarget)),
                    ("minimumExpectedCount", .double(policy.minimumExpectedCount)),
                    ("chiSquareTailFactor", .double(policy.chiSquareTailFactor))
                ])
            ),
            ("statisticalTests", .int(plan.statisticalTestCount)),
            ("bonferroniLevel", .double(plan.bonferroniLevel)),
            ("falseAlarmBound", .double(plan.falseAlarmBound)),
            ("passed", .bool(passed)),
            ("checks", .int(items.count)),
            ("failures", .array(failures.map { .string($0.summary) })),
            ("cases", .array(cases)),
            (
                "floorCases",
                .array(
                    floorItems.map { item in
                        .row([
                            ("index", .int(item.caseIndex)), ("title", .string(item.caseTitle)),
                            ("check", .string(item.kind.key)),
                            ("verdict", .string(item.verdict.rawValue)), ("detail", .string(item.detail))
                        ])
                    })
            ),
            ("policyFloorPPM", .optional(floorGate?.policyFloor.perMillion) { .int($0) })
        ]).rendered
    }

    /// One case of `cases`: its game, inputs and figures, then its checks.
    private func caseJSON(index: Int) -> JSONText {
        let result = results[index]
        let checkCase = result.checkCase
        let entry = plan.entries[index]
        let checks: [JSONText] = items(ofCase: index).map { checkJSON($0, of: result) }
        return .object([
            ("index", .int(index)),
            ("title", .string(checkCase.title)),
            ("game", .string(checkCase.game.game.rawValue)),
            ("variant", .string(checkCase.game.variant)),
            (
                "options",
                .object(checkCase.game.options.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
            ),
            ("wager", .int(checkCase.wager)),
            ("remainingMinutes", .int(checkCase.remainingMinutes)),
            ("minutesUntilMidnight", .int(checkCase.minutesUntilMidnight)),
            ("seed", .int(result.seed)),
            ("wagers", .int(result.run.totals.wagers)),
            ("exactRTP", .optional(result.odds.rtp) { .string($0.description) }),
            ("exactRTPValue", .double(result.odds.rtpValue)),
            ("observedRTP", .double(result.observedRTP)),
            ("standardError", .double(result.standardError)),
            ("sigma", .double(result.odds.sigma)),
            ("detectableDeviation", .optional(entry.detectableDeviation) { .double($0) }),
            ("zTestFalseAlarm", .double(entry.zTestFalseAlarm)),
            ("capApplications", .int(result.capApplications)),
            ("outcomeCounts", .array(result.run.totals.outcomeCounts.map { .int($0) })),
            ("checks", .array(checks))
        ])
    }

    /// One check of a case: its kind and verdict, a statistical test's figures, its detail.
    private func checkJSON(_ item: CheckItem, of result: CaseResult) -> JSONText {
        var members: [(String, JSONText)] = [
            ("check", .string(item.kind.key)), ("method", .string(item.kind.method)),
            ("verdict", .string(item.verdict.rawValue))
        ]
        if item.kind.isStatistical {
            let test = item.kind == .rtp ? result.rtpTest : result.chiSquare
            members.append(("statistic", test.isApplicable ? .double(test.statistic) : .null))
            if item.kind == .chiSquare {
                members.append(("degreesOfFreedom", test.isApplicable ? .int(test.degreesOfFreedom ?? 0) : .null))
            }
            members.append(("pValue", .optional(item.pValue) { .double($0) }))
            members.append(("holmAdjustedPValue", .optional(item.adjustedPValue) { .double($0) }))
        }
        members.append(("detail", .string(item.detail)))
        return .row(members)
    }
}
