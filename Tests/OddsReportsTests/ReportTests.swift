import CasinoCore
@testable import OddsLab
@testable import OddsReports
import RelatedLab
import RelatedReports
import Testing

/// The whole `Reports/` set as `casino-odds report` builds it, at small sizes so debug builds stay
/// quick: the casino's files, the day section and `related/`.
@Suite("casino-odds report: the file set")
struct ReportTests {
    static let plan = ReportPlan(
        seed: 1, wagersPerSimulation: 20_000, daysPerProfile: 40, toolVersion: "test", gateWagers: 2048)

    struct Built: Sendable {
        var model: ReportModel
        /// The day runs the files were written from (kept so a test reads them instead of playing them again).
        var days: ReportDays
        var files: [ReportFile]
    }

    static func build(threads: Int) throws -> Built {
        let model = try ReportModel(
            plan: plan, simulator: RunnerReportSimulator(threads: threads, producer: "test"), gateThreads: threads)
        let days = try ReportDays(plan: plan, threads: threads)
        let output = FullReport.files(
            model, days: days,
            related: RelatedReport.section(
                try RelatedRuns(seed: plan.seed, threads: threads, weeks: 2_000, redemptionDays: 200)))
        return Built(model: model, days: days, files: output.files)
    }

    static let twoThreads = Result { try build(threads: 2) }
    static let oneThread = Result { try build(threads: 1) }

    static func text(_ file: ReportFile) -> String { String(decoding: file.bytes, as: UTF8.self) }

    // MARK: Determinism

    @Test func renderingTheSameModelTwiceGivesTheSameBytes() throws {
        let model = try ReportTests.twoThreads.get().model
        #expect(ReportRenderer.files(model) == ReportRenderer.files(model))
    }

    // Over 10 s (16.0 s, load 8–10): the rule needs a second whole report set, built on one thread.
    @Test func oneAndTwoThreadsGiveTheSameBytes() throws {
        let one = try ReportTests.oneThread.get().files
        let two = try ReportTests.twoThreads.get().files
        #expect(one.map(\.path) == two.map(\.path))
        for (a, b) in zip(one, two) { #expect(a.bytes == b.bytes, "\(a.path) differs between 1 and 2 threads") }
    }

    @Test func theSetHasTheCasinoDayAndRelatedFiles() throws {
        let paths = Set(try ReportTests.twoThreads.get().files.map(\.path))
        for path in [
            "fairness-report.md", "odds-disclosure.md", "odds.csv", "rtp.csv", "checks.csv", "disclosure.csv",
            "days.csv", "charts/days-minutes-lost.svg", "related/commitment-penalties.md",
            "related/commitment-penalty-vs-authorization.csv", "related/redemption-policies.md",
            "related/redemption-policies.csv"
        ] {
            #expect(paths.contains(path), "missing \(path)")
        }
        let fairness = try #require(try ReportTests.twoThreads.get().files.first { $0.path == "fairness-report.md" })
        #expect(ReportTests.text(fairness).contains("(related/commitment-penalties.md)"))
    }

    /// The day and related sections sit in their places, and nothing still says they are missing.
    @Test func theFairnessReportPlacesTheDayAndRelatedSections() throws {
        let fairness = try #require(try ReportTests.twoThreads.get().files.first { $0.path == "fairness-report.md" })
        let text = ReportTests.text(fairness)
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map(String.init)
        let forfeits = try #require(headings.firstIndex(of: "## Forfeits"))
        #expect(headings.firstIndex(of: "## Day simulation") == forfeits + 1)
        #expect(headings.last == "## Related systems")
        #expect(headings.filter { $0 == "## Day simulation" }.count == 1)
        #expect(!text.contains("not part of this report"))
        #expect(!text.contains("when it joins this report"))
        #expect(text.contains("- Day simulation: 4 user profiles"))
        #expect(text.contains("- `days.csv`:"))
        // The casino-only set says plainly that these parts are not in it.
        let model = try ReportTests.twoThreads.get().model
        let casinoOnly = try #require(ReportRenderer.files(model).first { $0.path == "fairness-report.md" })
        #expect(!ReportTests.text(casinoOnly).contains("## Day simulation"))
        #expect(ReportTests.text(casinoOnly).contains("not in this set"))
    }

    // MARK: Charts

    /// A screen reader announces a chart by its `<title>` and reads its `<desc>`: every chart of the set has both.
    @Test func everyChartOfTheSetHasATitleAndADescription() throws {
        let charts = try ReportTests.twoThreads.get().files.filter { $0.path.hasSuffix(".svg") }
        #expect(charts.count >= 8)
        for chart in charts {
            let text = ReportTests.text(chart)
            #expect(
                text.contains("<title>") && text.contains("<desc>") && !text.contains("<desc></desc>"), "\(chart.path)")
        }
    }

    /// The RTP charts' returns share one scale (the upper panel's y range), so they compare at a glance;
    /// the zoom below each is the game's own.
    @Test func theRTPChartsShareTheirScaleOfReturns() throws {
        let charts = try ReportTests.twoThreads.get().files.filter { $0.path.hasPrefix("charts/rtp-") }
        #expect(charts.count == GameRegistry.games.count)
        func yTicks(_ text: String) -> [String] {
            // Tick labels of the value axes are right-aligned ("text-anchor=end"), in the first panel's nested <svg>.
            let upper = text.components(separatedBy: "<svg x=").dropFirst().first ?? ""
            return upper.split(separator: "\n").filter { $0.contains("text-anchor=\"end\"") }.map(String.init).map {
                String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
            }
        }
        let first = yTicks(ReportTests.text(charts[0]))
        #expect(first.contains("100") && first.count >= 3)
        for chart in charts.dropFirst() { #expect(yTicks(ReportTests.text(chart)) == first, "\(chart.path)") }
    }

    // MARK: Every Markdown number is a CSV cell

    /// (The disclosure's machine view, `odds-disclosure.json`, counts as a table of cells too: the
    /// app renders it, and every figure of `odds-disclosure.md` must be in it or in a CSV.)
    @Test func everyNumberInTheMarkdownAppearsInACSV() throws {
        let files = try ReportTests.twoThreads.get().files
        var cells: Set<String> = []
        for file in files where file.path == "odds-disclosure.json" {
            cells.formUnion(NumberTokens.all(in: ReportTests.text(file), wordBoundary: false))
        }
        for file in files where file.path.hasSuffix(".csv") {
            for record in try #require(CSVRecords.parse(ReportTests.text(file)), "\(file.path) is not RFC 4180") {
                for cell in record {
                    cells.insert(cell)
                    cells.formUnion(NumberTokens.all(in: cell, wordBoundary: false))
                }
            }
        }
        var missing: [String: [String]] = [:]
        for file in files where file.path.hasSuffix(".md") {
            let prose = NumberTokens.withoutCodeAndFileLinks(ReportTests.text(file))
            for token in NumberTokens.all(in: prose, wordBoundary: true) where !cells.contains(token) {
                missing[file.path, default: []].append(token)
            }
        }
        #expect(missing.isEmpty, "Markdown numbers in no CSV cell: \(missing)")
    }

    @Test func theTokenizerFindsTheNumbersAPersonReads() {
        #expect(
            NumberTokens.all(in: "win 48.5 % (1 in 2.07); f1 = 100 ¢/h, 3h00m, x2 and 1.", wordBoundary: true)
                == ["48.5", "1", "2.07", "100", "3", "1"])
        #expect(
            NumberTokens.withoutCodeAndFileLinks("seed `003`, see [the chart](charts/a-1.svg) (Docs/x2.md) 7")
                == "seed , see [the chart]  7")
    }

    // MARK: The disclosure against the exact analysis

    @Test func crashTwoTimesDisclosureStatesTheExactOddsToTheDigitsShown() throws {
        let game = try ConfiguredGame.crash(GameConfiguration.defaults.crash, target: CrashTarget(Centi(200)))
        let analysis = try ExactAnalysis(outcomeTable: game.engine.outcomeTable)
        let wager = ReportPlan.disclosureWager
        var win = ExactFraction.zero, loss = ExactFraction.zero
        for outcome in analysis.outcomeTable.outcomes {
            let payout = outcome.centi.payout(forWager: wager)
            if payout > wager { win = try #require(win.adding(outcome.probability)) }
            if payout < wager { loss = try #require(loss.adding(outcome.probability)) }
        }
        // At 2.00x a 10-minute bet pays exactly 20 (no rounding), so the wins are the analysis's.
        #expect(win == analysis.winFrequency)
        #expect(win == ExactFraction(97, 200))

        let disclosure = try #require(try ReportTests.twoThreads.get().files.first { $0.path == "odds-disclosure.md" })
        let text = ReportTests.text(disclosure)
        let prefix = "If you bet 10 minutes on 2.00x: you win 10 minutes with probability "
        let sentence = try #require(text.split(separator: "\n").first { $0.hasPrefix(prefix) }.map(String.init))
        let shownWin = try #require(sentence.dropFirst(prefix.count).split(separator: " ").first.map(String.init))
        let lossMarker = "you lose 10 minutes with probability "
        let afterLoss = try #require(sentence.range(of: lossMarker)).upperBound
        let shownLoss = try #require(sentence[afterLoss...].split(separator: " ").first.map(String.init))
        #expect(shownWin == "48.5")
        #expect(shownLoss == "51.5")
        // Chances of winning are rounded down and of losing up, to the last digit shown.
        let w = try #require(ShownPercent(shownWin)), l = try #require(ShownPercent(shownLoss))
        #expect(w.isFloor(of: win), "\(shownWin) % is not \(win) rounded down")
        #expect(l.isCeiling(of: loss), "\(shownLoss) % is not \(loss) rounded up")
    }

    // MARK: CSV shape

    @Test func everyCSVIsRFC4180WithTheHeadersFieldCountInEveryRow() throws {
        let csvs = try ReportTests.twoThreads.get().files.filter { $0.path.hasSuffix(".csv") }
        #expect(csvs.count >= 10)
        for file in csvs {
            let records = try #require(CSVRecords.parse(ReportTests.text(file)), "\(file.path) is not RFC 4180")
            let header = try #require(records.first, "\(file.path) is empty")
            #expect(records.count > 1, "\(file.path) has no rows")
            #expect(Set(header).count == header.count, "\(file.path) repeats a column name")
            for (index, record) in records.enumerated() {
                #expect(
                    record.count == header.count,
                    "\(file.path) record \(index): \(record.count) fields, header \(header.count)")
            }
        }
    }

    @Test func theCSVParserRejectsWhatRFC4180Forbids() {
        #expect(CSVRecords.parse("a,b\r\n1,\"x, \"\"y\"\"\r\nz\"\r\n") == [["a", "b"], ["1", "x, \"y\"\r\nz"]])
        #expect(CSVRecords.parse("a,b\n1,2\n") == nil)
        #expect(CSVRecords.parse("a,b\r\n1,2") == nil)
        #expect(CSVRecords.parse("a,b\r\n1,x\"y\r\n") == nil)
        #expect(CSVRecords.parse("a,b\r\n1,\"y\r\n") == nil)
    }
}

/// Numbers as a reader sees them: digits, optionally a `.` and more digits.
enum NumberTokens {
    /// Every number in `text`. With `wordBoundary`, a number glued to a letter, digit, `_` or `.`
    /// before it (`x2`, `3h00m`'s `00`, `v1.2`'s `2`) is not a figure and is skipped.
    static func all(in text: String, wordBoundary: Bool) -> [String] {
        let chars = Array(text)
        var tokens: [String] = []
        var i = 0
        while i < chars.count {
            guard chars[i].isASCII, chars[i].isNumber else { i += 1; continue }
            let glued =
                i > 0 && (chars[i - 1].isLetter || chars[i - 1].isNumber || chars[i - 1] == "_" || chars[i - 1] == ".")
            var j = i
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
            if j + 1 < chars.count, chars[j] == ".", chars[j + 1].isASCII, chars[j + 1].isNumber {
                j += 1
                while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
            }
            if !(wordBoundary && glued) { tokens.append(String(chars[i..<j])) }
            i = j
        }
        return tokens
    }

    /// `text` without inline code (commands, file names, seed names) and without parenthesised
    /// file paths (link targets such as `(charts/rtp-crash.svg)`): neither holds figures.
    static func withoutCodeAndFileLinks(_ text: String) -> String {
        var out = ""
        var inCode = false
        for c in text {
            if c == "`" { inCode.toggle(); continue }
            if !inCode { out.append(c) }
        }
        var result = ""
        var rest = Substring(out)
        while let open = rest.firstIndex(of: "(") {
            result += rest[..<open]
            let inside = rest[rest.index(after: open)...]
            if let close = inside.firstIndex(of: ")"),
                [".svg", ".md", ".csv"].contains(where: { inside[..<close].hasSuffix($0) })
            {
                rest = inside[inside.index(after: close)...]
            } else {
                result += "("
                rest = inside
            }
        }
        return result + rest
    }
}

/// A strict RFC 4180 reader: records end with CRLF (the last one too), fields are separated by
/// commas, a field is either unquoted (no `"`, CR or LF) or wholly quoted with `""` for a quote.
/// Returns nil for anything else.
enum CSVRecords {
    static func parse(_ text: String) -> [[String]]? {
        let chars = Array(text.unicodeScalars)
        var records: [[String]] = []
        var record: [String] = []
        var i = 0
        while i < chars.count {
            var field = ""
            if chars[i] == "\"" {
                i += 1
                while true {
                    guard i < chars.count else { return nil }
                    if chars[i] == "\"" {
                        if i + 1 < chars.count, chars[i + 1] == "\"" {
                            field.unicodeScalars.append("\"")
                            i += 2
                        } else {
                            i += 1
                            break
                        }
                    } else {
                        field.unicodeScalars.append(chars[i])
                        i += 1
                    }
                }
            } else {
                while i < chars.count, chars[i] != ",", chars[i] != "\r", chars[i] != "\n" {
                    if chars[i] == "\"" { return nil }
                    field.unicodeScalars.append(chars[i])
                    i += 1
                }
            }
            record.append(field)
            guard i < chars.count else { return nil }
            if chars[i] == "," {
                i += 1
            } else if chars[i] == "\r", i + 1 < chars.count, chars[i + 1] == "\n" {
                records.append(record)
                record = []
                i += 2
            } else {
                return nil
            }
        }
        return record.isEmpty ? records : nil
    }
}

/// A percentage as printed (`"48.5"`), held exactly as `digits / 10^places` percent.
struct ShownPercent {
    var digits: WideUnsigned
    var places: Int

    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let value = WideUnsigned(parts.joined()) else { return nil }
        digits = value
        places = parts.count == 2 ? parts[1].count : 0
    }

    /// 100 · 10^places: the denominator turning `digits` into a probability.
    private var scale: WideUnsigned {
        var s: WideUnsigned = 100
        for _ in 0..<places { s *= 10 }
        return s
    }

    /// shown ≤ p < shown + one unit of the last digit.
    func isFloor(of p: ExactFraction) -> Bool {
        digits * p.denominator <= p.numerator * scale && p.numerator * scale < (digits + 1) * p.denominator
    }

    /// shown − one unit of the last digit < p ≤ shown.
    func isCeiling(of p: ExactFraction) -> Bool {
        digits > 0 && p.numerator * scale <= digits * p.denominator
            && (digits - 1) * p.denominator < p.numerator * scale
    }
}

/// "Every figure exact or rounded against the player": every percentage cell of the exact-odds
/// CSV files (`rtp.csv`, `cap.csv`, `configurations.csv`), read back as an exact decimal and
/// compared with the exact value it prints — returns and chances of gaining never above it,
/// costs, edges and chances of being capped never below it, and within one unit of the last place.
@Suite("Report CSV: no figure rounded in the player's favour")
struct ReportRoundingDirectionTests {
    /// `"97.125"` as the exact fraction 97125/1000 (non-negative decimals only).
    static func decimal(_ text: String) -> ExactFraction? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = UInt64(parts[0]) else { return nil }
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.allSatisfy(\.isNumber) else { return nil }
        var scale: UInt64 = 1
        for _ in fraction { scale *= 10 }
        return ExactFraction(WideUnsigned(whole * scale + (UInt64(fraction) ?? 0)), WideUnsigned(scale))
    }

    /// The cells of column `name` of a CSV file, by row.
    static func column(_ name: String, of path: String, in files: [ReportFile]) throws -> [String] {
        let file = try #require(files.first { $0.path == path })
        let lines = ReportTests.text(file).split(whereSeparator: \.isNewline).map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let index = try #require(lines.first?.firstIndex(of: name), "\(path) has no column \(name)")
        return lines.dropFirst().map { $0[index] }
    }

    /// Checks `printed` (a percentage, 3 decimals) against `exact` (a proportion) in `direction`.
    static func expectRounded(_ printed: String, _ exact: ExactFraction, _ direction: RoundingDirection, _ what: String)
    {
        guard let value = decimal(printed) else { Issue.record("\(what): \(printed) is not a decimal"); return }
        let percent = exact.multiplied(by: ExactFraction(100, 1))!
        let unit = ExactFraction(1, 1000)
        switch direction {
        case .down:
            #expect(value <= percent && percent < value.adding(unit)!, "\(what): \(printed) vs exact \(percent)")
        case .up: #expect(percent <= value && value < percent.adding(unit)!, "\(what): \(printed) vs exact \(percent)")
        }
    }

    @Test func rtpCSVReturnsAreRoundedDownAndCostsUp() throws {
        let built = try ReportTests.twoThreads.get()
        let files = built.files
        let expected = built.model.games.flatMap { odds in
            odds.returns.indices.map { i in
                (
                    odds.analysis.nominalRTP, odds.analysis.roundedRTPs[i].rtp, odds.roundingCosts[i],
                    odds.returns[i].rtp, odds.capCosts[i]
                )
            }
        }
        let columns = try [
            "nominal_rtp_percent", "rounded_rtp_percent", "rounding_cost_percentage_points",
            "effective_rtp_percent", "cap_cost_percentage_points"
        ].map { try Self.column($0, of: "rtp.csv", in: files) }
        #expect(columns[0].count == expected.count)
        for (row, exact) in expected.enumerated() {
            Self.expectRounded(columns[0][row], exact.0, .down, "rtp.csv row \(row) nominal")
            Self.expectRounded(columns[1][row], exact.1, .down, "rtp.csv row \(row) rounded")
            Self.expectRounded(columns[2][row], exact.2, .up, "rtp.csv row \(row) rounding cost")
            Self.expectRounded(columns[3][row], exact.3, .down, "rtp.csv row \(row) effective")
            Self.expectRounded(columns[4][row], exact.4, .up, "rtp.csv row \(row) cap cost")
        }
    }

    @Test func capCSVReturnsAreRoundedDownAndCostsUp() throws {
        let built = try ReportTests.twoThreads.get()
        let columns = try [
            "cap_probability_percent", "rounded_rtp_percent", "effective_rtp_percent", "cap_cost_percentage_points"
        ]
        .map { try Self.column($0, of: "cap.csv", in: built.files) }
        #expect(columns[0].count == built.model.capScenarios.count)
        for (row, odds) in built.model.capScenarios.enumerated() {
            Self.expectRounded(columns[0][row], odds.capProbability, .up, "cap.csv row \(row) cap probability")
            Self.expectRounded(columns[1][row], odds.roundedRTP, .down, "cap.csv row \(row) rounded")
            Self.expectRounded(columns[2][row], odds.effectiveRTP, .down, "cap.csv row \(row) effective")
            Self.expectRounded(columns[3][row], odds.capCost, .up, "cap.csv row \(row) cap cost")
        }
    }

    @Test func configurationsCSVReturnsAndChancesAreRoundedDownAndEdgesUp() throws {
        let built = try ReportTests.twoThreads.get()
        let columns = try [
            "nominal_rtp_percent", "house_edge_percent", "hit_frequency_percent", "win_frequency_percent"
        ]
        .map { try Self.column($0, of: "configurations.csv", in: built.files) }
        for (row, odds) in built.model.games.enumerated() {
            let a = odds.analysis
            Self.expectRounded(columns[0][row], a.nominalRTP, .down, "configurations.csv row \(row) nominal")
            if a.nominalRTP <= .one {
                Self.expectRounded(
                    columns[1][row], try ExactFraction.one.absoluteDifference(from: a.nominalRTP, "edge"), .up,
                    "configurations.csv row \(row) edge")
            }
            Self.expectRounded(columns[2][row], a.hitFrequency, .down, "configurations.csv row \(row) hit")
            Self.expectRounded(columns[3][row], a.winFrequency, .down, "configurations.csv row \(row) win")
        }
    }

    @Test func runCSVCarriesTheConfigurationDigest() throws {
        let built = try ReportTests.twoThreads.get()
        let digest = try Self.column("configuration_digest", of: "run.csv", in: built.files)
        #expect(digest == [GameConfiguration.defaults.contentDigest])
        #expect(digest[0].count == 16)
    }
}
