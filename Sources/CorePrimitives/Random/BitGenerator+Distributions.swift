// The middle layer of the randomness stack: distributions defined by the RNG contract.
// Each is a pure function of the words drawn, so results are reproducible across machines.

extension BitGenerator {
    /// A double uniform on [0, 1): `(x >> 11) · 2⁻⁵³`, every multiple of 2⁻⁵³ equally likely.
    @inlinable @inline(__always)
    public mutating func nextUnitHalfOpen() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A double uniform on (0, 1]: `((x >> 11) + 1) · 2⁻⁵³`. Never zero, so it can divide.
    @inlinable @inline(__always)
    public mutating func nextUnitOpenClosed() -> Double {
        Double((next() >> 11) &+ 1) * 0x1p-53
    }

    /// The integer `u` in 1…2⁵³ behind `nextUnitOpenClosed()` (which is `u · 2⁻⁵³`).
    ///
    /// Engines decide outcomes on `u` with integer comparisons, so no floating-point rounding
    /// can move an outcome across a threshold.
    @inlinable @inline(__always)
    public mutating func nextUnitOpenClosedNumerator() -> UInt64 {
        unitOpenClosedNumerator(of: next())
    }

    /// An integer uniform on `0..<bound`, by Lemire's nearly-divisionless method (2019):
    /// multiply a 64-bit word by `bound`, keep the high word, and reject the few low words
    /// that would bias it. No modulo bias; one draw almost always.
    ///
    /// - Parameter bound: the number of values; must be at least 1.
    /// - Complexity: expected draws `2⁶⁴ / (2⁶⁴ − (2⁶⁴ mod bound))`, which is 1 + O(bound / 2⁶⁴).
    @inlinable @inline(__always)
    public mutating func nextBounded(_ bound: UInt64) -> UInt64 {
        nextBounded(bound, startingWith: next())
    }

    /// `nextBounded(bound)` whose first word, `word`, was already drawn: the same value, and the
    /// same further draws (none unless Lemire's test rejects `word`). Lets an engine decide a round
    /// from its first word alone (`boundedDraw(of:bound:)`) and fall back here in the rare other case.
    @inlinable @inline(__always)
    public mutating func nextBounded(_ bound: UInt64, startingWith word: UInt64) -> UInt64 {
        precondition(bound > 0, "nextBounded needs a positive bound")
        var product = word.multipliedFullWidth(by: bound)
        // Taken with probability below bound / 2⁶⁴: laid out of line, so the usual path falls through.
        if _slowPath(product.low < bound) {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// A uniformly random `count`-element subset of `0..<universe`, as a bit mask (bit i set ⇔ i chosen).
    ///
    /// Robert Floyd's algorithm (for j in universe−count ..< universe, take a digit t in 0…j and add
    /// t, or j if t is already taken), with its digits decoded from as few draws as possible
    /// (`SubsetSampler`): one draw for up to 15 of 25, two above. Used to place Mines.
    ///
    /// - Parameters:
    ///   - count: the subset size, 0…universe.
    ///   - universe: the number of elements, 1…64.
    /// - Complexity: O(count).
    @inlinable
    public mutating func nextSubsetMask(count: Int, of universe: Int) -> UInt64 {
        SubsetSampler(count: count, of: universe).nextMask(using: &self)
    }

    /// A word `x` accepted by Lemire's method for `bound`: `high(x · bound)` is `nextBounded(bound)`,
    /// and `x` itself still holds the value's mixed-radix digits (`nextDigit`). Consumes exactly the
    /// draws `nextBounded(bound)` would.
    @inlinable @inline(__always)
    public mutating func nextBoundedWord(_ bound: UInt64) -> UInt64 {
        nextBoundedWord(bound, startingWith: next())
    }

    /// `nextBoundedWord(bound)` whose first word, `firstWord`, was already drawn (see
    /// `nextBounded(_:startingWith:)`): the same word, and the same further draws.
    @inlinable @inline(__always)
    public mutating func nextBoundedWord(_ bound: UInt64, startingWith firstWord: UInt64) -> UInt64 {
        precondition(bound > 0, "nextBoundedWord needs a positive bound")
        var word = firstWord
        // The low word of x · bound, compared as in `nextBounded`: taken with probability below bound / 2⁶⁴.
        if _slowPath(word &* bound < bound) {
            let threshold = (0 &- bound) % bound
            while word &* bound < threshold { word = next() }
        }
        return word
    }
}

/// The most significant digit of a mixed-radix number held as a 64-bit fraction, and the rest.
///
/// For `x` accepted by `nextBoundedWord(P)` with `P = b₀ · b₁ ⋯ bₖ`, the value
/// `R = high(x · P)` has the mixed-radix digits (most significant first)
/// `d₀ = high(x · b₀)`, `d₁ = high(low(x · b₀) · b₁)`, …: because
/// `x · b₀ · b₁ = (d₀ · b₁ + d₁) · 2⁶⁴ + low(low(x · b₀) · b₁)`, and so on. So the digits come from
/// one multiplication each, no division, and are exactly the digits of `nextBounded(P)`.
///
/// - Returns: the digit, in `0..<radix`; `word` becomes the fraction that holds the remaining digits.
@inlinable @inline(__always)
public func nextDigit(_ word: inout UInt64, radix: UInt64) -> UInt64 {
    let product = word.multipliedFullWidth(by: radix)
    word = product.low
    return product.high
}

/// The numerator `u` in 1…2⁵³ that `nextUnitOpenClosedNumerator()` makes of the word `word`.
@inlinable @inline(__always)
public func unitOpenClosedNumerator(of word: UInt64) -> UInt64 {
    (word >> 11) &+ 1
}

/// `nextBounded(bound)`'s value when its first word `word` is sure to be accepted, else nil.
///
/// Lemire's test rejects a word only when the low half of `word · bound` is below `2⁶⁴ mod bound`,
/// which is below `bound`: a low half at least `bound` is accepted without computing the modulo,
/// and the value is the high half. That covers all but a fraction `bound / 2⁶⁴` of words.
@inlinable @inline(__always)
public func boundedDraw(of word: UInt64, bound: UInt64) -> UInt64? {
    let product = word.multipliedFullWidth(by: bound)
    return product.low >= bound ? product.high : nil
}
