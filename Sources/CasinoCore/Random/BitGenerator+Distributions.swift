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
        (next() >> 11) &+ 1
    }

    /// An integer uniform on `0..<bound`, by Lemire's nearly-divisionless method (2019):
    /// multiply a 64-bit word by `bound`, keep the high word, and reject the few low words
    /// that would bias it. No modulo bias; one draw almost always.
    ///
    /// - Parameter bound: the number of values; must be at least 1.
    /// - Complexity: expected draws `2⁶⁴ / (2⁶⁴ − (2⁶⁴ mod bound))`, which is 1 + O(bound / 2⁶⁴).
    @inlinable @inline(__always)
    public mutating func nextBounded(_ bound: UInt64) -> UInt64 {
        precondition(bound > 0, "nextBounded needs a positive bound")
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// A uniformly random `count`-element subset of `0..<universe`, as a bit mask (bit i set ⇔ i chosen).
    ///
    /// Robert Floyd's algorithm: for j in universe−count ..< universe, draw t in 0…j and add t, or j
    /// if t is already taken. Exactly `count` bounded draws, no allocation. Used to place Mines.
    ///
    /// - Parameters:
    ///   - count: the subset size, 0…universe.
    ///   - universe: the number of elements, 1…64.
    /// - Complexity: O(count).
    @inlinable @inline(__always)
    public mutating func nextSubsetMask(count: Int, of universe: Int) -> UInt64 {
        precondition(universe >= 1 && universe <= 64 && count >= 0 && count <= universe,
                     "nextSubsetMask needs 0 <= count <= universe <= 64")
        var mask: UInt64 = 0
        var j = universe - count
        while j < universe {
            let t = nextBounded(UInt64(j + 1))
            let bit: UInt64 = 1 << t
            mask |= (mask & bit == 0) ? bit : (1 << UInt64(j))
            j += 1
        }
        return mask
    }
}
