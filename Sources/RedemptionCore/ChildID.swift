/// Which child a redemption, a window or a set of reward apps belongs to (seed 004's `ChildID`).
///
/// An opaque string the app chooses (a pairing id, a UUID string): the core compares and sorts
/// ids, nothing more. Ids are ordered so that every pass over the children (effects at launch,
/// the stored order) is the same on every run.
public struct ChildID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The app's id for the child.
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static func < (lhs: ChildID, rhs: ChildID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }

    /// Stored as its bare string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
