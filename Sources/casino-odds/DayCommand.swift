import ArgumentParser
import CasinoCore
import OddsLab
import OddsReports

struct DayCommand: ParsableCommand, OptionWording {
    static let configuration = CommandConfiguration(
        commandName: "day",
        abstract:
            "Simulate full days of a user with the app's real coordinator, checking every invariant at every step.",
        discussion: """
            Each day is played minute by minute on a simulated phone (US Eastern time, with its 23- and \
            25-hour days): restricted-app sessions, game visits, checks, lock and unlock taps, app \
            kills mid-game, the midnight reset. The app's coordinator runs against a simulated clock, an \
            honest usage source, recording shields and a killable storage. After every change the app \
            schedules a usage threshold where remaining reaches 0 and the phone delivers it; the same day \
            is replayed with usage refreshed only on the seeds' triggers, to show the overrun it closes.

            Profiles: \(UserProfile.named.map(\.name).joined(separator: ", ")). --profile-file FILE \
            overrides any field with a JSON object (see Docs/days.md).

            Days run in chunks of \(DayRunSpec.chunkDays) on stream k of the seed for chunk k, so the \
            output is the same for any --threads. Exit 1 if any invariant was violated; the first \
            violation is printed with a handle: --replay SEED:STREAM:DAY prints that day step by step.

            --shard i/k plays only the chunks ⌊(i−1)·C/k⌋..<⌊i·C/k⌋ of the run's C chunks and writes \
            a part (JSON); `casino-odds merge` assembles the k parts into exactly what the unsharded \
            run prints (--format table or json), refusing a missing, duplicated or relabelled shard \
            (Docs/scaling.md).

            Examples:
              casino-odds day --profile chaser --days 1000 --seed 1
              casino-odds day --days 100 --kill-every-write --format json
              casino-odds day --profile chaser --days 1000 --shard 2/4 --output day-2.json
            """
    )

    static let wording = SharedWording(
        killEveryWriteHelp:
            "Fork the first wager of each game visit, and every unlock tap with minutes left, at every effect call (write, shield call, threshold schedule, log): kill, relaunch twice, check.",
        shardHelp: "Play only shard i of k of the run's chunks of days, e.g. 2/4, and write a part (JSON) for merge."
    )

    @OptionGroup var profile: ProfileOption<DayCommand>

    @Option(
        help: "A JSON file of profile fields overriding --profile (its \"base\" field may name another profile).",
        completion: .file())
    var profileFile: String?

    @OptionGroup var days: DaysOption<DayCommand>
    @OptionGroup var seed: SeedOption<DayCommand>
    @OptionGroup var threads: ThreadsOption<DayCommand>
    @OptionGroup var killEveryWrite: KillEveryWriteOption<DayCommand>

    @Option(help: "Output format: \(TableOrJSON.allCases.map(\.rawValue).joined(separator: " or ")).")
    var format: TableOrJSON = .table

    @Option(help: "Replay one day step by step: SEED:STREAM:DAY, as printed with a violation.") var replay: String?

    @Flag(help: "With --replay, also print the steps of the seed-triggers-only run.") var traceEvents = false

    @Option(
        help:
            "With --replay, also write the phone's transaction history at the end of that day to this file, as the app exports it (check it with casino-odds verify).",
        completion: .file()
    )
    var exportHistory: String?

    @OptionGroup var shard: ShardOption<DayCommand>
    @OptionGroup var output: OutputOption<DayCommand>

    func run() throws {
        let request = try DayRequest(
            profile: profile.profile, profileFile: profileFile, days: days.days, seed: seed.seed,
            threads: threads.threads,
            killEveryWrite: killEveryWrite.killEveryWrite, replay: replay, traceEvents: traceEvents,
            exportsHistory: exportHistory != nil,
            ignoredWithReplay: OptionVocabulary.given(["--format", "--seed", "--days"], in: CommandLine.arguments),
            shard: shard.shard, givesFormat: OptionVocabulary.given(["--format"], in: CommandLine.arguments) != nil,
            producer: "casino-odds \(ToolVersion.string)")
        // Refused before the run, as every output: only a regular file or nothing is replaced.
        let exportFile = try exportHistory.map { try OutputTarget($0, flag: "--export-history") }
        let target = try output.target()
        func emit(_ text: String) throws { if let target { try target.write(text) } else { writeStdout(text) } }
        switch try monitored("simulating days", unit: "days", total: request.unitsToPlay, request.run) {
        case .days(let spec, let result):
            var report = DayReport(
                spec: spec, result: result, producer: "casino-odds \(ToolVersion.string)", replayCommand: nil)
            if let handle = report.firstViolationHandle {
                report.replayCommand = OptionSpelling.spelled(request.replayCommand(handle))
            }
            try emit(format == .json ? report.json : report.table)
            if let failure = report.failure { throw failure }
        case .part(let part):
            try emit(part.json)
        case .replay(let replayed, let handle):
            try exportFile?.write(replayed.historyJSON())
            try emit(
                replayed.text(
                    handle: handle, profileName: request.profile.profile.name, historyWrittenTo: exportHistory))
            if let failure = replayed.failure(handle) { throw failure }
        }
    }
}
