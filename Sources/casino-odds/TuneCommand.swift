import ArgumentParser
import OddsLab
import OddsReports

struct TuneCommand: ParsableCommand, OptionWording {
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
            --baseline pre-floor starts from the defaults before that tuning; --day-share S judges the \
            stakes at the last minute of the first S of the day instead of 00:00. \
            --for-floor (Slots): the pays, whole multiples of the stake in their order, closest to the \
            machine's, whose --stake (default 10) minute bet is accepted for --day-share (default 0.5) of \
            an ordinary day holding only the bet, nominal within ±0.5 pp. See Docs/tuning.md.

            Examples:
              casino-odds tune --game plinko --rows 16 --risk high --target-rtp 0.98
              casino-odds tune --game mines --target-rtp 0.97 --stake 10 --output t.json
              casino-odds tune --game mines --target-rtp 0.97 --for-floor
            """
    )

    static let wording = SharedWording(
        stakeHelp: "Crash/Mines: tune the effective RTP of a bet of this many minutes instead of the nominal RTP.",
        defaultStake: nil,
        outputHelp: "Write the configuration with the tuned part replaced to this JSON file.",
        outputValueName: "file",
        returnFloorHelp: "With --for-floor: the return floor (default: the configuration's, 95 %).",
        returnFloorValueName: "F")

    @OptionGroup var game: GameOptions

    @Option(name: .customLong("target-rtp"), help: "The RTP to aim at, a fraction in (0, 1]: 0.97 (no percent sign).")
    var targetRTP: String

    @OptionGroup var stake: StakeOption<TuneCommand>

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

    @OptionGroup var floor: ReturnFloorOption<TuneCommand>

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

    @Option(
        name: .customLong("day-share"),
        help: ArgumentHelp(
            "With --for-floor: the share of an ordinary day from 00:00 the bets must be accepted for, holding only the bet (Slots: default 0.5; Plinko/Mines: judged at its last minute).",
            valueName: "S"))
    var dayShare: String?

    @Option(help: "Output format: \(TableOrJSON.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: TableOrJSON = .table

    @OptionGroup var output: OutputOption<TuneCommand>

    func run() throws {
        let request = try TuneRequest(
            game: game.flags,
            options: .init(
                targetRTP: targetRTP, stake: stake.value, shape: shape, minMultiplier: minMultiplier, pays: pays,
                hitBand: hitBand, forFloor: forFloor, floor: floor.returnFloor, baseline: from, stakes: stakes,
                dayShare: dayShare))
        let file = try output.target()
        let result = try request.run()
        try file?.write(ConfigurationPatch.fileText(result.patches, over: request.baseDocument))
        switch result {
        case .tuned(let tuned, let request):
            writeStdout(format == .json ? tuned.json(request: request) : tuned.table(wroteConfig: output.output))
        case .floor(let tuned, let request): writeStdout(tuned.table(request: request))
        }
    }
}
