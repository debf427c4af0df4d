import AppGroupStore
import Foundation
import RedemptionCore

/// Seed 004's `RedemptionStorage` in the App Group container: the whole `FamilyRedemptionState`
/// as one record file (`redemption-state.record`), written by the app and the monitor extension
/// with the record file's compare-and-swap (under its `flock`, temp + `fsync` + `rename` + folder
/// `fsync`). `RedemptionController` reads again after a refused save, at most
/// `RedemptionController.maximumWriteAttempts` times.
///
/// A record that does not decode (damaged, or a state `FamilyRedemptionState` refuses) loads as
/// nil and `loadError()` names why; its version stays stored, so no save against an older version
/// replaces it (a "first launch" cannot overwrite the family's points).
public struct RedemptionStateFile: RedemptionStorage {
    /// The record file (`redemption-state` in the container).
    public var file: RecordFile

    /// The family's record in the container folder `folder`.
    public init(folder: String) { file = RecordFile(folder: folder, name: "redemption-state") }

    public func loadVersionedRedemptionState() -> VersionedRedemptionState? {
        guard let (version, body) = try? file.read(),
            let stored = try? JSONDecoder().decode(VersionedRedemptionState.self, from: Data(body)),
            stored.version == version
        else { return nil }
        return stored
    }

    /// Why the stored record cannot be loaded, or nil when it can (or none is stored).
    public func loadError() -> (any Error)? {
        do {
            guard let (version, body) = try file.read() else { return nil }
            let stored = try JSONDecoder().decode(VersionedRedemptionState.self, from: Data(body))
            if stored.version != version {
                return AppGroupStoreError.damagedRecord(
                    path: file.path, reason: "the body's version \(stored.version) is not the header's \(version)")
            }
            return nil
        } catch {
            return error
        }
    }

    /// - Returns: false when another process wrote first (nothing stored).
    /// - Throws: `AppGroupStoreError` when the write failed (nothing stored: the old record stays whole).
    public mutating func saveRedemptionState(_ state: FamilyRedemptionState, replacing expected: UInt64) throws -> Bool
    {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // `VersionedRedemptionState`'s encoding with sorted keys, the version filled in under the lock.
        let stateJSON = Array(try encoder.encode(state))
        let written = try file.write(replacing: expected) { version in
            Array("{\"state\":".utf8) + stateJSON + Array(",\"version\":\(version)}".utf8)
        }
        return written != nil
    }
}
