/// Everything the redemption feature persists, for every child, written as ONE value: each
/// child's points, ledger and windows (`RedemptionState`) and reward apps (seed 004: the service
/// takes a `ChildID`; the exemption manager keeps `[ChildID: EarnedTimeWindow]`).
///
/// One record, so a launch or a re-lock wake-up recovers every child from one read. Stored as
/// `{"children": [...]}` sorted by id. A 0.3.0 record (one child's `RedemptionState`, no child
/// id, no reward apps) is refused with `RedemptionError.singleChildStoredState`: the core cannot
/// invent the child's id, and must not invent its reward apps (none would unshield everything).
/// The app decodes it as `RedemptionState` and calls `init(migrating:to:rewardApps:)`.
public struct FamilyRedemptionState: Hashable, Sendable, Codable {
    /// Every child's record, sorted by id (a family is a handful of children: a scan is cheaper than
    /// hashing, and the order is the stored one).
    public internal(set) var records: [ChildRedemption]

    /// Every child, by id.
    public var children: [ChildID: ChildRedemption] {
        Dictionary(uniqueKeysWithValues: records.map { ($0.id, $0) })
    }

    /// No child yet.
    public init() { records = [] }

    /// A state holding `children`.
    ///
    /// - Throws: `RedemptionError.invalidStoredState` when an id appears twice.
    public init(children: [ChildRedemption]) throws(RedemptionError) {
        if let problem = FamilyRedemptionState.problem(in: children) { throw problem }
        records = children.sorted { $0.id < $1.id }
    }

    /// Why `children` cannot be a family's (an id given twice), or nil.
    private static func problem(in children: [ChildRedemption]) -> RedemptionError? {
        var seen = Set<ChildID>()
        for child in children where !seen.insert(child.id).inserted {
            return .invalidStoredState("child \(child.id) appears twice")
        }
        return nil
    }

    /// 0.3.0's single-child record, now the state of `child` with its `rewardApps`.
    public init(migrating single: RedemptionState, to child: ChildID, rewardApps: RewardApps) {
        records = [ChildRedemption(id: child, rewardApps: rewardApps, state: single)]
    }

    /// The children's ids, in order.
    public var childIDs: [ChildID] { records.map(\.id) }

    /// The child's record, if enrolled.
    public subscript(child: ChildID) -> ChildRedemption? { records.first { $0.id == child } }

    /// The seed's `getActiveWindow(childId:)`: the child's window running at `instant`.
    public func activeWindow(for child: ChildID, at instant: Int64) -> EarnedTimeWindow? {
        self[child]?.state.activeWindow(at: instant)
    }

    /// The seed's `activeExemptions`: every child's window running at `instant`.
    ///
    /// - Complexity: O(children × windows).
    public func activeWindows(at instant: Int64) -> [ChildID: EarnedTimeWindow] {
        var windows: [ChildID: EarnedTimeWindow] = [:]
        for record in records { windows[record.id] = record.state.activeWindow(at: instant) }
        return windows
    }

    /// Adds or replaces one child's record.
    mutating func set(_ record: ChildRedemption) {
        if let i = records.firstIndex(where: { $0.id == record.id }) {
            records[i] = record
        } else {
            records.insert(record, at: records.firstIndex { record.id < $0.id } ?? records.count)
        }
    }

    private enum CodingKeys: String, CodingKey { case children }
    /// A key only 0.3.0's single-child record has at its top level.
    private enum SingleChildKeys: String, CodingKey { case balancePoints }

    /// Decodes a stored family; refuses 0.3.0's single-child record by name.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if !c.contains(.children), try decoder.container(keyedBy: SingleChildKeys.self).contains(.balancePoints) {
            let error = RedemptionError.singleChildStoredState
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
        let children = try c.decode([ChildRedemption].self, forKey: .children)
        if let error = FamilyRedemptionState.problem(in: children) {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
        records = children.sorted { $0.id < $1.id }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(records, forKey: .children)
    }
}

/// One child's part of the family record.
public struct ChildRedemption: Hashable, Sendable, Codable {
    public let id: ChildID
    /// The apps shielded outside the child's earned time.
    public internal(set) var rewardApps: RewardApps
    /// The child's balance, ledger and windows.
    public internal(set) var state: RedemptionState

    public init(id: ChildID, rewardApps: RewardApps, state: RedemptionState) {
        self.id = id
        self.rewardApps = rewardApps
        self.state = state
    }
}
