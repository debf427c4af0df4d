import ArgumentParser
import OddsLab
import OddsReports

struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Show how RTP, hit frequency and σ move with one parameter, exactly.",
        discussion: """
        One row per value, each the exact analysis of the game with that value: nominal RTP, \
        effective RTP at 1, 10 and 60 minutes (or at the swept wager), hit frequency, σ, \
        volatility index, and the exact expected minutes lost by one bet (10 minutes, or the \
        swept wager). Options left out take the defaults commands that play use (Crash 2.00x, \
        Plinko 16 rows medium, Mines 3 mines 5 reveals).
        Parameters: edge (crash, mines: house edge 1 − r, default 0.01…0.05), target (crash: \
        cash-out target in x, default 1.01…10), risk (plinko: low…high), rows (plinko: 8…16), \
        wager (any game: minutes, default 1…10). Values are spaced evenly in integers.
        Minutes lost per day need the day simulation and are not a column yet. See Docs/tuning.md.
          casino-odds sweep --game crash --param edge --from 0.01 --to 0.05 --steps 5
          casino-odds sweep --game plinko --param risk --rows 12 --format csv
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, csv
    }

    @OptionGroup var game: GameOptions

    @Option(help: "The parameter: \(SweepAxis.parameterNames.joined(separator: ", ")).")
    var param: String

    @Option(help: "The first value (see the parameter's default above).")
    var from: String?

    @Option(help: "The last value.")
    var to: String?

    @Option(help: "How many values, evenly spaced (1…\(SweepAxis.maximumSteps)).")
    var steps: Int?

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .table

    func run() throws {
        ignoreBrokenPipe()
        let selection = try game.selection()
        let base = try game.configuration()
        let sweep: Sweep
        do {
            guard let kind = try selection.resolvedGame() else {
                throw ToolError("--game is required: choose crash, plinko, mines or slots")
            }
            let axis = try SweepAxis(parameter: param, from: from, to: to, steps: steps, game: kind)
            sweep = try Sweep(game: kind, axis: axis, selection: selection, over: base)
        } catch let error as TuningError {
            throw ToolError(error.message)
        } catch let error as ConfigurationError {
            throw ToolError(error.flagged.description)
        }
        let text = format == .csv ? SweepCommand.csv(sweep) : SweepCommand.table(sweep)
        let writer = StdoutWriter()
        guard writer.write(Array(text.utf8)) else { return }
        writer.flush()
    }

    private static func isWagerSweep(_ sweep: Sweep) -> Bool {
        if case .wager = sweep.axis { return true }
        return false
    }

    static func table(_ sweep: Sweep) -> String {
        let wagerSweep = isWagerSweep(sweep)
        let showPPM = sweep.game == .crash || sweep.game == .mines
        var header = [sweep.axis.parameterName] + (showPPM ? ["returnPPM"] : []) + ["configuration", "nominal RTP"]
        header += wagerSweep ? ["effective RTP"] : TuningVerification.reportedWagers.map { "eff \($0)m" }
        header += ["hit", "σ", "volatility", wagerSweep ? "loss per bet" : "loss per 10m bet"]
        var rows = [header]
        for row in sweep.rows {
            let a = row.analysis
            var cells = [row.value] + (showPPM ? [row.returnPPM.map(String.init) ?? ""] : []) + [row.game.title]
            cells.append(NumberFormat.percent(a.nominalRTP, places: 4) + " %")
            let wagers = wagerSweep ? [row.wager] : Sweep.reportedWagers
            cells += wagers.map { w in a.effectiveRTP(atWager: w).map { NumberFormat.percent($0, places: 4) + " %" } ?? "" }
            let loss = row.expectedLossPerBet
            cells += [NumberFormat.percent(a.hitFrequency, places: 2) + " %", NumberFormat.fixed(a.standardDeviation, places: 3),
                      NumberFormat.fixed(a.volatilityIndex, places: 3),
                      (loss.isGain ? "-" : "") + NumberFormat.fixed(loss.minutes, places: 4) + " min"]
            rows.append(cells)
        }
        return TextTable.aligned(rows, rightAligned: header.indices.map { $0 != 0 && header[$0] != "configuration" }, indent: "")
    }

    /// The same columns for every parameter, so sweeps load into one sheet.
    static func csv(_ sweep: Sweep) -> String {
        var table = CSVTable(header: ["game", "configuration", "param", "value", "return_ppm", "nominal_rtp"]
                             + Sweep.reportedWagers.map { "effective_rtp_\($0)" }
                             + ["wager", "effective_rtp_at_wager", "hit_frequency", "std_dev", "volatility_index",
                                "expected_loss_per_bet_minutes"])
        for row in sweep.rows {
            let a = row.analysis
            let loss = row.expectedLossPerBet
            let lossText = (loss.isGain ? "-" : "") + NumberFormat.fixed(loss.minutes, places: 12)
            table.append([.text(sweep.game.rawValue), .untrusted(row.game.title), .text(sweep.axis.parameterName),
                          .untrusted(row.value), row.returnPPM.map { .integer($0) } ?? .empty,
                          .decimal(a.nominalRTP, places: 12)]
                         + Sweep.reportedWagers.map { w in a.effectiveRTP(atWager: w).map { .decimal($0, places: 12) } ?? .empty }
                         + [.integer(row.wager), .decimal(row.effectiveRTPAtWager, places: 12), .decimal(a.hitFrequency, places: 12),
                            .decimal(a.standardDeviation, significantDigits: 15), .decimal(a.volatilityIndex, significantDigits: 15),
                            .text(lossText)])
        }
        return table.text
    }
}
