import ArgumentParser
import CasinoCore
import Foundation
import OddsLab
import OddsReports

struct TuneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tune",
        abstract: "Tune multipliers to a target RTP, exactly, and write them as a configuration.",
        discussion: """
            Crash and Mines: the return rate (returnPPM) whose RTP is closest to the target, nominal \
            or effective at --stake minutes (floor rounding included); the RTP tuned is the mean \
            over the configurations the options select (one --target or plan, or all of them, as \
            analyze lists them). Mines also prints the resulting M(m,k) table.
            Plinko: each selected table (all 27 by default, or --shape for one rows × risk) scaled and \
            searched in hundredths: symmetric, non-decreasing from the centre, no bucket below \
            --min-multiplier, exact RTP as close to the target as hundredths allow.
            Slots: the pays scaled and searched in hundredths, order kept, hit frequency checked \
            against --hit-band; prints the PAR sheet.
            Every result is rebuilt as engines and re-verified by the exact analysis: exact RTP, \
            effective RTP at 1, 10 and 60 minutes, σ and volatility index. --output writes the \
            --config file (or {}) with only the tuned part replaced.
            --for-floor (Plinko, Mines): tune for the return floor instead: the most --stakes \
            (default 5,10,15,20,30,60 minutes, each at 00:00 with remaining = stake) accepted, then the \
            best worst effective return, nominal within the product's band of --target-rtp; \
            --baseline pre-floor starts from the defaults before that tuning. See Docs/tuning.md.

            Examples:
              casino-odds tune --game plinko --rows 16 --risk high --target-rtp 0.98
              casino-odds tune --game mines --target-rtp 0.97 --stake 10 --output t.json
              casino-odds tune --game mines --target-rtp 0.97 --for-floor
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @OptionGroup var game: GameOptions

    @Option(name: .customLong("target-rtp"), help: "The RTP to aim at, a fraction in (0, 1]: 0.97 (no percent sign).")
    var targetRTP: String

    @Option(
        name: .customLong("stake"),
        help: "Crash/Mines: tune the effective RTP of a bet of this many minutes instead of the nominal RTP.")
    var atWager: Int?

    @Option(
        help: ArgumentHelp(
            "Plinko: the shape to keep, n + 1 multipliers in x separated by commas (needs --risk).",
            valueName: "m0,m1,…"))
    var shape: String?

    @Option(
        name: .customLong("min-multiplier"),
        help: "Plinko: no bucket pays less (default: the shape's smallest multiplier, at most 0.20).")
    var minMultiplier: String?

    @Option(
        help: ArgumentHelp(
            "Slots: pays to start from instead of the paytable's, in x, in paytable order.",
            valueName: "p0,p1,…"))
    var pays: String?

    @Option(name: .customLong("hit-band"), help: "Slots: the band the hit frequency must be in.")
    var hitBand: String = "0.25,0.40"

    @Flag(
        name: .customLong("for-floor"),
        help:
            "Plinko/Mines: tune for the return floor: the most --stakes accepted at 00:00, then the best worst effective return, nominal within the product's band of --target-rtp."
    )
    var forFloor = false

    @Option(
        name: .customLong("return-floor"),
        help: ArgumentHelp("With --for-floor: the return floor (default: the configuration's, 95 %).", valueName: "F"))
    var floor: String?

    @Option(
        name: .customLong("baseline"),
        help: ArgumentHelp(
            "With --for-floor: start from the defaults as they were before the floor tuning (pre-floor) instead of the configuration.",
            valueName: "pre-floor"))
    var from: String?

    @Option(
        help: ArgumentHelp(
            "With --for-floor: the stakes in minutes (default: the common stakes 5,10,15,20,30,60).",
            valueName: "w1,w2,…"))
    var stakes: String?

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .table

    @Option(
        name: .customLong("output"),
        help: ArgumentHelp(
            "Write the configuration with the tuned part replaced to this JSON file.", valueName: "file"),
        completion: .file()
    )
    var writeConfig: String?

    func validate() throws {
        if let atWager, atWager < 1 || atWager > 100_000 {
            throw ValidationError("--stake must be 1…100000 minutes, got \(atWager)")
        }
    }

    func run() throws {
        ignoreBrokenPipe()
        if forFloor { return try runForFloor() }
        if floor != nil || stakes != nil || from != nil {
            throw InputError(
                "--\(floor != nil ? "return-floor" : stakes != nil ? "stakes" : "baseline") applies with --for-floor")
        }
        let request = try makeRequest()
        if let writeConfig { try checkOutputTarget(writeConfig, flag: "--output") }
        let base = try game.configuration()
        let tuned = try request.run(over: base)
        if let writeConfig {
            let text = ConfigurationPatch.fileText(tuned.patches, over: try baseDocument())
            try writeOutputFile(Array(text.utf8), to: writeConfig, flag: "--output")
        }
        let text: String
        switch format {
        case .table: text = tuned.table(wroteConfig: writeConfig)
        case .json: text = tuned.json(request: request)
        }
        let writer = StdoutWriter()
        guard writer.write(Array(text.utf8)) else { return }
        writer.flush()
    }

    /// `--for-floor`: tune for the return floor (Docs/tuning.md, "Tuning for the return floor").
    private func runForFloor() throws {
        if let writeConfig { try checkOutputTarget(writeConfig, flag: "--output") }
        if atWager != nil || shape != nil || minMultiplier != nil || pays != nil {
            throw InputError(
                "--for-floor takes --return-floor and --stakes (not --stake, --shape, --min-multiplier or --pays)")
        }
        let selection = try game.selection()
        var base = try game.configuration()
        if let from {
            guard from == "pre-floor" else {
                throw InputError("--baseline \(from): the only earlier defaults are pre-floor")
            }
            if game.config != nil {
                throw InputError("--baseline pre-floor replaces the configuration: leave out --config")
            }
            base = PreFloorDefaults.configuration
        }
        let kind: GameKind
        do {
            guard let resolved = try selection.resolvedGame() else {
                throw InputError("--game is required: choose plinko or mines")
            }
            kind = resolved
        } catch let error as ConfigurationError {
            throw InputError(error.flagged.description)
        }
        var floorValue = base.returnFloor
        if let floor {
            // The one fraction grammar, read as `check --return-floor` reads it.
            switch DecimalText.perMillion(floor) {
            case .success(let ppm): floorValue = ReturnFloor(perMillion: ppm)
            case .failure(let problem): throw InputError("--return-floor: \(floor) \(problem.rule)")
            }
        }
        var stakeList = FloorGoal.commonStakes
        if let stakes {
            stakeList = []
            for part in stakes.split(separator: ",", omittingEmptySubsequences: false) {
                guard let w = Int(part.trimmingCharacters(in: .whitespaces)), w >= 1, w <= 1440 else {
                    throw InputError(
                        "--stakes: \(part.isEmpty ? "(empty)" : String(part)) is not a stake of 1…1440 minutes")
                }
                stakeList.append(w)
            }
        }
        let target: TargetRTP
        target = try TargetRTP(parsing: targetRTP)
        let request = FloorTuningRequest(
            game: kind, selection: selection, target: target,
            goal: FloorGoal(floor: floorValue, stakes: stakeList))
        let tuned: FloorTuning
        tuned = try request.run(over: base)
        let configurationText = ConfigurationPatch.fileText(tuned.patches, over: try baseDocument())
        if let writeConfig {
            try writeOutputFile(Array(configurationText.utf8), to: writeConfig, flag: "--output")
        }
        let text = tuned.table(request: request)
        let writer = StdoutWriter()
        guard writer.write(Array(text.utf8)) else { return }
        writer.flush()
    }

    private func makeRequest() throws -> TuningRequest {
        let selection = try game.selection()
        let kind: GameKind
        do {
            guard let resolved = try selection.resolvedGame() ?? (shape != nil ? .plinko : pays != nil ? .slots : nil)
            else {
                throw InputError("--game is required: choose \(GameRegistry.namesInWords)")
            }
            kind = resolved
        } catch let error as ConfigurationError {
            throw InputError(error.flagged.description)
        }
        return TuningRequest(
            game: kind, selection: selection, target: try TargetRTP(parsing: targetRTP),
            measure: atWager.map { .effective(wager: $0) } ?? .nominal,
            plinkoShape: try shape.map { try TuneCommand.multipliers($0, flag: "--shape") },
            plinkoMinimum: try minMultiplier.map { try TuneCommand.multiplier($0, flag: "--min-multiplier") },
            slotsPays: try pays.map { try TuneCommand.multipliers($0, flag: "--pays") },
            hitBand: try HitBand(parsing: hitBand))
    }

    /// The `--config` file as JSON, for `--output` to keep everything but the tuned part.
    private func baseDocument() throws -> JSONValue? {
        guard let path = game.config else { return nil }
        let bytes: [UInt8]
        do throws(InputFileError) {
            bytes = try InputFile.read(path, limit: InputFile.maximumConfigurationBytes)
        } catch {
            throw InputError("\(InputQuote.brief(path, limit: 240)): \(error.reason)")
        }
        do {
            return try JSONReader.parse(bytes: bytes)
        } catch {
            throw InputError("\(path): is not JSON (\(error))")
        }
    }

    /// `"5.5,2.4,1.1"` as exact hundredths.
    static func multipliers(_ text: String, flag: String) throws -> [Centi] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        return try parts.enumerated().map { i, part in
            try multiplier(part.trimmingCharacters(in: .whitespaces), flag: "\(flag)[\(i)]")
        }
    }

    /// `"0.2"` or `"0.20x"` as exact hundredths.
    static func multiplier(_ text: String, flag: String) throws -> Centi {
        let body = text.hasSuffix("x") || text.hasSuffix("X") ? String(text.dropLast()) : text
        switch DecimalText.centi(body) {
        case .success(let centi): return centi
        case .failure(let problem): throw InputError("\(flag): \(text.isEmpty ? "(empty)" : text) \(problem.rule)")
        }
    }
}
