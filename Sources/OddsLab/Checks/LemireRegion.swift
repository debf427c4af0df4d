/// The words Lemire's method accepts for one bound, value by value: the proof that every value of
/// `nextBounded(bound)` has the same number of accepted words, ⌊2⁶⁴ / bound⌋, so the draw is
/// exactly uniform, and the words a proof plays to reach a value.
///
/// The words x with `high(x · bound) = r` run from ⌈r · 2⁶⁴ / bound⌉ to ⌊((r + 1) · 2⁶⁴ − 1) / bound⌋.
/// Their low halves `low(x · bound)` step by `bound`, so only the first can fall below
/// 2⁶⁴ mod bound, the rejection threshold; that first word is then not accepted.
struct LemireRegion {
    /// The bound, at least 1.
    let bound: UInt64
    /// 2⁶⁴ mod bound: words whose low half is below it are rejected.
    let threshold: UInt64
    /// ⌊2⁶⁴ / bound⌋: the accepted words every value must have.
    let wordsPerValue: UInt128

    init(bound: UInt64) {
        self.bound = bound
        threshold = (0 &- bound) % bound
        wordsPerValue = (UInt128(1) << 64) / UInt128(bound)
    }

    /// The first accepted word and the last word of value r (r < bound).
    func words(of r: UInt64) -> (firstAccepted: UInt64, last: UInt64, accepted: UInt128) {
        let b = UInt128(bound)
        let first = (UInt128(r) << 64 + b - 1) / b
        let last = ((UInt128(r) + 1) << 64 - 1) / b
        let firstLow = UInt64(truncatingIfNeeded: first * b)
        let firstAccepted = firstLow >= threshold ? first : first + 1
        return (UInt64(firstAccepted), UInt64(last), last - firstAccepted + 1)
    }

    /// The last word of value r, or its first accepted word (r < bound): the ends of `words(of:)`,
    /// by one 128-by-64-bit division each.
    func words(of r: UInt64, last: Bool) -> UInt64 {
        if last { return bound.dividingFullWidth((high: r, low: UInt64.max)).quotient }
        let first = bound.dividingFullWidth((high: r, low: bound - 1)).quotient
        return first &* bound >= threshold ? first : first + 1
    }
}
