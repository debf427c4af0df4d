/// `Encodable` values written as the strict reader's tree, the mirror of `JSONTreeDecoder`: a
/// machine format is one `Codable` schema type (`SimulationResultFile`, `DayResultFile`, …) that
/// its writer encodes here and its reader decodes there, so the two sides cannot drift.
///
/// The rules, chosen so a schema prints as the lab's formats always have: members in the order
/// the type encodes them (a synthesized `encode(to:)` follows the declaration), an optional that is
/// nil written as `null` (not left out: a type that leaves a member out writes its own
/// `encode(to:)`), integers in full (`Int128` too), a `Double` in Swift's shortest round-trip form
/// and a non-finite one as `null`, and a `JSONValue` or `JSONNumber` member as it is.
package enum JSONTreeEncoder {
    /// What an optional member that is nil becomes.
    package enum NilMember: Sendable {
        /// `null`: the lab's own formats.
        case null
        /// Left out, as Foundation's `JSONEncoder` does: the exported history, which the app writes.
        case omitted
    }

    /// `value` as a tree. The encoder's containers never throw; a type whose own `encode(to:)`
    /// throws leaves its place `null`.
    package static func encode<T: Encodable>(_ value: T, nilMembers: NilMember = .null) -> JSONValue {
        let node = TreeNode(omitsNil: nilMembers == .omitted)
        do { try value.encode(to: TreeEncoder(node: node, codingPath: [])) } catch { return .null }
        return node.tree
    }
}

/// A number literal kept as its text, for a figure a format prints as a fixed-point decimal
/// (`0.970000`, `-0.000012`) that a `Double` would not print the same way.
package struct JSONNumber: Codable, Hashable, Sendable, CustomStringConvertible {
    var literal: String

    package init(_ literal: String) { self.literal = literal }

    package var description: String { literal }

    package init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        guard case .number(let text) = value else {
            throw decoder.refused(
                DecodingError.typeMismatch(
                    JSONNumber.self,
                    .init(codingPath: decoder.codingPath, debugDescription: "expected a number, found \(value.brief)")))
        }
        literal = text
    }

    package func encode(to encoder: any Encoder) throws { try JSONValue.number(literal).encode(to: encoder) }
}

extension JSONValue: Encodable {
    /// Only the tree encoder can take a raw value; any other encoder is refused.
    package func encode(to encoder: any Encoder) throws {
        guard let tree = encoder as? TreeEncoder else {
            throw EncodingError.invalidValue(
                self, .init(codingPath: encoder.codingPath, debugDescription: "JSONValue encodes only as a tree"))
        }
        tree.node.content = .value(self)
    }
}

/// One place in the tree being built; containers write into it after it was handed out, so it is
/// a reference.
private final class TreeNode {
    enum Content {
        case empty
        case value(JSONValue)
        case object([(String, TreeNode)])
        case array([TreeNode])
    }
    var content = Content.empty
    /// Whether an optional member that is nil is left out (else written `null`); children inherit it.
    let omitsNil: Bool

    init(omitsNil: Bool) { self.omitsNil = omitsNil }

    var tree: JSONValue {
        switch content {
        case .empty: return .object([])
        case .value(let value): return value
        case .object(let members): return .object(pairs: members.map { ($0.0, $0.1.tree) })
        case .array(let elements): return .array(elements.map(\.tree))
        }
    }

    func member(_ key: String) -> TreeNode {
        var members: [(String, TreeNode)] = []
        if case .object(let existing) = content { members = existing }
        let child = TreeNode(omitsNil: omitsNil)
        if let i = members.firstIndex(where: { $0.0 == key }) {
            members[i].1 = child
        } else {
            members.append((key, child))
        }
        content = .object(members)
        return child
    }

    func element() -> TreeNode {
        var elements: [TreeNode] = []
        if case .array(let existing) = content { elements = existing }
        let child = TreeNode(omitsNil: omitsNil)
        elements.append(child)
        content = .array(elements)
        return child
    }

    func set(_ value: JSONValue) { content = .value(value) }

    func set<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
        switch value {
        case let double as Double: set(double.isFinite ? .number(double.description) : .null)
        case let float as Float: set(float.isFinite ? .number(float.description) : .null)
        case let number as any BinaryInteger: set(.number(String(describing: number)))
        case let string as String: set(.string(string))
        case let bool as Bool: set(.bool(bool))
        default: try value.encode(to: TreeEncoder(node: self, codingPath: codingPath))
        }
    }
}

private struct TreeEncoder: Encoder {
    var node: TreeNode
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(KeyedTreeEncoder<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedTreeEncoder(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleTreeEncoder(node: node, codingPath: codingPath)
    }
}

private struct ElementKey: CodingKey {
    var intValue: Int?
    var stringValue: String
    init(_ index: Int) {
        intValue = index
        stringValue = "Index \(index)"
    }
    init?(intValue: Int) { self.init(intValue) }
    init?(stringValue: String) { nil }
}

private struct KeyedTreeEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var node: TreeNode
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) { node.member(key.stringValue).set(.null) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: Int128, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode(_ value: UInt128, forKey key: Key) throws { try encode(scalar: value, key) }
    mutating func encode<T: Encodable>(scalar value: T, _ key: Key) throws {
        try node.member(key.stringValue).set(value, codingPath: codingPath + [key])
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        try encodeOptional(value, key)
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int128?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt128?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeOptional<T: Encodable>(_ value: T?, _ key: Key) throws {
        guard let value else { return node.omitsNil ? () : encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.member("super"), codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedTreeEncoder: UnkeyedEncodingContainer {
    var node: TreeNode
    var codingPath: [any CodingKey]
    var count: Int {
        if case .array(let elements) = node.content { return elements.count }
        return 0
    }

    mutating func encodeNil() { node.element().set(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encode(scalar: value) }
    mutating func encode(_ value: Bool) throws { try encode(scalar: value) }
    mutating func encode(_ value: String) throws { try encode(scalar: value) }
    mutating func encode(_ value: Double) throws { try encode(scalar: value) }
    mutating func encode(_ value: Float) throws { try encode(scalar: value) }
    mutating func encode(_ value: Int) throws { try encode(scalar: value) }
    mutating func encode(_ value: Int8) throws { try encode(scalar: value) }
    mutating func encode(_ value: Int16) throws { try encode(scalar: value) }
    mutating func encode(_ value: Int32) throws { try encode(scalar: value) }
    mutating func encode(_ value: Int64) throws { try encode(scalar: value) }
    mutating func encode(_ value: Int128) throws { try encode(scalar: value) }
    mutating func encode(_ value: UInt) throws { try encode(scalar: value) }
    mutating func encode(_ value: UInt8) throws { try encode(scalar: value) }
    mutating func encode(_ value: UInt16) throws { try encode(scalar: value) }
    mutating func encode(_ value: UInt32) throws { try encode(scalar: value) }
    mutating func encode(_ value: UInt64) throws { try encode(scalar: value) }
    mutating func encode(_ value: UInt128) throws { try encode(scalar: value) }
    mutating func encode<T: Encodable>(scalar value: T) throws {
        let path = codingPath + [ElementKey(count)]
        try node.element().set(value, codingPath: path)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let path = codingPath + [ElementKey(count)]
        return TreeEncoder(node: node.element(), codingPath: path).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [ElementKey(count)]
        return TreeEncoder(node: node.element(), codingPath: path).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder {
        let path = codingPath + [ElementKey(count)]
        return TreeEncoder(node: node.element(), codingPath: path)
    }
}

private struct SingleTreeEncoder: SingleValueEncodingContainer {
    var node: TreeNode
    var codingPath: [any CodingKey]

    mutating func encodeNil() { node.set(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: Bool) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: String) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: Double) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: Float) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: Int) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: Int8) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: Int16) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: Int32) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: Int64) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: Int128) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: UInt) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: UInt8) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: UInt16) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: UInt32) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: UInt64) throws { try node.set(value, codingPath: codingPath) }
    mutating func encode(_ value: UInt128) throws { try node.set(value, codingPath: codingPath) }
}
