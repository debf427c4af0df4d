/// `Decodable` values read from the strict reader's tree (`JSONReader`, then `StrictJSON`), so the
/// files the lab reads back — a partial result given to `merge`, a history given to `verify` — go
/// through the one JSON reader, not Foundation's lenient decoder.
///
/// The rules are the strict reader's, plus these for scalars: an integer is a literal of digits with
/// an optional `-`, no fraction or exponent (`10.0` and `1e1` are not integers), that fits its type;
/// a floating-point number is finite; a string is a string and a Bool is `true` or `false`. Keys a
/// type does not read are ignored (a result file carries derived figures its reader recomputes).
/// Errors are `DecodingError`s whose coding path names the value (array elements as `Index i`),
/// worded by the caller's `refusal` where they are made (the file they came from, what it should
/// have been), so a reader needs no catch to name its file.
enum JSONTreeDecoder {
    /// How a reader words the decoder's errors; by default they stay `DecodingError`s.
    typealias Refusal = (DecodingError) -> any Error

    /// `T` decoded from `value`, each error worded by `refusal`.
    static func decode<T: Decodable>(
        _ type: T.Type, from value: JSONValue, refusal: @escaping Refusal = { $0 }
    ) throws -> T {
        try T(from: TreeDecoder(value: value, codingPath: [], refusal: refusal))
    }

    /// `T` decoded from `bytes`, which must first pass `StrictJSON`.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try decode(type, from: try StrictJSON.value(of: bytes))
    }
}

/// An array element's place in a coding path: `Index 3`, as Foundation's decoder names it, so an
/// error message names the same path as before.
private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String
    init(_ index: Int) {
        intValue = index
        stringValue = "Index \(index)"
    }
    init?(intValue: Int) { self.init(intValue) }
    init?(stringValue: String) { nil }
}

private struct TreeDecoder: Decoder {
    var value: JSONValue
    var codingPath: [any CodingKey]
    var refusal: JSONTreeDecoder.Refusal
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw refusal(mismatch([String: Any].self, value, codingPath))
        }
        var fields: [String: JSONValue] = [:]
        for member in members where fields[member.key] == nil { fields[member.key] = member.value }
        return KeyedDecodingContainer(
            KeyedTree<Key>(fields: fields, order: members.map(\.key), codingPath: codingPath, refusal: refusal))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw refusal(mismatch([Any].self, value, codingPath)) }
        return UnkeyedTree(elements: elements, codingPath: codingPath, refusal: refusal)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleTree(value: value, codingPath: codingPath, refusal: refusal)
    }
}

extension Decoder {
    /// `error` as the reader that decodes wants it worded: its refusal when this is the tree
    /// decoder, else the error itself (for a type's own `init(from:)`, such as `JSONNumber`'s).
    func refused(_ error: DecodingError) -> any Error {
        (self as? TreeDecoder)?.refusal(error) ?? error
    }
}

private func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
    if value == .null {
        return .valueNotFound(type, .init(codingPath: path, debugDescription: "expected \(type), found null"))
    }
    return .typeMismatch(type, .init(codingPath: path, debugDescription: "expected \(type), found \(value.brief)"))
}

private struct SingleTree: SingleValueDecodingContainer {
    var value: JSONValue
    var codingPath: [any CodingKey]
    var refusal: JSONTreeDecoder.Refusal

    func decodeNil() -> Bool { value == .null }

    func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        guard case .number(let text) = value else { throw refusal(mismatch(type, value, codingPath)) }
        let digits = text.utf8.drop { $0 == UInt8(ascii: "-") }
        guard text.utf8.count - digits.count <= 1, !digits.isEmpty,
            digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else {
            throw refusal(
                DecodingError.dataCorrupted(
                    .init(codingPath: codingPath, debugDescription: "\(InputQuote.brief(text)) is not an integer")))
        }
        guard let number = I(text) else {
            throw refusal(
                DecodingError.dataCorrupted(
                    .init(codingPath: codingPath, debugDescription: "\(InputQuote.brief(text)) does not fit \(type)")))
        }
        return number
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let b) = value else { throw refusal(mismatch(type, value, codingPath)) }
        return b
    }
    func decode(_ type: String.Type) throws -> String {
        guard case .string(let s) = value else { throw refusal(mismatch(type, value, codingPath)) }
        return s
    }
    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let text) = value else { throw refusal(mismatch(type, value, codingPath)) }
        guard let number = Double(text), number.isFinite else {
            throw refusal(
                DecodingError.dataCorrupted(
                    .init(codingPath: codingPath, debugDescription: "\(InputQuote.brief(text)) is not a finite number"))
            )
        }
        return number
    }
    func decode(_ type: Float.Type) throws -> Float {
        let number = try decode(Double.self)
        let narrow = Float(number)
        guard narrow.isFinite else {
            throw refusal(
                DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "does not fit Float")))
        }
        return narrow
    }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: Int128.Type) throws -> Int128 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode(_ type: UInt128.Type) throws -> UInt128 { try integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: TreeDecoder(value: value, codingPath: codingPath, refusal: refusal))
    }
}

private struct KeyedTree<Key: CodingKey>: KeyedDecodingContainerProtocol {
    var fields: [String: JSONValue]
    var order: [String]
    var codingPath: [any CodingKey]
    var refusal: JSONTreeDecoder.Refusal

    var allKeys: [Key] { order.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

    func decoder(for key: any CodingKey) throws -> TreeDecoder {
        guard let value = fields[key.stringValue] else {
            throw refusal(
                DecodingError.keyNotFound(
                    key, .init(codingPath: codingPath, debugDescription: "no key \(InputQuote.brief(key.stringValue))"))
            )
        }
        return TreeDecoder(value: value, codingPath: codingPath + [key], refusal: refusal)
    }

    func value<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T { try T(from: decoder(for: key)) }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).value == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(type, key) }
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try value(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(type, key) }
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try value(type, key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(type, key) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder(for: key).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }
    func superDecoder() throws -> any Decoder {
        TreeDecoder(
            value: .object(order.map { JSONMember(key: $0, value: fields[$0]!, line: 0, column: 0) }),
            codingPath: codingPath, refusal: refusal)
    }
    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
}

private struct UnkeyedTree: UnkeyedDecodingContainer {
    var elements: [JSONValue]
    var codingPath: [any CodingKey]
    var refusal: JSONTreeDecoder.Refusal
    var currentIndex = 0

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func next() throws -> TreeDecoder {
        guard !isAtEnd else {
            throw refusal(
                DecodingError.valueNotFound(
                    Any.self,
                    .init(codingPath: codingPath + [IndexKey(currentIndex)], debugDescription: "the array has ended")))
        }
        defer { currentIndex += 1 }
        return TreeDecoder(
            value: elements[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)], refusal: refusal)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try element(type) }
    mutating func decode(_ type: String.Type) throws -> String { try element(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try element(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try element(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try element(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try element(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try element(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try element(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try element(type) }
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try element(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try element(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try element(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try element(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try element(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try element(type) }
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try element(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try element(type) }
    mutating func element<T: Decodable>(_ type: T.Type) throws -> T {
        // A failed element stays current, so it can be retried as another type.
        let decoder = try next()
        do { return try T(from: decoder) } catch {
            currentIndex -= 1
            throw error
        }
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next().container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { try next() }
}

extension JSONValue: Decodable {
    /// The value as it is in the tree, for a schema member kept as written (`JSONNumber`, a
    /// configuration patch). Only the tree decoder holds a tree; any other decoder is refused.
    package init(from decoder: any Decoder) throws {
        guard let tree = decoder as? TreeDecoder else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "JSONValue decodes only from a tree"))
        }
        self = tree.value
    }
}
