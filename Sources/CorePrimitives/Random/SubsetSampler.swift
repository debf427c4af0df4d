/// Floyd's uniform `count`-subset of `0..<universe`, drawing its digits in mixed radix.
///
/// Floyd's algorithm takes one digit tⱼ uniform in `0…j` for each j in `universe − count ..< universe`
/// and adds tⱼ to the subset, or j when tⱼ is already in it. The digits are independent and
/// uniform, so instead of one bounded draw each they are the mixed-radix digits of one bounded
/// draw over the product of their radices (j + 1), first digit most significant — exactly
/// uniform, no bias (Docs/rng.md, "Mixed-radix decoding"). The digits are grouped in Floyd's order,
/// each group as long as its radices' product fits in 64 bits: one group (one draw) for up to 15
/// of 25 tiles, two above.
public struct SubsetSampler: Hashable, Sendable {
    /// The subset size.
    public let count: Int
    /// The number of elements.
    public let universe: Int
    /// Floyd's first j, `universe − count`.
    @usableFromInline let firstJ: UInt64
    /// The j just past the first group, and the product of the first group's radices.
    @usableFromInline let firstGroupEnd: UInt64
    @usableFromInline let firstGroupProduct: UInt64
    /// True when one draw decodes every digit (1 ≤ count, and the product fits in 64 bits).
    @usableFromInline let isOneDraw: Bool

    /// - Parameters:
    ///   - count: the subset size, 0…universe.
    ///   - universe: the number of elements, 1…64.
    public init(count: Int, of universe: Int) {
        precondition(
            universe >= 1 && universe <= 64 && count >= 0 && count <= universe,
            "SubsetSampler needs 0 <= count <= universe <= 64")
        self.count = count
        self.universe = universe
        firstJ = UInt64(universe - count)
        (firstGroupEnd, firstGroupProduct) = SubsetSampler.group(from: firstJ, end: UInt64(universe))
        isOneDraw = count > 0 && firstGroupEnd == UInt64(universe)
    }

    /// The digits starting at Floyd's `j` that one draw covers: the end of the group and the
    /// product of its radices (`j + 1` each), as many as fit in 64 bits (at least one, as j < 64).
    @inlinable
    static func group(from j: UInt64, end: UInt64) -> (end: UInt64, product: UInt64) {
        var product: UInt64 = 1
        var next = j
        while next < end {
            let (p, overflow) = product.multipliedReportingOverflow(by: next &+ 1)
            if overflow { break }
            product = p
            next &+= 1
        }
        return (next, product)
    }

    /// The radices of the digits each draw decodes, in draw order (for the contract's worked example and tests).
    public var groups: [[UInt64]] {
        var result: [[UInt64]] = []
        var j = firstJ
        while j < UInt64(universe) {
            let end = SubsetSampler.group(from: j, end: UInt64(universe)).end
            result.append(Array((j + 1)...end))
            j = end
        }
        return result
    }

    /// A uniformly random subset, as a bit mask (bit i set ⇔ i chosen).
    ///
    /// - Complexity: `count` multiplications; one draw per group (plus Lemire's rare redraws).
    @inlinable @inline(__always)
    public func nextMask<G: BitGenerator>(using generator: inout G) -> UInt64 {
        guard _fastPath(isOneDraw) else { return nextMaskInGroups(using: &generator) }
        return mask(fromAcceptedWord: generator.nextBoundedWord(firstGroupProduct))
    }

    /// The product of the radices when one draw decodes every digit (`nextBounded` of it is the
    /// subset's draw), nil when the subset takes two draws or none.
    public var oneDrawProduct: UInt64? { isOneDraw ? firstGroupProduct : nil }

    /// The subset decoded from a word accepted by `nextBoundedWord(oneDrawProduct)`: what `nextMask`
    /// returns for that draw. Only for a one-draw sampler.
    @inlinable @inline(__always)
    public func mask(fromAcceptedWord acceptedWord: UInt64) -> UInt64 {
        // A straight loop the runner inlines; the first digit collides with nothing.
        var word = acceptedWord
        var j = firstJ
        var mask: UInt64 = 1 &<< nextDigit(&word, radix: j &+ 1)
        j &+= 1
        let end = UInt64(universe)
        while j < end {
            let t = nextDigit(&word, radix: j &+ 1)
            // t and j are below universe ≤ 64, so the masking shifts are the plain shifts. Taking
            // t, or j when t is already in, without a branch: about one collision in eight Mines
            // rounds would otherwise be a mispredicted jump.
            let bit: UInt64 = 1 &<< t
            let taken = 0 &- ((mask &>> t) & 1) // all ones when t is already in
            mask |= bit ^ ((bit ^ (1 &<< j)) & taken)
            j &+= 1
        }
        return mask
    }

    /// The partial subset Floyd's first `digits` steps make from `word` (digits as
    /// `mask(fromAcceptedWord:)` decodes them): the prefix a lookup can hold.
    ///
    /// - Complexity: `digits` multiplications.
    public func mask(fromWord word: UInt64, digits: Int) -> UInt64 {
        var word = word
        var mask: UInt64 = 0
        var j = firstJ
        for _ in 0..<min(digits, count) {
            let t = nextDigit(&word, radix: j &+ 1)
            mask |= (mask >> t) & 1 == 0 ? 1 << t : 1 << j
            j += 1
        }
        return mask
    }

    /// `nextMask` for any count: group after group (two draws for 16 to 24 of 25), or none for 0.
    @inlinable @inline(never)
    func nextMaskInGroups<G: BitGenerator>(using generator: inout G) -> UInt64 {
        if count == 0 { return 0 }
        var mask: UInt64 = 0
        var j = firstJ
        var end = firstGroupEnd
        var product = firstGroupProduct
        while true {
            var word = generator.nextBoundedWord(product)
            while j < end {
                let t = nextDigit(&word, radix: j &+ 1)
                let bit: UInt64 = 1 &<< t
                let taken = 0 &- ((mask &>> t) & 1) // all ones when t is already in
                mask |= bit ^ ((bit ^ (1 &<< j)) & taken)
                j &+= 1
            }
            if _fastPath(j >= UInt64(universe)) { return mask }
            (end, product) = SubsetSampler.group(from: j, end: UInt64(universe))
        }
    }
}
