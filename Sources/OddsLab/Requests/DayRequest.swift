import CasinoCore
import Foundation
import SeededRuns

/// `day`: full days of a user played through the app's real coordinator, or one day replayed.
public struct DayRequest: Sendable {
    /// The days run, or the day replayed.
    package enum Result: Sendable {
        case days(DayRunSpec, DayRunResult)
        case replay(DayReplayResult, DayReplayHandle)
        /// A shard's part (`--shard i/k`), for `merge`.
        case part(DayPart)
    }

    var profileName: String
    var profileFile: String?
    /// The profile, overridden by the file and compiled.
    package var profile: CompiledProfile
    /// The profile file's contents (recorded in a part, so `merge` compiles the same profile).
    var profileFileContents: String?
    var days: Int
    var seed: Seed
    var threads: Threads
    var killEveryWrite: Bool
    var replay: DayReplayHandle?
    var traceEvents: Bool
    /// The shard of the run's chunks to play (`--shard i/k`); `.whole` for the whole run.
    var shard: Shard
    /// Who makes a part (the tool and its version), recorded in it.
    var producer: String

    /// Reads and checks the inputs. `ignoredWithReplay` is an option given with `--replay` that
    /// it would ignore (`--format`, `--seed`, `--days`), refused here.
    public init(
        profile: String, profileFile: String?, days: Int, seed: Seed, threads: Int?, killEveryWrite: Bool,
        replay: String?, traceEvents: Bool, exportsHistory: Bool, ignoredWithReplay: String?,
        shard: String? = nil, givesFormat: Bool = false, producer: String = "casino-odds"
    ) throws {
        self.shard = try shard.map { try Shard(parsing: $0) { InputError("\(option: .shard): \($0)") } } ?? .whole
        if self.shard.isSplit {
            // A part holds the shard's totals only: the report (and its replay handle) comes from merge.
            if replay != nil {
                throw InputError(
                    "\(option: .replay) plays one day, so it has no \(option: .shard) (replay the day unsharded)")
            }
            if givesFormat {
                throw InputError(
                    "\(option: .shard) writes a part, which is JSON whatever \(option: .format) says: leave \(option: .format) out"
                )
            }
        }
        self.producer = producer
        if days < 1 || days > 1_000_000_000 { throw InputError("\(option: .days) must be 1…1000000000, got \(days)") }
        self.threads = try Threads(threads)
        if exportsHistory && replay == nil {
            throw InputError(
                "\(option: .exportHistory) needs \(option: .replay) SEED:STREAM:DAY (the day whose history to export)")
        }
        let handle = try replay.map { text throws(InputError) in try DayReplayHandle(parsing: text) }
        // An option that would be ignored is refused: the handle names the seed and the day, and a
        // replay prints its steps as text.
        if traceEvents && replay == nil {
            throw InputError(
                "\(option: .traceEvents) needs \(option: .replay) SEED:STREAM:DAY (it adds to that day's steps)")
        }
        if replay != nil, let ignored = ignoredWithReplay {
            throw InputError(
                "\(ignored) does nothing with \(option: .replay) (SEED:STREAM:DAY names the seed and the day; the steps are text): leave it out"
            )
        }
        (self.profileName, self.profileFile, self.days, self.seed) = (profile, profileFile, days, seed)
        (self.killEveryWrite, self.replay, self.traceEvents) = (
            killEveryWrite, handle, traceEvents
        )
        let contents = try DayRequest.profileFileBytes(profileFile)
        self.profile = try DayRequest.compileProfile(profile, file: profileFile, contents: contents)
        self.profileFileContents = contents.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Days the run plays (a replay: one; a shard: its chunks' days).
    public var unitsToPlay: Int {
        if replay != nil { return 1 }
        return shard.chunks(ofRunWith: DayRunSpec.chunkCount(days: days)).reduce(0) {
            $0 + DayRunSpec.days(inChunk: $1, ofRunWith: days)
        }
    }

    /// Runs the days, or replays the day.
    package func run(control: RunControl = RunControl()) throws -> Result {
        let compiled = profile
        if let replay {
            return .replay(
                DayReplay.replay(
                    profile: compiled, handle: replay, killEveryWrite: killEveryWrite,
                    includeSeedTriggersOnly: traceEvents), replay)
        }
        let spec = DayRunSpec(profile: compiled, days: days, seed: seed.value, killEveryWrite: killEveryWrite)
        if shard.isSplit {
            let chunks = shard.chunks(ofRunWith: spec.chunkCount)
            let result = try DayRunner.run(
                spec, chunks: chunks, threads: threads.count, app: SimulatedCoordinator.self, control: control,
                kept: "no part was written")
            let firstChunkDigest = chunks.first.map {
                DayRunner.runChunk($0, of: spec, app: SimulatedCoordinator.self).digest
            }
            return .part(
                DayPart(
                    producer: producer, profileName: profileName, profileFile: profileFile,
                    profileFileContents: profileFileContents, seed: seed.value, days: days,
                    killEveryWrite: killEveryWrite, shard: shard, firstChunkDigest: firstChunkDigest, result: result
                ))
        }
        let kept = "nothing was written (a day run is reported whole or not at all)"
        return .days(spec, try DayRunner.run(spec, threads: threads.count, control: control, kept: kept))
    }

    /// The bytes of `--profile-file` (nil without one).
    static func profileFileBytes(_ profileFile: String?) throws -> [UInt8]? {
        guard let profileFile else { return nil }
        if profileFile.isEmpty { throw InputError.emptyPath(.profileFile) }
        return try InputFile.read(profileFile, limit: InputFile.maximumConfigurationBytes) {
            InputError(flag: .profileFile, path: profileFile, problem: $0)
        }
    }

    /// The named profile, overridden by the contents of the `--profile-file` `profileFile`, compiled.
    static func compileProfile(_ profileName: String, file profileFile: String?, contents: [UInt8]?) throws
        -> CompiledProfile
    {
        guard var chosen = UserProfile.named(profileName) else {
            throw InputError(
                "\(option: .profile) \(profileName) is not a profile (\(UserProfile.named.map(\.name).joined(separator: ", ")))"
            )
        }
        // Every error of the file's starts with the flag and its path, as `--config`'s do.
        if let profileFile, let data = contents {
            do { chosen = try UserProfile.overriding(chosen, with: data) } catch {
                throw InputError(flag: .profileFile, path: profileFile, problem: "\(error)")
            }
        }
        let name = chosen.name
        return try CompiledProfile(chosen) { error in
            let problem = "profile \(name): \(error)"
            guard let profileFile else { return InputError(problem) }
            return InputError(flag: .profileFile, path: profileFile, problem: InputText(problem))
        }
    }

    /// The command that replays the day `handle` names.
    package func replayCommand(_ handle: DayReplayHandle) -> InputText {
        DayRequest.replayCommand(
            handle, profileName: profileName, profileFile: profileFile, killEveryWrite: killEveryWrite)
    }

    /// The command that replays the day `handle` names in a run of these options.
    static func replayCommand(
        _ handle: DayReplayHandle, profileName: String, profileFile: String?, killEveryWrite: Bool
    ) -> InputText {
        let file: InputText = profileFile.map { " \(option: .profileFile) \($0)" } ?? ""
        let kill: InputText = killEveryWrite ? " \(option: .killEveryWrite)" : ""
        return
            "casino-odds day \(option: .profile) \(profileName)\(file)\(kill) \(option: .replay) \(handle.description)"
    }
}

extension DayReplayResult {
    /// The replayed day's first violation, as the tool ends with it (exit 1); nil without one.
    public func failure(_ handle: DayReplayHandle) -> CheckFailed? {
        guard let violation = tally.firstViolation else { return nil }
        return CheckFailed(summary: "day \(handle) violates \(violation.invariant.name)")
    }
}

/// `merge` of day parts: the parts of a sharded `day` run assembled into its spec and totals.
package struct DayMergeRequest: Sendable {
    var parts: [String]
    var producer: String

    /// Refuses what a day merge would ignore: `--audit` (each part's first chunk is replayed
    /// anyway) and `--output-dir`.
    package init(parts: [String], producer: String, audit: Int?, hasOutputDir: Bool) throws {
        if audit != nil {
            throw InputError(
                "\(option: .audit) replays simulate and certify parts; a day merge replays each part's first chunk anyway"
            )
        }
        if hasOutputDir {
            throw InputError(
                "\(option: .outputDir) is for certification parts; a day merge prints (or writes \(option: .output))")
        }
        self.parts = parts
        self.producer = producer
    }

    /// True when the first of `paths` starts as a day part does.
    package static func looksLikeDay(_ paths: [String]) -> Bool {
        MergeParts.head(paths).map(DayPart.looksLikePart) ?? false
    }

    /// Reads every part and assembles the run (`DayPart.merging`), with the command that replays
    /// its first violation's day.
    package func run() throws -> (spec: DayRunSpec, result: DayRunResult, replayCommand: (DayReplayHandle) -> InputText)
    {
        var read: [(name: String, part: DayPart)] = []
        for path in parts {
            let (name, bytes) = try MergeParts.read(path, limit: DayPart.maximumFileBytes)
            let part = try DayPart(json: Data(bytes), name: name)
            try MergeParts.checkProducer(part.producer, of: name, is: producer)
            read.append((name, part))
        }
        let (spec, result) = try DayPart.merging(read)
        let first = read[0].part
        return (
            spec, result,
            { handle in
                DayRequest.replayCommand(
                    handle, profileName: first.profileName, profileFile: first.profileFile,
                    killEveryWrite: first.killEveryWrite)
            }
        )
    }
}
