import ArgumentParser
import CasinoCore
import Foundation
import OddsLab
import OddsReports
import SeededRuns

struct DayCommand: ParsableCommand {
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

            Examples:
              casino-odds day --profile chaser --days 1000 --seed 1
              casino-odds day --days 100 --kill-every-write --format json
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @Option(help: "The simulated user: \(UserProfile.named.map(\.name).joined(separator: ", ")).")
    var profile: String = "casual"

    @Option(
        help: "A JSON file of profile fields overriding --profile (its \"base\" field may name another profile).",
        completion: .file())
    var profileFile: String?

    @Option(help: "Days to simulate (1…1000000000).")
    var days: Int = 1000

    enum Words: OptionWording {}

    @OptionGroup var seed: SeedOption<Words>

    @OptionGroup var threads: ThreadsOption<Words>

    @Flag(
        inversion: .prefixedNo,
        help:
            "Fork the first wager of each game visit, and every unlock tap with minutes left, at every effect call (write, shield call, threshold schedule, log): kill, relaunch twice, check."
    )
    var killEveryWrite = false

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: " or ")).")
    var format: Format = .table

    @Option(help: "Replay one day step by step: SEED:STREAM:DAY, as printed with a violation.")
    var replay: String?

    @Flag(help: "With --replay, also print the steps of the seed-triggers-only run.")
    var traceEvents = false

    @Option(
        help:
            "With --replay, also write the phone's transaction history at the end of that day to this file, as the app exports it (check it with casino-odds verify).",
        completion: .file()
    )
    var exportHistory: String?

    func validate() throws {
        if days < 1 || days > 1_000_000_000 { throw ValidationError("--days must be 1…1000000000, got \(days)") }
        if exportHistory != nil && replay == nil {
            throw ValidationError("--export-history needs --replay SEED:STREAM:DAY (the day whose history to export)")
        }
        if let replay, DayReplayHandle(replay) == nil {
            throw ValidationError(
                "--replay must be SEED:STREAM:DAY with DAY below \(DayRunSpec.chunkDays), got \(replay)")
        }
        // An option that would be ignored is refused: the handle names the seed and the day, and a
        // replay prints its steps as text.
        if traceEvents && replay == nil {
            throw ValidationError("--trace-events needs --replay SEED:STREAM:DAY (it adds to that day's steps)")
        }
        if replay != nil,
            let ignored = OptionSpelling.given(["--format", "--seed", "--days"], in: CommandLine.arguments)
        {
            throw ValidationError(
                "\(ignored) does nothing with --replay (SEED:STREAM:DAY names the seed and the day; the steps are text): "
                    + "leave it out")
        }
    }

    func run() throws {
        let compiled = try loadProfile()
        if let replay, let handle = DayReplayHandle(replay) {
            // Refused before the replay runs, as every output: only a regular file or nothing is replaced.
            if let exportHistory { try checkOutputTarget(exportHistory, flag: "--export-history") }
            try runReplay(handle, profile: compiled)
            return
        }
        let spec = DayRunSpec(profile: compiled, days: days, seed: seed.value, killEveryWrite: killEveryWrite)
        let result: DayRunResult
        do {
            result = try monitored("simulating days", unit: "days", total: days) { control in
                try DayRunner.run(
                    spec, threads: try threads.value().count, control: control)
            }
        } catch is RunInterrupted {
            throw CommandInterrupted(kept: "nothing was written (a day run is reported whole or not at all)")
        }
        var report = DayReport(
            spec: spec, result: result, producer: "casino-odds \(ToolVersion.string)", replayCommand: nil)
        if let handle = report.firstViolationHandle { report.replayCommand = replayCommand(handle) }
        let text = format == .json ? report.json : report.table
        writeStdout(text)
        if result.tally.violationCount > 0 {
            throw CheckFailed(summary: report.violationSummary.replacingOccurrences(of: "\n", with: "; "))
        }
    }

    func loadProfile() throws -> CompiledProfile {
        guard var chosen = UserProfile.named(profile) else {
            throw InputError(
                "--profile \(profile) is not a profile (\(UserProfile.named.map(\.name).joined(separator: ", ")))")
        }
        if let profileFile {
            let data: [UInt8]
            do throws(InputFileError) {
                data = try InputFile.read(profileFile, limit: InputFile.maximumConfigurationBytes)
            } catch {
                throw InputError("--profile-file \(InputQuote.brief(profileFile, limit: 240)) \(error.reason)")
            }
            do { chosen = try UserProfile.overriding(chosen, with: data) } catch {
                throw InputError("--profile-file \(InputQuote.brief(profileFile, limit: 240)): \(error)")
            }
        }
        do { return try CompiledProfile(chosen) } catch { throw InputError("profile \(chosen.name): \(error)") }
    }

    func replayCommand(_ handle: DayReplayHandle) -> String {
        var words = ["casino-odds", "day", "--profile", profile]
        if let profileFile { words += ["--profile-file", profileFile] }
        if killEveryWrite { words.append("--kill-every-write") }
        words += ["--replay", handle.description]
        return words.joined(separator: " ")
    }

    func runReplay(_ handle: DayReplayHandle, profile: CompiledProfile) throws {
        let replayed = DayReplay.replay(
            profile: profile, handle: handle, killEveryWrite: killEveryWrite,
            includeSeedTriggersOnly: traceEvents)
        if let exportHistory {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            // Through the one atomic writer (never Foundation's `.atomic`, which renames over a symbolic
            // link or a fifo as if it were a file).
            let bytes: Data
            do { bytes = try encoder.encode(replayed.history) } catch {
                throw InputError("--export-history: the history cannot be encoded (\(error.localizedDescription))")
            }
            try writeOutputFile(Array(bytes), to: exportHistory, flag: "--export-history")
        }
        writeStdout(
            replayed.text(handle: handle, profileName: profile.profile.name, historyWrittenTo: exportHistory))
        if replayed.tally.violationCount > 0 {
            throw CheckFailed(summary: "day \(handle) violates \(replayed.tally.firstViolation!.invariant.name)")
        }
    }
}
