import CasinoCore
import Foundation
import SeededRuns

/// One value of a day part's result: a count, counts per kill point or invariant, a histogram as
/// `[value, days]` pairs in value order, or a chunk number that may be absent.
package enum DayPartValue: Hashable, Sendable {
    case int(Int)
    case ints([Int])
    case pairs([[Int]])
    case optionalInt(Int?)

    /// The value as the fingerprint hashes it.
    var canonical: String {
        switch self {
        case .int(let n): return String(n)
        case .ints(let ns): return ns.map(String.init).joined(separator: " ")
        case .pairs(let ps): return ps.map { $0.map(String.init).joined(separator: ":") }.joined(separator: " ")
        case .optionalInt(let n): return n.map(String.init) ?? "null"
        }
    }
}

extension DayCounts {
    /// Every count, by the name a day part writes it under, in the part's order.
    static var fields: [(name: String, path: WritableKeyPath<DayCounts, Int>)] {
        [
            ("wagers", \.wagers), ("minutesWagered", \.minutesWagered), ("settled", \.settled),
            ("settledMinutesWagered", \.settledMinutesWagered), ("wins", \.wins), ("capped", \.capped),
            ("minutesRemovedByCap", \.minutesRemovedByCap), ("cappedToZero", \.cappedToZero),
            ("minutesReturnedBeforeCap", \.minutesReturnedBeforeCap), ("minutesReturned", \.minutesReturned),
            ("forfeits", \.forfeits), ("forfeitedMinutes", \.forfeitedMinutes), ("lateForfeits", \.lateForfeits),
            ("refusedByFloor", \.refusedByFloor), ("suggestedWagersTaken", \.suggestedWagersTaken), ("kills", \.kills),
            ("blockedUnlocks", \.blockedUnlocks), ("unlocksOnStaleUsage", \.unlocksOnStaleUsage),
            ("blockedSessions", \.blockedSessions), ("sessionsCut", \.sessionsCut), ("usageMinutes", \.usageMinutes),
            ("steps", \.steps), ("writes", \.writes), ("shieldChanges", \.shieldChanges)
        ]
    }
}

extension DayRunResult {
    /// The counts a part writes as single integers, by name.
    static var scalarFields: [(name: String, path: WritableKeyPath<DayRunResult, Int>)] {
        let own: [(name: String, path: WritableKeyPath<DayRunResult, Int>)] = [
            ("days", \.days), ("shortDays", \.shortDays), ("longDays", \.longDays),
            ("daysEndedAtZero", \.daysEndedAtZero), ("daysWithBlockedUnlock", \.daysWithBlockedUnlock),
            ("pendingAtEnd", \.pendingAtEnd), ("forkedWagers", \.forks.wagers),
            ("forkedUnlockTaps", \.forks.unlockTaps), ("raceForks", \.forks.raceForks), ("races", \.forks.races),
            ("conflicts", \.forks.conflicts)
        ]
        let base: WritableKeyPath<DayRunResult, DayCounts> = \.counts
        let counts: [(name: String, path: WritableKeyPath<DayRunResult, Int>)] = DayCounts.fields.map {
            (name: $0.name, path: base.appending(path: $0.path))
        }
        return own + counts
    }

    /// The per-day distributions, by name.
    static var histogramFields: [(name: String, path: WritableKeyPath<DayRunResult, MinuteHistogram>)] {
        [
            ("minutesWageredPerDay", \.minutesWageredPerDay), ("minutesLostPerDay", \.minutesLostPerDay),
            ("overrunPerDay", \.overrunPerDay), ("overrunSeedTriggersOnlyPerDay", \.overrunSeedTriggersOnlyPerDay),
            ("blockedUnlocksPerDay", \.blockedUnlocksPerDay)
        ]
    }

    /// The result as a part writes it, member by member. The first violation itself is not
    /// written: `merge` regenerates it by replaying `firstViolationChunk`.
    package var partMembers: [(key: String, value: DayPartValue)] {
        var members: [(key: String, value: DayPartValue)] = Self.scalarFields.map {
            (key: $0.name, value: .int(self[keyPath: $0.path]))
        }
        members.append((key: "killsAfterWrite", value: .ints(forks.killsAfterWrite)))
        members.append((key: "unlockKillsAfterWrite", value: .ints(forks.unlockKillsAfterWrite)))
        members.append((key: "invariantChecks", value: .ints(tally.checks)))
        members.append((key: "invariantViolations", value: .ints(tally.violations)))
        members.append((key: "firstViolationChunk", value: .optionalInt(firstViolationChunk)))
        for (name, path) in Self.histogramFields {
            let histogram = self[keyPath: path]
            members.append(
                (key: name, value: .pairs(histogram.counts.keys.sorted().map { [$0, histogram.counts[$0] ?? 0] })))
        }
        return members
    }

    /// A digest of the result (every member a part writes), as 16 hexadecimal digits.
    var digest: String {
        var hasher = FingerprintHasher()
        for (key, value) in partMembers {
            hasher.add(key)
            hasher.add(value.canonical)
        }
        return hasher.hexDigest
    }

    /// `self` and the totals of the chunks right after its own, or nil when a count would overflow.
    /// The first violation's chunk is the earlier one's.
    func adding(_ other: DayRunResult) -> DayRunResult? {
        var merged = self
        for (_, path) in Self.scalarFields {
            let sum = merged[keyPath: path].addingReportingOverflow(other[keyPath: path])
            guard !sum.overflow else { return nil }
            merged[keyPath: path] = sum.partialValue
        }
        for (_, path) in Self.histogramFields {
            guard let sum = merged[keyPath: path].adding(other[keyPath: path]) else { return nil }
            merged[keyPath: path] = sum
        }
        guard let kills = Self.adding(forks.killsAfterWrite, other.forks.killsAfterWrite),
            let unlockKills = Self.adding(forks.unlockKillsAfterWrite, other.forks.unlockKillsAfterWrite),
            let checks = Self.adding(tally.checks, other.tally.checks),
            let violations = Self.adding(tally.violations, other.tally.violations)
        else { return nil }
        merged.forks.killsAfterWrite = kills
        merged.forks.unlockKillsAfterWrite = unlockKills
        merged.tally = InvariantTally(
            checks: checks, violations: violations, firstViolation: tally.firstViolation ?? other.tally.firstViolation)
        merged.firstViolationChunk = firstViolationChunk ?? other.firstViolationChunk
        return merged
    }

    /// Two count lists added index by index (the shorter padded with zeros), or nil on overflow.
    private static func adding(_ a: [Int], _ b: [Int]) -> [Int]? {
        var sum = a
        for (i, n) in b.enumerated() {
            if i == sum.count { sum.append(0) }
            let added = sum[i].addingReportingOverflow(n)
            guard !added.overflow else { return nil }
            sum[i] = added.partialValue
        }
        return sum
    }
}

/// One shard of a `day` run (`day --shard i/k`): the totals of the run's chunks
/// `⌊(i−1)·C/k⌋ ..< ⌊i·C/k⌋` (C chunks of `DayRunSpec.chunkDays` days), for `merge` to assemble into
/// what the unsharded run prints (Docs/scaling.md, "Sharded day").
package struct DayPart: Sendable {
    /// The format tag written first in every day part.
    package static let jsonFormat = "casino-odds-day-part/1"
    /// The largest day part `merge` reads.
    static let maximumFileBytes = 16 << 20

    package var producer: String
    /// The profile's name (`--profile`), the profile file's path as given and its contents.
    package var profileName: String
    package var profileFile: String?
    package var profileFileContents: String?
    package var seed: UInt64
    package var days: Int
    package var killEveryWrite: Bool
    package var shard: Shard
    /// The digest of the shard's first chunk alone (nil when the shard has no chunk): `merge`
    /// replays that chunk, so a part relabelled as another shard is refused.
    package var firstChunkDigest: String?
    /// The totals of the shard's chunks.
    package var result: DayRunResult

    init(
        producer: String, profileName: String, profileFile: String?, profileFileContents: String?, seed: UInt64,
        days: Int, killEveryWrite: Bool, shard: Shard, firstChunkDigest: String?, result: DayRunResult
    ) {
        self.producer = producer
        self.profileName = profileName
        self.profileFile = profileFile
        self.profileFileContents = profileFileContents
        self.seed = seed
        self.days = days
        self.killEveryWrite = killEveryWrite
        self.shard = shard
        self.firstChunkDigest = firstChunkDigest
        self.result = result
    }

    /// The run's chunks.
    var chunkCount: Int { DayRunSpec.chunkCount(days: days) }

    /// The chunks this part holds.
    var chunks: Range<Int> { shard.chunks(ofRunWith: chunkCount) }

    /// A digest of the part: the run's inputs, its shard and its totals, as 16 hexadecimal digits.
    package var fingerprint: String {
        var hasher = FingerprintHasher()
        hasher.add("casino-odds day part")
        hasher.add(producer)
        hasher.add(profileName)
        hasher.add(profileFile.map { "file " + $0 } ?? "no file")
        hasher.add(profileFileContents.map { "contents " + $0 } ?? "no contents")
        hasher.add(String(seed))
        hasher.add(String(days))
        hasher.add(killEveryWrite ? "kill every write" : "no kills")
        hasher.add(shard.description)
        hasher.add(firstChunkDigest ?? "no chunk")
        hasher.add(result.digest)
        return hasher.hexDigest
    }

    /// The first input in which two parts' runs differ, or nil when they are parts of one run.
    func difference(from other: DayPart) -> InputText? {
        if producer != other.producer { return "producer \(InputQuote.brief(other.producer)) vs \(producer)" }
        if profileName != other.profileName {
            return "profile \(InputQuote.brief(other.profileName)) vs \(InputQuote.brief(profileName))"
        }
        if profileFile != other.profileFile || profileFileContents != other.profileFileContents {
            return "another \(option: .profileFile)"
        }
        if seed != other.seed { return "seed \(other.seed) vs \(seed)" }
        if days != other.days { return "\(other.days) days vs \(days)" }
        if killEveryWrite != other.killEveryWrite { return "\(option: .killEveryWrite) on in one, off in the other" }
        return nil
    }

    /// True when `bytes` start as a day part does.
    static func looksLikePart(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes.prefix(200), as: UTF8.self).contains("\"\(jsonFormat)\"")
    }
}

extension DayPart {
    /// The keys of a part, in the order written.
    static var headerKeys: [String] {
        [
            "format", "producer", "fingerprint", "profile", "profileFile", "profileFileContents", "seed", "days",
            "killEveryWrite", "shard", "firstChunkDigest", "result"
        ]
    }

    /// The keys of a part's result, in the order written.
    static var resultKeys: [String] {
        DayRunResult.scalarFields.map(\.name) + [
            "killsAfterWrite", "unlockKillsAfterWrite", "invariantChecks", "invariantViolations",
            "firstViolationChunk"
        ] + DayRunResult.histogramFields.map(\.name)
    }

    /// Reads a day part written by `day --shard i/k`: every key known and present once, every
    /// integer range-checked before any arithmetic, the totals consistent with the shard's days,
    /// and the fingerprint its contents'.
    ///
    /// - Throws: `InputError`, one line naming `name` and the problem.
    init(json data: Data, name: String) throws {
        let tree = try StrictJSON.value(of: [UInt8](data), maximumValues: 1 << 20) {
            InputError(clipping: "\(name) is not a casino-odds day part (\($0))")
        }
        guard case .object(let members) = tree else {
            throw InputError(clipping: "\(name) is not a casino-odds day part (not a JSON object)")
        }
        let top = try PartObject(members, keys: Self.headerKeys, name: name, path: "")
        let format = try top.string("format")
        guard format == Self.jsonFormat else {
            throw InputError(
                clipping:
                    "\(name) has format '\(InputQuote.brief(format))'; this tool reads '\(Self.jsonFormat)'")
        }
        let days = try top.int("days", in: 1...1_000_000_000)
        let shard = try Shard(parsing: try top.string("shard")) { InputError(clipping: "\(name): shard: \($0)") }
        guard case .object(let resultMembers) = try top.value("result") else {
            throw InputError(clipping: "\(name): result must be an object")
        }
        let r = try PartObject(resultMembers, keys: Self.resultKeys, name: name, path: "result.")
        var result = try Self.result(from: r)
        let part = DayPart(
            producer: try top.string("producer"), profileName: try top.string("profile"),
            profileFile: try top.optionalString("profileFile"),
            profileFileContents: try top.optionalString("profileFileContents"), seed: try top.uint64("seed"),
            days: days, killEveryWrite: try top.bool("killEveryWrite"), shard: shard,
            firstChunkDigest: try top.optionalString("firstChunkDigest"), result: result)
        result.firstViolationChunk = try r.optionalInt("firstViolationChunk", in: 0...Int.max)
        try Self.checkResult(result, of: part, name: name)
        var read = part
        read.result = result
        let fingerprint = try top.string("fingerprint")
        guard read.fingerprint == fingerprint else {
            throw InputError(
                clipping:
                    "\(name) was edited or damaged: its fingerprint \(InputQuote.brief(fingerprint)) does not match its contents (\(read.fingerprint))"
            )
        }
        self = read
    }

    /// A part's result, every figure range-checked (its first violation's chunk is read apart, after
    /// the part's chunks are known).
    private static func result(from r: PartObject) throws -> DayRunResult {
        var result = DayRunResult()
        for (key, path) in DayRunResult.scalarFields { result[keyPath: path] = try r.int(key, in: 0...Int.max) }
        result.forks.killsAfterWrite = try r.ints("killsAfterWrite", count: nil)
        result.forks.unlockKillsAfterWrite = try r.ints("unlockKillsAfterWrite", count: nil)
        let invariants = DayInvariant.allCases.count
        result.tally = InvariantTally(
            checks: try r.ints("invariantChecks", count: invariants),
            violations: try r.ints("invariantViolations", count: invariants), firstViolation: nil)
        for (key, path) in DayRunResult.histogramFields { result[keyPath: path] = try r.histogram(key) }
        return result
    }

    /// The result held to the shard it claims: its first violation in one of the shard's chunks and
    /// only with violations, its days and every histogram's those of the shard's days, and a first
    /// chunk digest exactly when the shard holds chunks.
    private static func checkResult(_ result: DayRunResult, of part: DayPart, name: String) throws {
        let (chunks, days, shard) = (part.chunks, part.days, part.shard)
        if let chunk = result.firstViolationChunk, !chunks.contains(chunk) {
            throw InputError(
                clipping:
                    "\(name): result.firstViolationChunk \(chunk) is not one of the shard's chunks \(chunks)")
        }
        if (result.firstViolationChunk != nil) != (result.tally.violationCount > 0) {
            throw InputError(clipping: "\(name): result.firstViolationChunk and result.invariantViolations disagree")
        }
        var shardDays = 0
        for chunk in chunks { shardDays += DayRunSpec.days(inChunk: chunk, ofRunWith: days) }
        guard result.days == shardDays else {
            throw InputError(
                clipping:
                    "\(name): result.days is \(result.days); shard \(shard) of \(days) days holds \(shardDays)")
        }
        for (key, path) in DayRunResult.histogramFields where result[keyPath: path].total != shardDays {
            throw InputError(
                clipping: "\(name): result.\(key) counts \(result[keyPath: path].total) days, not \(shardDays)")
        }
        guard (part.firstChunkDigest == nil) == chunks.isEmpty else {
            throw InputError(clipping: "\(name): firstChunkDigest must be given exactly when the shard holds chunks")
        }
    }
}

extension DayRunSpec {
    /// Days in chunk `chunk` of a run of `days` days.
    static func days(inChunk chunk: Int, ofRunWith days: Int) -> Int {
        min(chunkDays, days - chunk * chunkDays)
    }
}

/// An object of a day part, read key by key with its range checks.
private struct PartObject {
    var values: [String: JSONValue]
    var name: String
    var path: String

    init(_ members: [JSONMember], keys: [String], name: String, path: String) throws {
        for member in members where !keys.contains(member.key) {
            throw InputError(clipping: "\(name): \(path)\(InputQuote.brief(member.key)) is not a key of a day part")
        }
        values = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        for key in keys where values[key] == nil { throw InputError(clipping: "\(name): \(path)\(key) is missing") }
        (self.name, self.path) = (name, path)
    }

    func value(_ key: String) throws -> JSONValue { values[key]! }

    func refuse(_ key: String, _ why: String) -> InputError { InputError(clipping: "\(name): \(path)\(key) \(why)") }

    func string(_ key: String) throws -> String {
        guard case .string(let s) = values[key]! else { throw refuse(key, "must be a string") }
        return s
    }

    func optionalString(_ key: String) throws -> String? {
        if case .null = values[key]! { return nil }
        return try string(key)
    }

    func bool(_ key: String) throws -> Bool {
        guard case .bool(let b) = values[key]! else { throw refuse(key, "must be true or false") }
        return b
    }

    func uint64(_ key: String) throws -> UInt64 {
        guard case .number(let text) = values[key]!, let n = UInt64(text) else {
            throw refuse(key, "must be a whole number 0…\(UInt64.max)")
        }
        return n
    }

    static func integer(_ value: JSONValue) -> Int? {
        guard case .number(let text) = value else { return nil }
        return Int(text)
    }

    func int(_ key: String, in range: ClosedRange<Int>) throws -> Int {
        guard let n = Self.integer(values[key]!), range.contains(n) else {
            throw refuse(key, "must be a whole number \(range.lowerBound)…\(range.upperBound)")
        }
        return n
    }

    func optionalInt(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
        if case .null = values[key]! { return nil }
        return try int(key, in: range)
    }

    func ints(_ key: String, count: Int?) throws -> [Int] {
        guard case .array(let elements) = values[key]!, count.map({ $0 == elements.count }) ?? true,
            elements.count <= 1 << 16
        else {
            throw refuse(key, "must be an array of \(count.map(String.init) ?? "at most 65536") whole numbers")
        }
        return try elements.map { element in
            guard let n = Self.integer(element), n >= 0 else {
                throw refuse(key, "holds a count that is not 0…\(Int.max)")
            }
            return n
        }
    }

    func histogram(_ key: String) throws -> MinuteHistogram {
        guard case .array(let elements) = values[key]! else { throw refuse(key, "must be an array of [value, days]") }
        var counts: [Int: Int] = [:]
        var last: Int?
        for element in elements {
            guard case .array(let pair) = element, pair.count == 2, let value = Self.integer(pair[0]),
                let days = Self.integer(pair[1]), days >= 1
            else { throw refuse(key, "must be [value, days] pairs, days at least 1") }
            if let last, value <= last { throw refuse(key, "must list each value once, in increasing order") }
            counts[value] = days
            last = value
        }
        guard let histogram = MinuteHistogram(daysPerValue: counts) else {
            throw refuse(key, "is too large: its days or minutes overflow")
        }
        return histogram
    }
}

extension DayPart {
    /// Assembles the parts of one `day --shard i/k` run (every i of one k) into the unsharded
    /// run's spec and totals: parts of one run, no shard twice, none missing, each part's first
    /// chunk replayed and found to be the chunk its shard plays (so a relabelled part is refused),
    /// totals added in chunk order with every sum checked, and the first violation regenerated by
    /// replaying its chunk.
    ///
    /// - Throws: `InputError` or the profile's `InputError`, one line.
    static func merging(_ parts: [(name: String, part: DayPart)]) throws -> (
        spec: DayRunSpec, result: DayRunResult
    ) {
        guard let first = parts.first else { throw InputError(clipping: "merge needs at least one day part") }
        for other in parts.dropFirst() {
            if let why = first.part.difference(from: other.part) {
                throw InputError(clipping: "\(other.name) is from another day run than \(first.name): \(why)")
            }
        }
        let order = try Shard.completeSplit(parts.map { ($0.name, $0.part.shard) })
        let contents = first.part.profileFileContents.map { Array($0.utf8) }
        guard (first.part.profileFile == nil) == (contents == nil) else {
            throw InputError(clipping: "\(first.name): profileFile and profileFileContents must be given together")
        }
        let profile = try DayRequest.compileProfile(
            first.part.profileName, file: first.part.profileFile, contents: contents)
        let spec = DayRunSpec(
            profile: profile, days: first.part.days, seed: first.part.seed, killEveryWrite: first.part.killEveryWrite)
        var merged = DayRunResult()
        for position in order {
            let (name, part) = parts[position]
            if let chunk = part.chunks.first {
                let replayed = DayRunner.runChunk(chunk, of: spec, app: SimulatedCoordinator.self)
                guard replayed.digest == part.firstChunkDigest else {
                    throw InputError(
                        clipping:
                            "\(name)'s first chunk is not chunk \(chunk) of the run (shard \(part.shard)): the part was relabelled or edited"
                    )
                }
            }
            guard let sum = merged.adding(part.result) else {
                throw InputError(clipping: "\(name): the totals overflow when added to the parts before it")
            }
            merged = sum
        }
        if let chunk = merged.firstViolationChunk {
            let replayed = DayRunner.runChunk(chunk, of: spec, app: SimulatedCoordinator.self)
            guard let violation = replayed.tally.firstViolation else {
                throw InputError(
                    clipping: "a part records a violation in chunk \(chunk), but that chunk replays without one")
            }
            merged.tally = InvariantTally(
                checks: merged.tally.checks, violations: merged.tally.violations, firstViolation: violation)
        }
        return (spec, merged)
    }
}
