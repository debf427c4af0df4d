// WideUnsigned's arithmetic from 64-bit words. Each operation has one implementation (the
// reporting-overflow or full-width form); the operators trap exactly where the native 128-bit type's would.

extension WideUnsigned {
    @inlinable
    public func addingReportingOverflow(_ rhs: WideUnsigned) -> (partialValue: WideUnsigned, overflow: Bool) {
        let (low, carry) = low.addingReportingOverflow(rhs.low)
        let (h1, o1) = high.addingReportingOverflow(rhs.high)
        let (h2, o2) = h1.addingReportingOverflow(carry ? 1 : 0)
        return (WideUnsigned(high: h2, low: low), o1 || o2)
    }

    @inlinable
    public func subtractingReportingOverflow(_ rhs: WideUnsigned) -> (partialValue: WideUnsigned, overflow: Bool) {
        let (low, borrow) = low.subtractingReportingOverflow(rhs.low)
        let (h1, o1) = high.subtractingReportingOverflow(rhs.high)
        let (h2, o2) = h1.subtractingReportingOverflow(borrow ? 1 : 0)
        return (WideUnsigned(high: h2, low: low), o1 || o2)
    }

    @inlinable
    public func multipliedReportingOverflow(by rhs: WideUnsigned) -> (partialValue: WideUnsigned, overflow: Bool) {
        let full = multipliedFullWidth(by: rhs)
        return (full.low, full.high != 0)
    }

    /// The 256-bit product as two 128-bit halves, from the four 64×64 partial products.
    @inlinable
    public func multipliedFullWidth(by rhs: WideUnsigned) -> (high: WideUnsigned, low: WideUnsigned) {
        // Two 64-bit values (most products: weights times minutes): one partial product.
        if high == 0 && rhs.high == 0 {
            let p = low.multipliedFullWidth(by: rhs.low)
            return (0, WideUnsigned(high: p.high, low: p.low))
        }
        let p00 = low.multipliedFullWidth(by: rhs.low)
        let p01 = low.multipliedFullWidth(by: rhs.high)
        let p10 = high.multipliedFullWidth(by: rhs.low)
        let p11 = high.multipliedFullWidth(by: rhs.high)
        // Three 64-bit terms cannot overflow 128 bits; neither can the top half of a 256-bit product.
        let middle = WideUnsigned(p00.high) &+ WideUnsigned(p01.low) &+ WideUnsigned(p10.low)
        let top =
            WideUnsigned(high: p11.high, low: p11.low) &+ WideUnsigned(p01.high) &+ WideUnsigned(p10.high)
            &+ WideUnsigned(middle.high)
        return (top, WideUnsigned(high: middle.low, low: p00.low))
    }

    @inlinable
    public func dividedReportingOverflow(by rhs: WideUnsigned) -> (partialValue: WideUnsigned, overflow: Bool) {
        rhs == 0 ? (self, true) : (quotientAndRemainder(dividingBy: rhs).quotient, false)
    }

    @inlinable
    public func remainderReportingOverflow(dividingBy rhs: WideUnsigned) -> (partialValue: WideUnsigned, overflow: Bool)
    {
        rhs == 0 ? (self, true) : (quotientAndRemainder(dividingBy: rhs).remainder, false)
    }

    /// Division by hardware 128/64 steps (Hacker's Delight, "unsigned doubleword division").
    @inlinable
    public func quotientAndRemainder(dividingBy v: WideUnsigned) -> (quotient: WideUnsigned, remainder: WideUnsigned) {
        precondition(v != 0, "Division by zero")
        if v.high == 0 {
            let (q1, r1) = high.quotientAndRemainder(dividingBy: v.low)
            let (q0, r0) = v.low.dividingFullWidth((r1, low)) // r1 < v.low: cannot overflow
            return (WideUnsigned(high: q1, low: q0), WideUnsigned(r0))
        }
        if self < v { return (0, self) }
        // v ≥ 2⁶⁴, so the quotient fits in 64 bits. Normalize v's top word and halve u so the
        // 128/64 step cannot overflow; the estimate is then at most one too small.
        let n = v.high.leadingZeroBitCount
        let v1 = (v &<< WideUnsigned(UInt64(n))).high
        let u1 = self &>> 1
        let q1 = v1.dividingFullWidth((u1.high, u1.low)).quotient
        var q0 = ((WideUnsigned(q1) &<< WideUnsigned(UInt64(n))) &>> 63).low
        if q0 != 0 { q0 -= 1 }
        var remainder = self &- WideUnsigned(q0) &* v
        if remainder >= v {
            q0 += 1
            remainder = remainder &- v
        }
        return (WideUnsigned(q0), remainder)
    }

    /// 256-by-128-bit division; `dividend.high` must be less than `self`, as for every fixed-width integer.
    public func dividingFullWidth(_ dividend: (high: WideUnsigned, low: WideUnsigned)) -> (
        quotient: WideUnsigned, remainder: WideUnsigned
    ) {
        precondition(dividend.high < self, "Quotient is not representable")
        // Shift-subtract, one quotient bit per step: only the reports' decimal expansions use it.
        var remainder = dividend.high
        var quotient: WideUnsigned = 0
        var bit = 127
        while bit >= 0 {
            let carry = remainder.high >> 63 != 0
            remainder = (remainder &<< 1) | ((dividend.low &>> WideUnsigned(UInt64(bit))) & 1)
            quotient = quotient &<< 1
            if carry || remainder >= self {
                remainder = remainder &- self
                quotient = quotient | 1
            }
            bit -= 1
        }
        return (quotient, remainder)
    }

    /// Masking shifts: the amount is taken modulo 128, as `&<<` is for every fixed-width integer.
    @inlinable
    public static func &<< (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
        let s = Int(truncatingIfNeeded: rhs.low & 127)
        if s == 0 { return lhs }
        if s >= 64 { return WideUnsigned(high: lhs.low &<< UInt64(s - 64), low: 0) }
        return WideUnsigned(high: lhs.high &<< UInt64(s) | lhs.low &>> UInt64(64 - s), low: lhs.low &<< UInt64(s))
    }

    @inlinable
    public static func &>> (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
        let s = Int(truncatingIfNeeded: rhs.low & 127)
        if s == 0 { return lhs }
        if s >= 64 { return WideUnsigned(high: 0, low: lhs.high &>> UInt64(s - 64)) }
        return WideUnsigned(high: lhs.high &>> UInt64(s), low: lhs.low &>> UInt64(s) | lhs.high &<< UInt64(64 - s))
    }

    @inlinable public static func &<<= (lhs: inout WideUnsigned, rhs: WideUnsigned) { lhs = lhs &<< rhs }
    @inlinable public static func &>>= (lhs: inout WideUnsigned, rhs: WideUnsigned) { lhs = lhs &>> rhs }

    @inlinable
    public static func + (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        precondition(!overflow, "Arithmetic overflow")
        return sum
    }

    @inlinable
    public static func - (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
        let (difference, overflow) = lhs.subtractingReportingOverflow(rhs)
        precondition(!overflow, "Arithmetic overflow")
        return difference
    }

    @inlinable
    public static func * (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
        let (product, overflow) = lhs.multipliedReportingOverflow(by: rhs)
        precondition(!overflow, "Arithmetic overflow")
        return product
    }

    @inlinable
    public static func / (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
        lhs.quotientAndRemainder(dividingBy: rhs).quotient
    }

    @inlinable
    public static func % (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
        lhs.quotientAndRemainder(dividingBy: rhs).remainder
    }

    @inlinable public static func += (lhs: inout WideUnsigned, rhs: WideUnsigned) { lhs = lhs + rhs }
    @inlinable public static func -= (lhs: inout WideUnsigned, rhs: WideUnsigned) { lhs = lhs - rhs }
    @inlinable public static func *= (lhs: inout WideUnsigned, rhs: WideUnsigned) { lhs = lhs * rhs }
    @inlinable public static func /= (lhs: inout WideUnsigned, rhs: WideUnsigned) { lhs = lhs / rhs }
    @inlinable public static func %= (lhs: inout WideUnsigned, rhs: WideUnsigned) { lhs = lhs % rhs }

    @inlinable
    public static func & (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
        WideUnsigned(high: lhs.high & rhs.high, low: lhs.low & rhs.low)
    }

    @inlinable
    public static func | (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
        WideUnsigned(high: lhs.high | rhs.high, low: lhs.low | rhs.low)
    }

    @inlinable
    public static func ^ (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
        WideUnsigned(high: lhs.high ^ rhs.high, low: lhs.low ^ rhs.low)
    }

    @inlinable
    public static prefix func ~ (x: WideUnsigned) -> WideUnsigned { WideUnsigned(high: ~x.high, low: ~x.low) }

    @inlinable public static func &= (lhs: inout WideUnsigned, rhs: WideUnsigned) { lhs = lhs & rhs }
    @inlinable public static func |= (lhs: inout WideUnsigned, rhs: WideUnsigned) { lhs = lhs | rhs }
    @inlinable public static func ^= (lhs: inout WideUnsigned, rhs: WideUnsigned) { lhs = lhs ^ rhs }
}

extension WideUnsigned: CustomStringConvertible {
    /// Decimal digits, nineteen at a time (10¹⁹ is the largest power of ten in a `UInt64`).
    public var description: String {
        if high == 0 { return String(low) }
        let chunk: UInt64 = 10_000_000_000_000_000_000
        var value = self
        var parts: [String] = []
        while value.high != 0 {
            let (q, r) = value.quotientAndRemainder(dividingBy: WideUnsigned(chunk))
            parts.append(String(r.low))
            value = q
        }
        var text = String(value.low)
        for part in parts.reversed() {
            text += String(repeating: "0", count: 19 - part.count) + part
        }
        return text
    }
}
