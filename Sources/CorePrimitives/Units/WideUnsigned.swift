/// An unsigned 128-bit integer made of two `UInt64` words.
///
/// Exact odds need more than 64 bits (`C(63,31)·100` and the common denominators of a payout sum),
/// and the standard library's 128-bit integers need iOS 18 / macOS 15; the app's core runs on iOS 17.
/// Every operation is built from 64-bit word arithmetic (`multipliedFullWidth`, `dividingFullWidth`),
/// which every iOS 17 device has, and behaves exactly as the native type would: the same traps on
/// overflow, the same results (a test compares them operation by operation).
@frozen
public struct WideUnsigned: FixedWidthInteger, UnsignedInteger, Hashable, Sendable {
    /// Bits 64…127.
    public var high: UInt64
    /// Bits 0…63.
    public var low: UInt64

    /// The value `high` · 2⁶⁴ + `low`.
    @inlinable
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// `value`, widened.
    @inlinable
    public init(_ value: UInt64) { self.init(high: 0, low: value) }

    public typealias IntegerLiteralType = UInt64
    public typealias Magnitude = WideUnsigned

    @inlinable
    public init(integerLiteral value: UInt64) { self.init(high: 0, low: value) }

    @inlinable
    public init(_truncatingBits bits: UInt) { self.init(high: 0, low: UInt64(truncatingIfNeeded: bits)) }

    @inlinable
    public static var bitWidth: Int { 128 }

    @inlinable
    public var magnitude: WideUnsigned { self }

    /// The words, least significant first (a `UInt` is 64 bits on every platform the app ships on;
    /// on a 32-bit platform the words are the four 32-bit quarters).
    public struct Words: RandomAccessCollection, Sendable {
        @usableFromInline let value: WideUnsigned
        @inlinable init(_ value: WideUnsigned) { self.value = value }
        @inlinable public var startIndex: Int { 0 }
        @inlinable public var endIndex: Int { 128 / UInt.bitWidth }
        @inlinable public subscript(position: Int) -> UInt {
            UInt(truncatingIfNeeded: (value &>> WideUnsigned(UInt64(position * UInt.bitWidth))).low)
        }
    }

    @inlinable
    public var words: Words { Words(self) }

    public var nonzeroBitCount: Int { high.nonzeroBitCount + low.nonzeroBitCount }
    public var leadingZeroBitCount: Int { high == 0 ? 64 + low.leadingZeroBitCount : high.leadingZeroBitCount }
    public var trailingZeroBitCount: Int { low == 0 ? 64 + high.trailingZeroBitCount : low.trailingZeroBitCount }
    public var byteSwapped: WideUnsigned { WideUnsigned(high: low.byteSwapped, low: high.byteSwapped) }

    // Spelled out: Strideable's defaults would compare through an `Int` distance, which traps here.
    @inlinable
    public static func == (lhs: WideUnsigned, rhs: WideUnsigned) -> Bool { lhs.high == rhs.high && lhs.low == rhs.low }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(high)
        hasher.combine(low)
    }

    @inlinable
    public static func < (lhs: WideUnsigned, rhs: WideUnsigned) -> Bool {
        lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low < rhs.low
    }

    // The other comparisons spelled out on the concrete type too. Without them `x != 0` picks the
    // standard library's comparison of two *different* integer types (the literal as an `Int`),
    // which converts through `init(truncatingIfNeeded:)` word by word, and `x >= y` goes through
    // `Comparable`'s generic default: unspecialized calls wherever the compiler cannot see across
    // modules (in the tests' build, a few per cent of the suite's CPU time; perf, 2026-11-29).

    /// Whether the two values differ.
    @inlinable
    public static func != (lhs: WideUnsigned, rhs: WideUnsigned) -> Bool { lhs.high != rhs.high || lhs.low != rhs.low }

    /// Whether `lhs` is greater than `rhs`.
    @inlinable
    public static func > (lhs: WideUnsigned, rhs: WideUnsigned) -> Bool { rhs < lhs }

    /// Whether `lhs` is at most `rhs`.
    @inlinable
    public static func <= (lhs: WideUnsigned, rhs: WideUnsigned) -> Bool { !(rhs < lhs) }

    /// Whether `lhs` is at least `rhs`.
    @inlinable
    public static func >= (lhs: WideUnsigned, rhs: WideUnsigned) -> Bool { !(lhs < rhs) }
}
