/// A SHA-256 digest: 32 bytes, written as 64 lowercase hex digits (in JSON too).
///
/// Kept as four words rather than an array, so a transaction that records one allocates nothing
/// for it and compares it in four steps.
public struct SHA256Digest: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The 32 bytes as four big-endian words, first bytes first.
    private let w0: UInt64, w1: UInt64, w2: UInt64, w3: UInt64

    init(words: (UInt64, UInt64, UInt64, UInt64)) { (w0, w1, w2, w3) = words }

    /// The digest written as `hex` (64 hex digits, either case), or nil.
    public init?(hex: String) {
        guard let bytes = HexBytes.decode(hex), bytes.count == 32 else { return nil }
        func word(_ i: Int) -> UInt64 { (0..<8).reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[8 * i + $1]) } }
        self.init(words: (word(0), word(1), word(2), word(3)))
    }

    /// The 32 bytes, most significant first as SHA-256 writes them.
    public var bytes: [UInt8] {
        [w0, w1, w2, w3].flatMap { w in (0..<8).map { UInt8(truncatingIfNeeded: w >> (56 - 8 * UInt64($0))) } }
    }

    /// Writes `bytes` at `destination` (32 bytes, any alignment): the hash chain's hot path.
    func writeBytes(to destination: UnsafeMutableRawPointer) {
        destination.storeBytes(of: w0.bigEndian, toByteOffset: 0, as: UInt64.self)
        destination.storeBytes(of: w1.bigEndian, toByteOffset: 8, as: UInt64.self)
        destination.storeBytes(of: w2.bigEndian, toByteOffset: 16, as: UInt64.self)
        destination.storeBytes(of: w3.bigEndian, toByteOffset: 24, as: UInt64.self)
    }

    /// 64 zero digits: the `previousHash` of an installation's first round (nothing comes before it).
    public static let zero = SHA256Digest(words: (0, 0, 0, 0))

    /// 64 lowercase hex digits.
    public var description: String { HexBytes.encode(bytes) }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let digest = SHA256Digest(hex: text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not 64 hex digits"))
        }
        self = digest
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// Bytes as lowercase hex digits and back.
enum HexBytes {
    private static let digits = Array("0123456789abcdef".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for b in bytes {
            text.append(digits[Int(b >> 4)])
            text.append(digits[Int(b & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes `text` spells (an even number of hex digits), or nil.
    static func decode(_ text: String) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard utf8.count % 2 == 0 else { return nil }
        func value(_ c: UInt8) -> UInt8? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count / 2)
        for i in stride(from: 0, to: utf8.count, by: 2) {
            guard let high = value(utf8[i]), let low = value(utf8[i + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }
}
