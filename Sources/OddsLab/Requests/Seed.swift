import CasinoCore

/// A 64-bit seed (or stream number), read strictly so a typo is an error, not seed 0: decimal, or
/// hexadecimal with `0x`.
public struct Seed: Hashable, Sendable, CustomStringConvertible {
    /// The seed.
    public var value: UInt64

    /// The seed `value`.
    public init(value: UInt64) { self.value = value }

    /// `text` as a seed, or nil when it is not an unsigned 64-bit number.
    public init?(argument text: String) {
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            guard let v = UInt64(text.dropFirst(2), radix: 16) else { return nil }
            value = v
        } else {
            guard let v = UInt64(text) else { return nil }
            value = v
        }
    }

    /// `--seed`'s reading of `text`, with an error that says what a seed is.
    public init(parsing text: String) throws(InputError) {
        guard let seed = Seed(argument: text) else {
            throw InputError(
                "\(option: .seed) must be an unsigned 64-bit number (0…18446744073709551615, or hexadecimal with 0x), got \(InputQuote.brief(text))"
            )
        }
        self = seed
    }

    /// The seed in decimal.
    public var description: String { String(value) }
}
