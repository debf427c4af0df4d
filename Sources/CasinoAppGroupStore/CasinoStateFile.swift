import AppGroupStore
import CasinoCore
import Foundation

/// The casino's `StateStorage` in the App Group container: the whole `PersistedState` as one
/// record file (`casino-state.record`), shared by the app, the DeviceActivity monitor and the
/// shield action, each a separate process with its own `CasinoStateFile`.
///
/// `save` is the record file's compare-and-swap (under its `flock`, then temp + `fsync` + `rename`
/// + folder `fsync`): a process that read version v stores only while v is still stored, so no
/// stale memory overwrites another process's write; `AppCoordinator` reads again and redoes its
/// event, at most `AppCoordinator.maximumWriteAttempts` times.
///
/// Failures fail closed. A record that is not a state at all (a damaged header, bytes that do not
/// decode, not a regular file) loads as nil, but its version stays stored (`storedVersion`: the
/// header's, or `UInt64.max` when even that is unreadable), so a save against any version a
/// coordinator holds is refused (`StoreWriteRefusal.storeDidNotMoveOn`) instead of a "first
/// launch" overwriting the history; `loadError()` says why. A state that decodes but breaks a rule is returned as stored (decoded unchecked), so
/// the coordinator's read-back check refuses it and recovers fail-closed.
public struct CasinoStateFile: StateStorage {
    /// The record file (`casino-state` in the container).
    public var file: RecordFile
    /// Why the last write failed (nil when it did not, or was refused by a conflict).
    public private(set) var lastError: AppGroupStoreError?
    /// Writes this value made that landed, and saves refused because another process wrote first.
    public private(set) var writes = 0
    public private(set) var conflicts = 0

    /// The casino's record in the container folder `folder`.
    public init(folder: String) { file = RecordFile(folder: folder, name: "casino-state") }

    /// A record's body decoded as stored, without the read-back check (`UncheckedVersionedState`).
    public static func decodeUnchecked(_ body: [UInt8]) throws -> VersionedState {
        try JSONDecoder().decode(UncheckedVersionedState.self, from: Data(body)).versioned
    }

    public func load() -> VersionedState? {
        do {
            guard let (version, body) = try file.read() else { return nil }
            let stored = try Self.decodeUnchecked(body)
            return stored.version == version ? stored : nil
        } catch {
            return nil
        }
    }

    /// Why the stored record cannot be loaded, or nil when it can (or none is stored).
    public func loadError() -> AppGroupStoreError? {
        do {
            guard let (version, body) = try file.read() else { return nil }
            guard let stored = try? Self.decodeUnchecked(body) else {
                return .damagedRecord(path: file.path, reason: "the body is not a casino state")
            }
            if stored.version != version {
                return .damagedRecord(
                    path: file.path, reason: "the body's version \(stored.version) is not the header's \(version)")
            }
            return nil
        } catch {
            return error
        }
    }

    public var storedVersion: UInt64 {
        (try? file.readVersion()) ?? .max
    }

    public mutating func save(_ state: PersistedState, replacing expected: UInt64) -> UInt64? {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            // `VersionedState`'s encoding with sorted keys, the version filled in under the lock.
            let stateJSON = Array(try encoder.encode(state))
            let written = try file.write(replacing: expected) { version in
                Array("{\"state\":".utf8) + stateJSON + Array(",\"version\":\(version)}".utf8)
            }
            guard let written else {
                conflicts += 1
                return nil
            }
            writes += 1
            lastError = nil
            return written
        } catch let error as AppGroupStoreError {
            lastError = error
            return nil
        } catch {
            lastError = .damagedRecord(path: file.path, reason: "the state did not encode: \(error)")
            return nil
        }
    }
}
