/// An object whose keys are data (a run's options, a day's per-day figures), kept in the order
/// written: a `[String: Value]` would lose it, and formats are compared byte for byte.
package struct OrderedMembers<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    package struct Member: Equatable, Sendable {
        package var key: String
        package var value: Value
    }
    package var members: [Member]

    package init(_ pairs: [(String, Value)]) { members = pairs.map { Member(key: $0.0, value: $0.1) } }

    var pairs: [(key: String, value: Value)] { members.map { ($0.key, $0.value) } }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: MemberKey.self)
        members = try c.allKeys.map { Member(key: $0.stringValue, value: try c.decode(Value.self, forKey: $0)) }
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: MemberKey.self)
        for member in members { try c.encode(member.value, forKey: MemberKey(member.key)) }
    }
}

/// A key that is data, not a field name.
package struct MemberKey: CodingKey {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(_ key: String) { stringValue = key }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
