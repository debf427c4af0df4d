/// A stored `VersionedState` decoded without the read-back check: what a `StateStorage` adapter
/// that keeps the state as bytes decodes in `load()`.
///
/// Decoding `VersionedState` (or `PersistedState`) refuses a damaged state, and an adapter left
/// with nothing to return would return nil, which the coordinator reads as a first launch: a fresh
/// allowance handed out, and the history, the seeds and the spent draws lost. Decoded this way
/// instead, the damaged state reaches the coordinator, which checks every state it loads and
/// recovers fail-closed from a refused one (`AppCoordinator.refusedStoredState`). Bytes that are
/// not a state at all still fail to decode.
public struct UncheckedVersionedState: Decodable, Sendable {
    /// The state and its version as stored, not yet checked.
    public let versioned: VersionedState

    private enum CodingKeys: String, CodingKey { case state, version }

    /// Decodes the keys `VersionedState` encodes, without checking the state's rules.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let state = try PersistedState(uncheckedFrom: c.superDecoder(forKey: .state))
        versioned = VersionedState(state: state, version: try c.decode(UInt64.self, forKey: .version))
    }
}
