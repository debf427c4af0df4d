import AppGroupStore
import CommitmentCore
import Foundation

// Seed 003's App Group keys, split by writer as the seed splits them: the app writes the lock-in
// (terms, instants, authorization, baseline) to `commitment-lock-in.record`, the DeviceActivity
// monitor extension writes `currentUsageSeconds` to `monitored-usage.record`. Each file has one
// writing process, a version and a compare-and-swap, so a stale monitor write cannot drop or
// overwrite a lock-in (it never writes that file) and a stale app write cannot drop usage (it never
// writes usage): the week is the two records joined when it is read.

/// The app's fields of a running week (`commitment-lock-in.record`).
struct StoredLockIn: Codable, Hashable {
    var terms: CommitmentTerms
    var lockInInstant: Int64
    var deadlineInstant: Int64
    var authorizationCents: Int
    var baselineUsageSeconds: Int
}

/// The app's record: the running week, or none.
struct LockInRecord: Codable, Hashable {
    var week: StoredLockIn?
}

/// The monitor's record (`monitored-usage.record`): the latest cumulative value it was reported,
/// and the highest value reported before the deadline of the week it belongs to (named by that
/// week's lock-in instant, so a report meant for an old week never counts toward a new one).
struct MonitoredUsageRecord: Codable, Hashable {
    var latestUsageSeconds: Int
    var weekLockInInstant: Int64?
    var weekUsageSeconds: Int?
}

func encodeSorted<T: Encodable>(_ value: T) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return Array(try encoder.encode(value))
}

func decodeRecord<T: Decodable>(_ type: T.Type, _ body: [UInt8], path: String) throws -> T {
    do {
        return try JSONDecoder().decode(type, from: Data(body))
    } catch {
        throw AppGroupStoreError.damagedRecord(path: path, reason: "\(error)")
    }
}

/// The app's `CommitmentStorage`: saves write the lock-in record only; loads join it with the
/// monitor's usage record.
///
/// A save is a compare-and-swap against the lock-in version this value last loaded or saved (or the
/// stored one, if it has read nothing yet): when the record moved on since, nothing is written and
/// the save throws `AppGroupStoreError.conflict` (load again). The usage inside a saved week is not
/// written: only the monitor writes usage, so an app holding an old reading cannot lower it.
public struct CommitmentAppGroupStorage: CommitmentStorage {
    /// The app's record.
    public let lockInFile: RecordFile
    /// The monitor's record (read only here).
    public let usageFile: RecordFile
    /// The lock-in version last read or written by this value (nil: none yet).
    private let seen = SeenVersion()

    /// The commitment's records in the container folder `folder`.
    public init(folder: String) {
        lockInFile = RecordFile(folder: folder, name: "commitment-lock-in")
        usageFile = RecordFile(folder: folder, name: "monitored-usage")
    }

    public func loadCommitmentWeek() -> CommitmentWeek? { try? loadCheckedWeek() }

    /// The running week, or nil when none is; throws what makes the stored records unusable
    /// (`AppGroupStoreError`, or the week's own `CommitmentError` for a stored week it refuses).
    public func loadCheckedWeek() throws -> CommitmentWeek? {
        guard let (version, body) = try lockInFile.read() else {
            seen.version = 0
            return nil
        }
        seen.version = version
        guard let lockIn = try decodeRecord(LockInRecord.self, body, path: lockInFile.path).week else { return nil }
        var current = lockIn.baselineUsageSeconds
        if let (_, usageBody) = try usageFile.read() {
            let usage = try decodeRecord(MonitoredUsageRecord.self, usageBody, path: usageFile.path)
            if usage.weekLockInInstant == lockIn.lockInInstant, let seconds = usage.weekUsageSeconds {
                current = seconds
            }
        }
        return try CommitmentWeek(
            restoringTerms: lockIn.terms, lockInInstant: lockIn.lockInInstant, deadlineInstant: lockIn.deadlineInstant,
            authorizationCents: lockIn.authorizationCents,
            usage: MonitoredUsage(
                restoringBaselineUsageSeconds: lockIn.baselineUsageSeconds, currentUsageSeconds: current))
    }

    /// The latest cumulative usage the monitor wrote (0 when none): the baseline of a new lock-in.
    public func latestReportedUsageSeconds() throws -> Int {
        guard let (_, body) = try usageFile.read() else { return 0 }
        return try decodeRecord(MonitoredUsageRecord.self, body, path: usageFile.path).latestUsageSeconds
    }

    public mutating func saveCommitmentWeek(_ week: CommitmentWeek?) throws {
        let record = LockInRecord(
            week: week.map {
                StoredLockIn(
                    terms: $0.terms, lockInInstant: $0.lockInInstant, deadlineInstant: $0.deadlineInstant,
                    authorizationCents: $0.authorizationCents, baselineUsageSeconds: $0.usage.baselineUsageSeconds)
            })
        let expected = try seen.version ?? lockInFile.readVersion()
        guard let written = try lockInFile.write(try encodeSorted(record), replacing: expected) else {
            throw AppGroupStoreError.conflict(path: lockInFile.path)
        }
        seen.version = written
    }
}

/// The version a storage value last read or wrote (a reference, since `loadCommitmentWeek` does not mutate).
final class SeenVersion: @unchecked Sendable {
    var version: UInt64?
}

/// The monitor extension's side of the commitment: it writes its own record only.
public struct MonitoredUsageAppGroupWriter {
    /// The monitor's record.
    public let usageFile: RecordFile
    /// The app's record (read only here: which week a report belongs to, and its deadline).
    public let lockInFile: RecordFile
    /// How many compare-and-swaps one report may try (`AppGroupStoreError.conflictsExhausted` after).
    public var maximumAttempts = 16

    /// The monitor's view of the records in the container folder `folder`.
    public init(folder: String) {
        usageFile = RecordFile(folder: folder, name: "monitored-usage")
        lockInFile = RecordFile(folder: folder, name: "commitment-lock-in")
    }

    /// Records a cumulative usage value reported at `instant` (a threshold event): the latest
    /// value, and the running week's usage when the report is before its deadline. Usage never goes
    /// down: a lower or older report changes nothing.
    ///
    /// - Returns: true when the report counts toward a running week.
    @discardableResult
    public func recordReportedUsage(seconds: Int, at instant: Int64) throws -> Bool {
        var counted = false
        _ = try usageFile.update(maximumAttempts: maximumAttempts) { current in
            var record =
                try current.map { try decodeRecord(MonitoredUsageRecord.self, $0.body, path: usageFile.path) }
                ?? MonitoredUsageRecord(latestUsageSeconds: 0)
            let before = record
            record.latestUsageSeconds = max(record.latestUsageSeconds, seconds)
            counted = false
            if let (_, body) = try lockInFile.read(),
                let week = try decodeRecord(LockInRecord.self, body, path: lockInFile.path).week,
                instant >= week.lockInInstant, instant < week.deadlineInstant
            {
                let previous =
                    record.weekLockInInstant == week.lockInInstant
                    ? (record.weekUsageSeconds ?? week.baselineUsageSeconds) : week.baselineUsageSeconds
                record.weekLockInInstant = week.lockInInstant
                record.weekUsageSeconds = max(previous, seconds)
                counted = true
            }
            return record == before ? nil : try encodeSorted(record)
        }
        return counted
    }
}
