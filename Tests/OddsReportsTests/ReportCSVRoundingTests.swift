import CasinoCore
import Testing
@testable import OddsLab
@testable import OddsReports

/// "No CSV figure is rounded in the player's favour": every numeric cell of every CSV file that
/// `casino-odds report` writes (the report set of `ReportTests`, built the way the command builds
/// it), read back as an exact decimal and compared with the exact value it prints.
///
/// Every column of every CSV file is classified here, and a file or column that is not fails the
/// test, so a new figure cannot slip through unchecked:
/// - `.down`: a return or a chance of not losing — printed ≤ exact, within one unit of the last digit;
/// - `.up`: a cost, a house edge, a chance of losing or of being capped — printed ≥ exact, within one unit;
/// - `.exact`: an integer or exact figure, printed exactly (integers: whole numbers only);
/// - `.notAFigure(why)`: a name, a label, a seed, a statistic of a measurement or a figure of a
///   related system — declared with the reason it is not a return or a cost of the casino.
/// A column whose direction depends on the row (an outcome that gains or loses) gives it per cell.
@Suite("Report CSVs: every cell exact or rounded against the player")
struct ReportCSVRoundingTests {
    /// How a column's cells must relate to their exact values.
    enum Kind {
        /// Per row: the exact value in the printed unit, and the direction (nil: printed exactly);
        /// nil for a row whose cell must be empty or is not a figure.
        case figure((Int) -> (ExactFraction, RoundingDirection?)?)
        /// Like `figure` for a value that can be negative: per row the magnitude, whether it is
        /// negative, and the direction on the number line (`.up`: toward +∞).
        case signedFigure((Int) -> (ExactFraction, Bool, RoundingDirection)?)
        /// Whole numbers (counts, minutes, seeds): an integer printed from an integer cannot be rounded.
        case integer
        case notAFigure(String)
    }

    // MARK: Reading cells

    /// A printed decimal as an exact signed value with the unit of its last digit: `"-12.50"` →
    /// (true, 1250/100, 1/100); nil when it is not a plain decimal.
    static func decimal(_ text: String) -> (negative: Bool, value: ExactFraction, unit: ExactFraction)? {
        var body = Substring(text)
        let negative = body.hasPrefix("-")
        if negative { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, !parts[0].isEmpty else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        let digits = parts[0] + fraction
        guard digits.count <= 36, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        var value = WideUnsigned(0), scale = WideUnsigned(1)
        for digit in digits { value = value * WideUnsigned(10) + WideUnsigned(UInt64(digit.wholeNumberValue ?? 0)) }
        for _ in fraction { scale = scale * WideUnsigned(10) }
        // One unit of the last digit shown; trailing zeros of a whole number printed to significant digits are not shown digits.
        var unit = ExactFraction(1, scale)
        if fraction.isEmpty {
            var zeros = parts[0].reversed().prefix { $0 == "0" }.count
            if zeros == parts[0].count { zeros = 0 }
            var power = WideUnsigned(1)
            for _ in 0..<zeros { power = power * WideUnsigned(10) }
            unit = ExactFraction(power, 1)
        }
        return (negative, ExactFraction(value, scale), unit)
    }

    /// printed vs exact (both signed: `exactNegative` says the exact value's sign).
    static func expect(
        _ printed: String, exact: ExactFraction, exactNegative: Bool = false, _ direction: RoundingDirection?,
        _ what: String
    ) {
        guard let shown = decimal(printed) else { Issue.record("\(what): \(printed) is not a decimal"); return }
        // Compare on a shifted scale so both are non-negative: v + K with K large enough.
        let offset = ExactFraction(1_000_000_000, 1)
        func shifted(_ negative: Bool, _ value: ExactFraction) -> ExactFraction {
            negative ? (try? offset.absoluteDifference(from: value, "shift")) ?? offset : offset.adding(value)!
        }
        let p = shifted(shown.negative && shown.value.numerator > 0, shown.value)
        let x = shifted(exactNegative && exact.numerator > 0, exact)
        switch direction {
        case nil:
            #expect(p == x, "\(what): \(printed) is not exactly \(exactNegative ? "-" : "")\(exact)")
        case .down?:
            #expect(
                p <= x && x < p.adding(shown.unit)!,
                "\(what): \(printed) is not \(exactNegative ? "-" : "")\(exact) rounded down")
        case .up?:
            #expect(
                x <= p && p < x.adding(shown.unit)!,
                "\(what): \(printed) is not \(exactNegative ? "-" : "")\(exact) rounded up")
        }
    }

    /// The rows of a CSV file, header first (quoted cells kept whole).
    static func rows(_ file: ReportFile) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], cell = "", quoted = false
        var iterator = ReportTests.text(file).makeIterator()
        while let c = iterator.next() {
            if quoted {
                if c == "\"" { quoted = false } else { cell.append(c) }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                row.append(cell); cell = ""
            } else if c == "\r\n" || c == "\n" {
                row.append(cell); rows.append(row); row = []; cell = ""
            } else {
                cell.append(c)
            }
        }
        if !cell.isEmpty || !row.isEmpty { row.append(cell); rows.append(row) }
        return rows
    }

    static func percent(_ x: ExactFraction) -> ExactFraction { x.multiplied(by: ExactFraction(100, 1))! }
    static func ratio(_ n: Int, _ d: Int) -> ExactFraction {
        ExactFraction(WideUnsigned(UInt64(n.magnitude)), WideUnsigned(UInt64(d.magnitude)))
    }

    // MARK: The classification

    static let configuration = "names the choice (game and options)"
    static let statistic =
        "a statistic of a measurement (standard error, interval, z, p, degrees of freedom), not a return or a cost"
    static let text = "text: a label, a yes/no or a verdict"

    static func configurationColumns() -> [String: Kind] {
        Dictionary(uniqueKeysWithValues: ReportFigures.configurationHeader.map { ($0, Kind.notAFigure(configuration)) })
    }

    /// Every CSV file of the set, every column: what it is and, for a figure, its exact value per row.
    static func classification(_ model: ReportModel, days: [DaysSection.Run]) -> [String: [String: Kind]] {
        var files: [String: [String: Kind]] = [:]
        let games = model.games

        // odds.csv: one row per outcome of every configuration.
        let outcomes = games.flatMap { $0.game.engine.outcomeTable.outcomes }
        files["odds.csv"] = configurationColumns().merging([
            "outcome_index": .integer, "outcome": .notAFigure(text), "probability_numerator": .integer,
            "probability_denominator": .integer,
            "multiplier": .figure { (ratio(outcomes[$0].centi.hundredths, 100), nil) },
            // A chance of an outcome that pays the stake back or more is rounded down, of one that loses up.
            "probability": .figure { (outcomes[$0].probability, outcomes[$0].centi.hundredths >= 100 ? .down : .up) },
            "one_in": .figure { row in
                let p = outcomes[row].probability
                guard p.numerator > 0 else { return nil }
                return (ExactFraction(p.denominator, p.numerator), outcomes[row].centi.hundredths >= 100 ? .up : .down)
            }
        ]) { $1 }

        files["configurations.csv"] = configurationColumns().merging([
            "outcomes": .integer,
            "nominal_rtp_percent": .figure { (percent(games[$0].analysis.nominalRTP), .down) },
            "house_edge_percent": .figure { row in
                let rtp = games[row].analysis.nominalRTP
                return rtp <= .one ? (percent(try! ExactFraction.one.absoluteDifference(from: rtp, "edge")), .up) : nil
            },
            "hit_frequency_percent": .figure { (percent(games[$0].analysis.hitFrequency), .down) },
            "win_frequency_percent": .figure { (percent(games[$0].analysis.winFrequency), .down) },
            "standard_deviation_per_minute": .notAFigure("the spread of one wager's payout, not a return or a cost"),
            "volatility_index_per_minute": .notAFigure("the spread of one wager's payout, not a return or a cost"),
            "largest_multiplier": .figure { (ratio(games[$0].analysis.largestWin.centi.hundredths, 100), nil) },
            "largest_multiplier_one_in": .figure { row in
                let p = games[row].analysis.largestWin.probability
                return p.numerator > 0 ? (ExactFraction(p.denominator, p.numerator), .up) : nil
            }
        ]) { $1 }

        // rtp.csv: every configuration at every standard wager.
        let rtpRows = games.flatMap { odds in odds.returns.indices.map { (odds, $0) } }
        let simulated: [SimulatedRTP?] = rtpRows.map { odds, i in
            model.simulations(of: odds.game).first { $0.request.wager == odds.returns[i].wager }
        }
        files["rtp.csv"] = configurationColumns().merging([
            "wager_minutes": .integer, "remaining_minutes": .integer, "minutes_until_midnight": .integer,
            "nominal_rtp_percent": .figure { (percent(rtpRows[$0].0.analysis.nominalRTP), .down) },
            "rounded_rtp_percent": .figure { (percent(rtpRows[$0].0.analysis.roundedRTPs[rtpRows[$0].1].rtp), .down) },
            "rounding_cost_percentage_points": .figure { (percent(rtpRows[$0].0.roundingCosts[rtpRows[$0].1]), .up) },
            "effective_rtp_percent": .figure { (percent(rtpRows[$0].0.returns[rtpRows[$0].1].rtp), .down) },
            "cap_cost_percentage_points": .figure { (percent(rtpRows[$0].0.capCosts[rtpRows[$0].1]), .up) },
            "simulation_seed": .integer, "simulated_wagers": .integer,
            "simulated_rtp_percent": .figure { row in
                simulated[row].map { run in (percent(ratio(Int(run.minutesPaid), Int(run.minutesWagered))), .down) }
            },
            "standard_error_percentage_points": .notAFigure(statistic),
            "interval_95_low_percent": .notAFigure(statistic),
            "interval_95_high_percent": .notAFigure(statistic), "z": .notAFigure(statistic),
            "p_value": .notAFigure(statistic)
        ]) { $1 }

        let caps = model.capScenarios
        files["cap.csv"] = configurationColumns().merging([
            "local_time": .notAFigure("a time of day (the scenario's name)"), "minutes_until_midnight": .integer,
            "remaining_minutes": .integer, "wager_minutes": .integer, "largest_win_minutes": .integer,
            "largest_capped_win_minutes": .integer,
            "cap_probability_percent": .figure { (percent(caps[$0].capProbability), .up) },
            "rounded_rtp_percent": .figure { (percent(caps[$0].roundedRTP), .down) },
            "effective_rtp_percent": .figure { (percent(caps[$0].effectiveRTP), .down) },
            "cap_cost_percentage_points": .figure { (percent(caps[$0].capCost), .up) }
        ]) { $1 }

        let bets = model.disclosures
        func oneIn(_ p: ExactFraction, _ d: RoundingDirection) -> (ExactFraction, RoundingDirection?)? {
            p.numerator > 0 ? (ExactFraction(p.denominator, p.numerator), d) : nil
        }
        files["disclosure.csv"] = configurationColumns().merging([
            "wager_minutes": .integer, "remaining_minutes": .integer, "minutes_until_midnight": .integer,
            "largest_win_minutes": .integer, "largest_win_capped": .notAFigure(text),
            "gain_probability_percent": .figure { (percent(bets[$0].gainProbability), .down) },
            "gain_one_in": .figure { oneIn(bets[$0].gainProbability, .up) },
            // Not losing is the player's good news: rounded down like a gain.
            "even_probability_percent": .figure { (percent(bets[$0].evenProbability), .down) },
            "loss_probability_percent": .figure { (percent(bets[$0].lossProbability), .up) },
            "whole_wager_loss_probability_percent": .figure { (percent(bets[$0].wholeLossProbability), .up) },
            "whole_wager_loss_one_in": .figure { oneIn(bets[$0].wholeLossProbability, .down) },
            "kept_per_100_minutes": .figure { (percent(bets[$0].rtp), .down) },
            "house_per_100_minutes": .figure { row in
                bets[row].rtp <= .one
                    ? (percent(try! ExactFraction.one.absoluteDifference(from: bets[row].rtp, "edge")), .up) : nil
            }
        ]) { $1 }

        let changes = bets.filter { $0.wager == ReportPlan.disclosureWager }.flatMap(\.changes)
        files["disclosure-outcomes.csv"] = configurationColumns().merging([
            "wager_minutes": .integer, "remaining_minutes": .integer, "minutes_until_midnight": .integer,
            "delta_minutes": .integer, "result": .notAFigure(text), "cap_applied": .notAFigure(text),
            "probability_numerator": .integer, "probability_denominator": .integer,
            "rounded": .notAFigure(
                "the direction the row's figures are rounded in (checked by the columns themselves)"),
            "probability_percent": .figure {
                (percent(changes[$0].probability), changes[$0].deltaMinutes >= 0 ? .down : .up)
            },
            "one_in": .figure { oneIn(changes[$0].probability, changes[$0].deltaMinutes >= 0 ? .up : .down) }
        ]) { $1 }

        // offer-before-after.csv: each side's effective return, a return: rounded down.
        let offerRows = model.offerBeforeAfter.rows
        files["offer-before-after.csv"] = [
            "game": .notAFigure(configuration), "variant": .notAFigure(configuration), "stake_minutes": .integer,
            "before_effective_return_percent": .figure {
                offerRows[$0].before?.effectiveReturn.map { (percent($0), .down) }
            },
            "after_effective_return_percent": .figure {
                offerRows[$0].after?.effectiveReturn.map { (percent($0), .down) }
            },
            "before_accepted": .notAFigure(text), "after_accepted": .notAFigure(text),
            "before_refused_by": .notAFigure(text), "after_refused_by": .notAFigure(text)
        ]
        let share =
            "the share of the offer's (choice, stake) pairs the floor accepts: a description of the offer, not a return or a cost"
        files["offer-summary.csv"] = [
            "game": .notAFigure(configuration), "side": .notAFigure(text), "pairs": .integer, "accepted": .integer,
            "accepted_percent": .notAFigure(share), "uncut_pairs": .integer, "uncut_accepted": .integer,
            "uncut_accepted_percent": .notAFigure(share), "choices_with_no_accepted_stake": .integer
        ]

        // acceptance.csv: the share of the day a bet is open, rounded down (never overstating it).
        let acceptanceCells: [DayAcceptance.Cell?] =
            model.disclosure.day.rows.flatMap { $0.cells.map { Optional($0) } }
            + model.disclosure.offTheOffer.flatMap { $0.day.isEmpty ? [nil] : $0.day.map { Optional($0) } }
        files["acceptance.csv"] = [
            "game": .notAFigure(configuration), "variant": .notAFigure(configuration), "stake_minutes": .integer,
            "minutes_accepted": .integer,
            "day_percent": .figure { row in acceptanceCells[row].map { (percent($0.share), .down) } },
            "accepted_from": .notAFigure(text), "accepted_until": .notAFigure(text), "offered": .notAFigure(text),
            "note": .notAFigure(text)
        ]

        files["checks.csv"] = configurationColumns().merging([
            "check": .notAFigure(text), "source": .notAFigure(text), "gate_case": .integer, "wager_minutes": .integer,
            "remaining_minutes": .integer, "minutes_until_midnight": .integer,
            "measured": .notAFigure("the check's one-line evidence, text"), "expected": .notAFigure(text),
            "statistic": .notAFigure(statistic), "degrees_of_freedom": .integer, "p_value": .notAFigure(statistic),
            "holm_adjusted_p_value": .notAFigure(statistic),
            "family_wise_alpha": .notAFigure("the statistical policy's level, a constant"),
            "verdict": .notAFigure(text), "method": .notAFigure(text)
        ]) { $1 }

        let kinds = GameKind.allCases.filter { kind in games.contains { $0.game.game == kind } }
        files["verdicts.csv"] = [
            "game": .notAFigure(configuration), "configurations": .integer,
            "nominal_rtp_lowest_percent": .figure { row in
                games.filter { $0.game.game == kinds[row] }.map(\.analysis.nominalRTP).min().map {
                    (percent($0), .down)
                }
            },
            "nominal_rtp_highest_percent": .figure { row in
                games.filter { $0.game.game == kinds[row] }.map(\.analysis.nominalRTP).max().map {
                    (percent($0), .down)
                }
            },
            "gate_cases": .integer, "gate_statistical_tests": .integer, "gate_smallest_p_value": .notAFigure(statistic),
            "gate_smallest_holm_adjusted_p_value": .notAFigure(statistic), "preview_mismatches": .integer,
            "cap_rule_violations": .integer, "checks": .integer, "checks_failed": .integer, "verdict": .notAFigure(text)
        ]

        let policy = "the statistical policy (levels, bin size, tail factor, audited bound), constants of the run"
        files["run.csv"] = [
            "tool_version": .notAFigure(text), "configuration": .notAFigure(text),
            "configuration_digest": .notAFigure(text),
            "configurations": .integer, "seed": .integer, "simulations": .integer, "wagers_per_simulation": .integer,
            "disclosure_wager_minutes": .integer, "interval_confidence_percent": .integer,
            "family_false_alarm_rate": .notAFigure(policy), "false_alarm_target": .notAFigure(policy),
            "chi_square_minimum_expected_count": .integer, "z_test_tail_factor": .notAFigure(policy),
            "gate_seed": .integer,
            "gate_cases": .integer, "gate_wagers_per_case": .integer, "gate_statistical_tests": .integer,
            "gate_audited_false_alarm_rate": .notAFigure(policy)
        ]

        // days.csv: one row per profile; the player's returns rounded down, losses and cuts up.
        let activity = "how much a simulated user plays or uses their phone (a volume, not a return or a cost)"
        files["days.csv"] = [
            "profile": .notAFigure(text), "days": .integer, "seed": .integer, "allowance_minutes": .integer,
            "wagers_per_day": .notAFigure(activity), "minutes_wagered_per_day_mean": .notAFigure(activity),
            "minutes_lost_per_day_mean": .signedFigure { row in
                let lost = days[row].result.minutesLostPerDay
                return (ratio(lost.sum, lost.total), lost.sum < 0, .up)
            },
            "minutes_lost_per_day_p50": .integer, "minutes_lost_per_day_p90": .integer,
            "minutes_lost_per_day_p99": .integer,
            "minutes_lost_per_day_max": .integer,
            "rtp_before_cap_percent": .figure {
                let r = days[$0].result;
                return (percent(ratio(r.minutesReturnedBeforeCap, r.settledMinutesWagered)), .down)
            },
            "rtp_paid_percent": .figure {
                let r = days[$0].result; return (percent(ratio(r.minutesReturned, r.settledMinutesWagered)), .down)
            },
            "wins_capped_percent": .figure {
                let r = days[$0].result; return r.wins > 0 ? (percent(ratio(r.capped, r.wins)), .up) : nil
            },
            "wins_paid_nothing": .integer, "forfeits": .integer, "forfeited_minutes": .integer,
            "days_ended_locked_at_zero_percent": .figure {
                let r = days[$0].result; return (percent(ratio(r.daysEndedAtZero, r.days)), .up)
            },
            "blocked_unlock_taps": .integer,
            "overrun_days_percent_threshold_events": .notAFigure(activity),
            "overrun_minutes_per_day_threshold_events": .notAFigure(activity),
            "overrun_days_percent_seed_triggers_only": .notAFigure(activity),
            "overrun_minutes_per_day_seed_triggers_only": .notAFigure(activity),
            "invariant_checks": .integer, "invariant_violations": .integer,
            "refused_by_floor_per_day": .notAFigure(activity), "suggested_wagers_taken": .integer,
            "minutes_lost_per_day_mean_floor_off": .signedFigure { row in
                guard let off = days[row].floorOff?.minutesLostPerDay else { return nil }
                return (ratio(off.sum, off.total), off.sum < 0, .up)
            },
            // Toward +∞: the floor's saving in minutes lost is never overstated.
            "minutes_lost_per_day_change_by_floor": .signedFigure { row in
                guard let off = days[row].floorOff?.minutesLostPerDay else { return nil }
                let change = days[row].result.minutesLostPerDay.sum - off.sum
                return (ratio(change, days[row].result.days), change < 0, .up)
            },
            "kill_sample_days": .integer, "kill_sample_forked_wagers": .integer, "kill_sample_kills": .integer,
            "kill_sample_invariant_checks": .integer, "kill_sample_invariant_violations": .integer,
            "kill_sample_forked_unlock_taps": .integer
        ]
        return files
    }

    /// The related systems' CSV files (commitment penalties, points redemption): figures of
    /// neighbouring products, not returns or costs of a casino bet; their whole-number columns must
    /// still be whole numbers. Every column is listed, so a new one must be classified here.
    static let related =
        "a figure of a related system (Docs/related.md: commitment penalties or points redemption), not a casino return or cost"
    static let relatedIntegerColumns: Set<String> = [
        "rate_cents_per_minute", "upper_percent", "weeks", "limit_minutes", "selected_apps", "days", "seed",
        "factor1_cents_per_hour", "factor2_minutes", "factor3_cents_per_app", "authorization_cents", "weeks_over_limit",
        "usage_seconds_total", "penalty_cents_total", "penalty_cents_max", "weeks_penalty_over_authorization",
        "uncollectible_cents_total", "uncollectible_cents_max", "invariant_violations", "usage_seconds_per_day_mean",
        "sessions_per_day_mean", "intensity_percent_min", "intensity_percent_max", "prior_usage_seconds_max",
        "step_minutes", "true_penalty_cents_total", "charged_penalty_cents_total", "weeks_undercharged",
        "hidden_excess_minutes", "undercharged_cents", "weeks_overcharged", "phantom_excess_minutes",
        "overcharged_cents",
        "weeks_charged_over_authorization", "charged_uncollectible_cents", "requests", "grants", "grants_unanswered",
        "grants_started", "grants_replaced", "grants_extended", "grants_queued", "refused_insufficient_balance",
        "refused_below_minimum", "refused_above_maximum", "refused_not_whole_minutes", "refused_blocked",
        "refused_cap_reached", "kills", "relock_delay_seconds_max", "wake_ups", "relaunches", "writes",
        "kill_points_checked",
        "violations_books", "violations_cap", "violations_unpaid_access", "violations_recovery",
        "violations_malformed_windows", "points_per_minute", "min_redemption_points", "max_redemption_points",
        "extend_cap_minutes", "relock_latency_seconds", "relock_tolerance_seconds"
    ]
    static let relatedFigureColumns: Set<String> = [
        "penalty_share_of_authorization", "weeks_percent", "rate_dollars_per_minute", "authorization_dollars",
        "weeks_over_limit_percent", "penalty_mean_dollars", "penalty_over_authorization_percent",
        "uncollectible_mean_dollars", "uncollectible_max_dollars", "baseline", "weeks_undercharged_percent",
        "hidden_excess_minutes_per_week", "weeks_overcharged_percent", "phantom_excess_minutes_per_week",
        "charged_minus_true_minutes_per_week", "policy", "grants_percent", "granted_minutes_per_day",
        "access_minutes_per_day", "wasted_minutes_per_day", "queue_wait_minutes_mean", "queue_wait_minutes_max",
        "earned_points_per_day", "unspent_points_per_day", "lost_to_kills_minutes_per_day", "overrun_seconds_per_day",
        "kill_after_every_write"
    ]

    @Test func everyNumericCellOfEveryCSVIsExactOrRoundedAgainstThePlayer() throws {
        let built = try ReportTests.twoThreads.get()
        // The day runs the files were written from (the report's own, not a second play of them).
        let classification = Self.classification(built.model, days: built.days.runs)
        let csvFiles = built.files.filter { $0.path.hasSuffix(".csv") }
        #expect(csvFiles.count >= 14)
        var figuresChecked = 0
        for file in csvFiles {
            let rows = Self.rows(file)
            guard let header = rows.first else { Issue.record("\(file.path) is empty"); continue }
            let body = rows.dropFirst()
            if file.path.hasPrefix("related/") {
                for column in header {
                    #expect(
                        Self.relatedIntegerColumns.contains(column) || Self.relatedFigureColumns.contains(column),
                        "\(file.path): column \(column) is not classified")
                }
                for (index, column) in header.enumerated() where Self.relatedIntegerColumns.contains(column) {
                    for row in body where index < row.count && !row[index].isEmpty {
                        #expect(Int(row[index]) != nil, "\(file.path) \(column): \(row[index]) is not a whole number")
                    }
                }
                continue
            }
            guard let kinds = classification[file.path] else {
                Issue.record("\(file.path) is not classified: add its columns to ReportCSVRoundingTests")
                continue
            }
            #expect(
                Set(kinds.keys) == Set(header),
                "\(file.path): classified \(Set(kinds.keys).symmetricDifference(header).sorted())")
            for (index, column) in header.enumerated() {
                guard let kind = kinds[column] else { continue }
                for (r, row) in body.enumerated() {
                    let cell = index < row.count ? row[index] : ""
                    let what = "\(file.path) row \(r + 1) \(column)"
                    switch kind {
                    case .notAFigure:
                        break
                    case .integer:
                        if !cell.isEmpty && cell != NumberFormat.notANumber {
                            // Seeds are unsigned 64-bit (sub-run seeds pass Int.max half the time).
                            #expect(
                                Int(cell) != nil || UInt64(cell) != nil, "\(what): \(cell) is not a whole number")
                        }
                    case .figure(let exact):
                        guard let (value, direction) = exact(r) else {
                            #expect(
                                cell.isEmpty || cell == NumberFormat.notANumber || cell == "–",
                                "\(what): \(cell) has no exact value")
                            continue
                        }
                        Self.expect(cell, exact: value, direction, what)
                        figuresChecked += 1
                    case .signedFigure(let exact):
                        guard let (value, negative, direction) = exact(r) else {
                            #expect(
                                cell.isEmpty || cell == NumberFormat.notANumber, "\(what): \(cell) has no exact value")
                            continue
                        }
                        Self.expect(cell, exact: value, exactNegative: negative, direction, what)
                        figuresChecked += 1
                    }
                }
            }
        }
        #expect(figuresChecked > 10_000)
    }
}
