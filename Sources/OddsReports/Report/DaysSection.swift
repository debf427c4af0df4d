import CasinoCore
import OddsLab

/// The day simulation's figures in the reports: `days.csv`, a section of `fairness-report.md`
/// and the chart of minutes lost per day, one row and one curve per profile.
///
/// Every number in the Markdown is printed by the same formatter as its CSV cell, so the two agree
/// to the digit.
public struct DaysSection {
    /// One profile's runs, as the lab computed them.
    typealias Run = ReportDays.Run

    var runs: [Run]
    /// The command that reproduces one profile's figures, with `PROFILE` standing for its name.
    public var command: String
    /// Days per profile of the kill-after-every-write sample (0: none was run).
    public var killSampleDays: Int

    init(runs: [Run], command: String, killSampleDays: Int = 0) {
        self.runs = runs
        self.command = command
        self.killSampleDays = killSampleDays
    }

    static let header = [
        "profile", "days", "seed", "allowance_minutes", "wagers_per_day", "minutes_wagered_per_day_mean",
        "minutes_lost_per_day_mean", "minutes_lost_per_day_p50", "minutes_lost_per_day_p90", "minutes_lost_per_day_p99",
        "minutes_lost_per_day_max", "rtp_before_cap_percent", "rtp_paid_percent", "wins_capped_percent",
        "wins_paid_nothing", "forfeits", "forfeited_minutes", "days_ended_locked_at_zero_percent",
        "blocked_unlock_taps",
        "overrun_days_percent_threshold_events", "overrun_minutes_per_day_threshold_events",
        "overrun_days_percent_seed_triggers_only", "overrun_minutes_per_day_seed_triggers_only",
        "invariant_checks", "invariant_violations",
        "refused_by_floor_per_day", "suggested_wagers_taken", "minutes_lost_per_day_mean_floor_off",
        "minutes_lost_per_day_change_by_floor", "kill_sample_days", "kill_sample_forked_wagers", "kill_sample_kills",
        "kill_sample_invariant_checks", "kill_sample_invariant_violations", "kill_sample_forked_unlock_taps"
    ]

    /// The figures of one run, as printed (CSV and Markdown share them).
    static func figures(_ run: Run) -> [String] {
        let r = run.result, p = run.spec.profile.profile
        let lost = r.minutesLostPerDay
        func q(_ permille: Int) -> String {
            lost.quantile(permille: permille).map(String.init) ?? NumberFormat.notANumber
        }
        func pct(_ n: Int, _ d: Int) -> String {
            d > 0 && n >= 0
                ? NumberFormat.percent(ExactFraction(WideUnsigned(n), WideUnsigned(d)), places: 2)
                : NumberFormat.notANumber
        }
        // Returns rounded down, costs to the player (cut wins, days locked at 0) up: never in the player's favour.
        func pct(_ n: Int, _ d: Int, _ direction: RoundingDirection) -> String {
            d > 0 && n >= 0
                ? NumberFormat.percent(ExactFraction(WideUnsigned(n), WideUnsigned(d)), places: 2, rounding: direction)
                : NumberFormat.notANumber
        }
        let stakes = r.settledMinutesWagered
        return [
            p.name, String(r.days), String(run.spec.seed), String(p.dailyAllowanceMinutes),
            NumberFormat.ratio(r.wagers, r.days, places: 2), NumberFormat.ratio(r.minutesWagered, r.days, places: 2),
            NumberFormat.ratioUp(lost.sum, lost.total, places: 2), q(500), q(900), q(990), q(1000),
            pct(r.minutesReturnedBeforeCap, stakes, .down), pct(r.minutesReturned, stakes, .down),
            pct(r.capped, r.wins, .up),
            String(r.cappedToZero), String(r.forfeits), String(r.forfeitedMinutes), pct(r.daysEndedAtZero, r.days, .up),
            String(r.blockedUnlocks),
            pct(r.overrunPerDay.daysAboveZero, r.days), NumberFormat.ratio(r.overrunPerDay.sum, r.days, places: 2),
            pct(r.overrunSeedTriggersOnlyPerDay.daysAboveZero, r.days),
            NumberFormat.ratio(r.overrunSeedTriggersOnlyPerDay.sum, r.days, places: 2),
            String(r.tally.checks.reduce(0, +)), String(r.tally.violationCount),
            NumberFormat.ratio(r.refusedByFloor, r.days, places: 2), String(r.suggestedWagersTaken),
            run.floorOff.map { NumberFormat.ratioUp($0.minutesLostPerDay.sum, $0.minutesLostPerDay.total, places: 2) }
                ?? "",
            // What the floor's refusals change in minutes lost: toward +∞, so a saving is never overstated.
            run.floorOff.map { NumberFormat.ratioUp(lost.sum - $0.minutesLostPerDay.sum, r.days, places: 2) } ?? "",
            run.killSample.map { String($0.days) } ?? "", run.killSample.map { String($0.forks.wagers) } ?? "",
            run.killSample.map { String($0.forks.forks) } ?? "",
            run.killSample.map { String($0.tally.checks.reduce(0, +)) } ?? "",
            run.killSample.map { String($0.tally.violationCount) } ?? "",
            run.killSample.map { String($0.forks.unlockTaps) } ?? ""
        ]
    }

    /// `days.csv`: one row per profile.
    public var csv: CSVTable {
        var table = CSVTable(header: DaysSection.header)
        for run in runs {
            let row = DaysSection.figures(run)
            table.append([.untrusted(row[0])] + row.dropFirst().map { CSVCell.text($0) })
        }
        return table
    }

    /// The section of `fairness-report.md`.
    public var markdown: String {
        var doc = MarkdownDocument()
        doc.heading("Day simulation", level: 2)
        doc.paragraph(
            """
            The app's real coordinator runs whole simulated days (US Eastern time, with its 23- and 25-hour \
            days) against a simulated clock, an honest usage source, recording shields and a storage that can \
            be killed after any write; every invariant of Docs/rules.md is checked at every step \
            (Docs/days.md). Each profile's figures are reproduced by `\(command)` with `PROFILE` replaced \
            by its name; `days.csv` holds them all.
            """)
        addFigures(to: &doc)
        addFloor(to: &doc)
        if killSampleDays > 0 { addKills(to: &doc) }
        doc.image(
            alt: "Share of days on which the games took at least x minutes, by profile",
            path: "charts/days-minutes-lost.svg")
        return doc.text
    }

    /// Each profile's figures, and what overrun is.
    private func addFigures(to doc: inout MarkdownDocument) {
        let rows = runs.map { run -> [String] in
            let f = DaysSection.figures(run)
            return [
                MarkdownDocument.escaped(f[0]), f[1], f[5], f[6], f[8], f[9], f[11], f[12], f[13], f[15], f[17], f[19],
                f[21],
                f[23], f[24]
            ]
        }
        doc.table(
            [
                .init("profile"), .init("days", alignment: .right), .init("min wagered / day", alignment: .right),
                .init("min lost / day", alignment: .right), .init("p90", alignment: .right),
                .init("p99", alignment: .right),
                .init("RTP before cap %", alignment: .right), .init("RTP paid %", alignment: .right),
                .init("wins capped %", alignment: .right), .init("forfeits", alignment: .right),
                .init("days locked at 0 %", alignment: .right),
                .init("overrun days % (threshold events)", alignment: .right),
                .init("overrun days % (seed triggers only)", alignment: .right),
                .init("invariant checks", alignment: .right), .init("violations", alignment: .right)
            ], rows: rows)
        doc.paragraph(
            """
            Overrun is restricted-app use past 0 because the app's usage reading lags the truth. The app \
            refreshes usage on the seeds' triggers (launch, foreground, pull-to-refresh, lock taps) and \
            on the usage threshold event it schedules after every change where remaining reaches 0; the \
            seed-triggers-only column replays the same days with the seeds' triggers only. That replay is \
            the app's run step for step until the app's first threshold event of the day, so it is split \
            off there and only its own steps are checked again: the invariant checks count each distinct \
            step once (Docs/days.md, "Overrun, before and after the threshold").
            """)
    }

    /// The return floor in the day: refusals, suggestions taken, and the floor-off replay.
    private func addFloor(to doc: inout MarkdownDocument) {
        doc.paragraph(
            """
            The return floor in the day: bets the floor refused, and what the refusals change. After a refusal the \
            simulated player takes the wager the refusal suggests when it is at most twice the stake wanted, and \
            otherwise leaves the game for that visit. "Floor off" replays the same days (same seeds) with the \
            floor at 0; the change is minutes lost a day with the floor minus without it (negative: the floor \
            saves minutes). Two new invariants run at every wager: every accepted bet's exact effective return at \
            its moment meets the floor, and a forfeit costs exactly its stake.
            """)
        doc.table(
            [
                .init("profile"), .init("refused / day", alignment: .right),
                .init("suggestions taken", alignment: .right),
                .init("min lost / day", alignment: .right), .init("floor off", alignment: .right),
                .init("change", alignment: .right)
            ],
            rows: runs.map { run in
                let f = DaysSection.figures(run)
                return [MarkdownDocument.escaped(f[0]), f[25], f[26], f[6], f[27], f[28]]
            })
    }

    /// Kill after every write: the forks, kills and checks of the sample days.
    private func addKills(to doc: inout MarkdownDocument) {
        doc.paragraph(
            """
            Kill after every write: \(killSampleDays) days per profile in which the first wager of every game visit \
            is forked at every effect call of its commit/settle path (each write, shield call, threshold schedule and \
            log event, and before the first), and so is every unlock tap with minutes left (sequence 5); each fork \
            is killed there, relaunched twice and, after a round, plays the next round, and every invariant is checked (`\(command) --kill-every-write` with \
            `--days \(killSampleDays)`).
            """)
        doc.table(
            [
                .init("profile"), .init("days", alignment: .right), .init("wagers forked", alignment: .right),
                .init("unlock taps forked", alignment: .right), .init("kills", alignment: .right),
                .init("invariant checks", alignment: .right), .init("violations", alignment: .right)
            ],
            rows: runs.map { run in
                let f = DaysSection.figures(run)
                return [MarkdownDocument.escaped(f[0]), f[29], f[30], f[34], f[31], f[32], f[33]]
            })
    }

    /// For each profile, the share of days on which the games took at least x minutes (net of
    /// wins), x = 1 … the most any day lost: a step curve per profile. (A histogram of the same
    /// days is unreadable: rare days that won hundreds of minutes stretch its axis, and the
    /// question a player has, "how often do I lose an hour or more?", is read off this curve.)
    public var chart: SVGChart {
        var summary: [String] = []
        let series = runs.map { run -> ChartSeries in
            let histogram = run.result.minutesLostPerDay
            let total = Double(max(1, histogram.total))
            let losses = histogram.counts.filter { $0.key >= 1 }.sorted { $0.key < $1.key }
            var atLeast = Double(losses.reduce(0) { $0 + $1.value })
            let losing = 100 * atLeast / total
            var points: [ChartPoint] = []
            var previous = 1
            for (minutes, count) in losses {
                // Flat from the previous loss up to this one, then a step down past it.
                points.append(ChartPoint(x: Double(previous), y: 100 * atLeast / total))
                points.append(ChartPoint(x: Double(minutes), y: 100 * atLeast / total))
                atLeast -= Double(count)
                previous = minutes
            }
            if let last = losses.last { points.append(ChartPoint(x: Double(last.key), y: 0)) }
            summary.append(
                "\(run.spec.profile.profile.name) loses at least 1 minute on \(NumberFormat.fixed(losing, places: 1)) % of days"
                    + (losses.last.map { ", at most \($0.key) minutes" } ?? ""))
            return .line(run.spec.profile.profile.name, points: points)
        }
        return SVGChart(
            title: "Days on which the games took at least x minutes, by profile",
            description: "For each user profile, the percentage of simulated days on which the games took at least "
                + "x minutes net of wins, as a step curve falling from x = 1: " + summary.joined(separator: "; ") + ".",
            xAxis: ChartAxis("x: minutes lost in a day, net of wins", unit: "min"),
            yAxis: ChartAxis("Days", unit: "%", includesZero: true),
            series: series)
    }

    /// The files this section adds: `days.csv` and the chart.
    public var files: [ReportFile] {
        [
            ReportFile(path: "days.csv", bytes: csv.bytes),
            ReportFile(path: "charts/days-minutes-lost.svg", bytes: chart.bytes)
        ]
    }
}
