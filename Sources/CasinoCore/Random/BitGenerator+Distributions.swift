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
        if count == 0 { return 0 }
        // The first element can collide with nothing.
        var j = UInt64(universe - count)
        var mask: UInt64 = 1 &<< nextBounded(j &+ 1)
        j &+= 1
        let end = UInt64(universe)
        while j < end {
            let t = nextBounded(j &+ 1)
            // t and j are below universe ≤ 64, so the masking shifts are the plain shifts. Taking
            // t, or j when t is already in, without a branch: about one collision in eight Mines
            // rounds would otherwise be a mispredicted jump.
            let bit: UInt64 = 1 &<< t
            let taken = 0 &- ((mask &>> t) & 1)  // all ones when t is already in
            mask |= bit ^ ((bit ^ (1 &<< j)) & taken)
            j &+= 1
        }
        return mask
    }
}
