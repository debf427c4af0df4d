/// The player's own seed: text the player chooses (or keeps as the app proposed it), mixed into
/// every round's draws with the installation's committed seed, so neither the app nor the player
/// alone chooses an outcome (Docs/rng.md, "The player's seed").
///
/// 1…64 characters, each an ASCII letter, digit, `-`, `_` or `.`, so it reads the same everywhere
/// and has one spelling; `none` (empty) is the seed of rounds played before the player set one and
/// leaves the draws as the seed alone derives them.
public struct PlayerSeed: Hashable, Sendable, CustomStringConvertible {
    /// The ASCII bytes, inline (eight words, then the count), so a seed, a position and a round that
    /// carry a player seed stay plain values: no reference to count on the day loop's hot path.
    private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    private var count: UInt8 = 0

    /// No player seed: the draws are the committed seed's alone.
    public static let none = PlayerSeed()

    /// The most characters a player seed has.
    public static let maximumLength = 64

    private init() {}

    /// A player seed, or nil when `text` is empty, longer than 64 characters, or holds a character
    /// other than an ASCII letter, digit, `-`, `_` or `.`.
    public init?(_ text: String) {
        guard !text.isEmpty, text.utf8.count <= PlayerSeed.maximumLength,
            text.utf8.allSatisfy(PlayerSeed.isAllowed)
        else { return nil }
        withUnsafeMutableBytes(of: &words) { raw in
            for (i, byte) in text.utf8.enumerated() { raw[i] = byte }
        }
        count = UInt8(text.utf8.count)
    }

    /// The characters, as the player typed them; empty for `none`.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// True for `none`.
    public var isNone: Bool { count == 0 }

    /// The number of bytes (0…64).
    public var byteCount: Int { Int(count) }

    /// The UTF-8 (ASCII) bytes mixed into each stream's state.
    public var bytes: [UInt8] { withUnsafeBytes(of: words) { Array($0.prefix(Int(count))) } }

    /// Writes `bytes` at `destination` (`byteCount` bytes, any alignment): the hash chain's hot path.
    func writeBytes(to destination: UnsafeMutableRawPointer) {
        withUnsafeBytes(of: words) { raw in
            if count > 0 { destination.copyMemory(from: raw.baseAddress!, byteCount: Int(count)) }
        }
    }

    public var description: String { text }

    public static func == (lhs: PlayerSeed, rhs: PlayerSeed) -> Bool {
        lhs.count == rhs.count
            && withUnsafeBytes(of: lhs.words) { a in withUnsafeBytes(of: rhs.words) { b in a.elementsEqual(b) } }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        withUnsafeBytes(of: words) { hasher.combine(bytes: $0) }
    }

    /// Why `text` is not a player seed, in words, or nil when it is one.
    public static func problem(with text: String) -> String? {
        if text.isEmpty { return "a player seed has at least 1 character" }
        if text.utf8.count > maximumLength { return "a player seed has at most \(maximumLength) characters" }
        if !text.utf8.allSatisfy(isAllowed) {
            return "a player seed holds only ASCII letters, digits, '-', '_' and '.'"
        }
        return nil
    }

    static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
}
