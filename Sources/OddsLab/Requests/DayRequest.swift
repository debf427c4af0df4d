import CasinoCore
import SeededRuns

/// `day`: full days of a user played through the app's real coordinator, or one day replayed.
public struct DayRequest: Sendable {
    /// The days run, or the day replayed.
    package enum Result: Sendable {
        case days(DayRunSpec, DayRunResult)
        case replay(DayReplayResult, DayReplayHandle)
    }

    public var profileName: String
    public var profileFile: String?
    /// The profile, overridden by the file and compiled.
    package var profile: CompiledProfile
    public var days: Int
    public var seed: Seed
    public var threads: Threads
    public var killEveryWrite: Bool
    package var replay: DayReplayHandle?
    public var traceEvents: Bool

    /// Reads and checks the inputs. `ignoredWithReplay` is an option given with `--replay` that
    /// it would ignore (`--format`, `--seed`, `--days`), refused here.
    public init(
        profile: String, profileFile: String?, days: Int, seed: Seed, threads: Int?, killEveryWrite: Bool,
        replay: String?, traceEvents: Bool, exportsHistory: Bool, ignoredWithReplay: String?
    ) throws {
        if days < 1 || days > 1_000_000_000 { throw InputError("--days must be 1…1000000000, got \(days)") }
        self.threads = try Threads(threads)
        if exportsHistory && replay == nil {
            throw InputError("--export-history needs --replay SEED:STREAM:DAY (the day whose history to export)")
        }
        let handle = try replay.map { text throws(InputError) in try DayReplayHandle(parsing: text) }
        // An option that would be ignored is refused: the handle names the seed and the day, and a
        // replay prints its steps as text.
        if traceEvents && replay == nil {
            throw InputError("--trace-events needs --replay SEED:STREAM:DAY (it adds to that day's steps)")
        }
        if replay != nil, let ignored = ignoredWithReplay {
            throw InputError(
                "\(ignored) does nothing with --replay (SEED:STREAM:DAY names the seed and the day; the steps are text): "
                    + "leave it out")
        }
        (self.profileName, self.profileFile, self.days, self.seed) = (profile, profileFile, days, seed)
        (self.killEveryWrite, self.replay, self.traceEvents) = (
            killEveryWrite, handle, traceEvents
        )
        self.profile = try DayRequest.loadProfile(profile, file: profileFile)
    }

    /// Days the run plays (a replay: one).
    public var unitsToPlay: Int { replay == nil ? days : 1 }

    /// Runs the days, or replays the day.
    package func run(control: RunControl) throws -> Result {
        let compiled = profile
        if let replay {
            return .replay(
                DayReplay.replay(
                    profile: compiled, handle: replay, killEveryWrite: killEveryWrite,
                    includeSeedTriggersOnly: traceEvents), replay)
        }
        let spec = DayRunSpec(profile: compiled, days: days, seed: seed.value, killEveryWrite: killEveryWrite)
        do {
            return .days(spec, try DayRunner.run(spec, threads: threads.count, control: control))
        } catch {
            throw CommandInterrupted(kept: "nothing was written (a day run is reported whole or not at all)")
        }
    }

    /// The named profile, overridden by `--profile-file`, compiled.
    static func loadProfile(_ profileName: String, file profileFile: String?) throws -> CompiledProfile {
        guard var chosen = UserProfile.named(profileName) else {
            throw InputError(
                "--profile \(profileName) is not a profile (\(UserProfile.named.map(\.name).joined(separator: ", ")))")
        }
        // Every error of the file's starts with the flag and its path, as `--config`'s do.
        if let profileFile {
            if profileFile.isEmpty { throw OptionFileError.empty("--profile-file") }
            let data: [UInt8]
            do throws(InputFileError) {
                data = try InputFile.read(profileFile, limit: InputFile.maximumConfigurationBytes)
            } catch {
                throw OptionFileError(flag: "--profile-file", path: profileFile, problem: error.reason)
            }
            do { chosen = try UserProfile.overriding(chosen, with: data) } catch {
                throw OptionFileError(flag: "--profile-file", path: profileFile, problem: "\(error)")
            }
        }
        do { return try CompiledProfile(chosen) } catch {
            let problem = "profile \(chosen.name): \(error)"
            guard let profileFile else { throw InputError(problem) }
            throw OptionFileError(flag: "--profile-file", path: profileFile, problem: problem)
        }
    }

    /// The command that replays the day `handle` names.
    package func replayCommand(_ handle: DayReplayHandle) -> String {
        var words = ["casino-odds", "day", "--profile", profileName]
        if let profileFile { words += ["--profile-file", profileFile] }
        if killEveryWrite { words.append("--kill-every-write") }
        words += ["--replay", handle.description]
        return words.joined(separator: " ")
    }
}

extension DayReplayResult {
    /// The replayed day's first violation, as the tool ends with it (exit 1); nil without one.
    public func failure(_ handle: DayReplayHandle) -> CheckFailed? {
        guard let violation = tally.firstViolation else { return nil }
        return CheckFailed(summary: "day \(handle) violates \(violation.invariant.name)")
    }
}
