import CasinoCore
import OddsLab

/// A finite decimal number held as digits, `±coefficient × 10^exponent`, so that rounding and
/// printing are done on decimal digits by this code rather than by the C library.
///
/// `printf`-style formatting depends on the platform's C library and, through `String(format:)`,
/// on locale plumbing; report bytes must not. Every rounding here is half away from zero on the
/// decimal digits.
struct DecimalDigits: Equatable {
    var isNegative: Bool
    /// Most significant first, each 0…9, no leading or trailing zeros (zero is `[0]`, exponent 0).
    var coefficient: [UInt8]
    var exponent: Int

    init(isNegative: Bool, coefficient: [UInt8], exponent: Int) {
        self.isNegative = isNegative
        self.coefficient = coefficient
        self.exponent = exponent
        normalise()
    }

    /// The shortest decimal that reads back as `x` (Swift's own `description`, which is the
    /// standard library's round-trip algorithm, identical on every platform); nil for NaN and ±∞.
    ///
    /// Starting from the shortest form means `2.675` rounds to `2.68`, as a person checking by hand
    /// expects, even though the nearest binary double is a hair below 2.675.
    init?(_ x: Double) {
        guard x.isFinite else { return nil }
        var digits: [UInt8] = []
        var fractionDigits = 0
        var seenPoint = false
        var exponentSign = 1
        var exponentValue = 0
        var inExponent = false
        for byte in x.magnitude.description.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent {
                    exponentValue = exponentValue * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    digits.append(byte - UInt8(ascii: "0"))
                    if seenPoint { fractionDigits += 1 }
                }
            case UInt8(ascii: "."): seenPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "-"): exponentSign = -1
            case UInt8(ascii: "+"): break
            default: return nil
            }
        }
        guard !digits.isEmpty else { return nil }
        self.init(
            isNegative: x.sign == .minus, coefficient: digits,
            exponent: exponentSign * exponentValue - fractionDigits)
    }

    /// `fraction` cut (not rounded) after `places` decimal places: the exact prefix of its decimal
    /// expansion (`Self.expansion`).
    init(truncating fraction: ExactFraction, places: Int) {
        self.init(
            isNegative: false, coefficient: Self.expansion(of: fraction, places: places).digits,
            exponent: -max(0, places))
    }

    /// The digits of `fraction`'s integer part, then its first `places` decimals (cut, not rounded),
    /// and whether the cut dropped nothing: long division, each step `remainder·10 / denominator`
    /// (remainder < denominator, so each quotient is one digit and no step overflows).
    ///
    /// In 64-bit words when both parts fit in 64 bits (almost every published figure): the 128-bit
    /// path's generic integer operations, unspecialized in the tests' build (the report writers are
    /// built without the optimizer), took about half of a small `report` run's CPU time (perf,
    /// 2026-11-29). Both paths give the same digits; a test compares them.
    static func expansion(of fraction: ExactFraction, places: Int) -> (digits: [UInt8], exact: Bool) {
        let (n, d) = (fraction.numerator, fraction.denominator)
        if n.high == 0 && d.high == 0 { return expansion64(n.low, d.low, places: places) }
        return expansion128(n, d, places: places)
    }

    static func expansion64(_ n: UInt64, _ d: UInt64, places: Int) -> (digits: [UInt8], exact: Bool) {
        var digits = Array(String(n / d).utf8).map { $0 - UInt8(ascii: "0") }
        digits.reserveCapacity(digits.count + max(0, places))
        var remainder = n % d
        for _ in 0..<max(0, places) {
            let (q, r) = d.dividingFullWidth(remainder.multipliedFullWidth(by: 10))
            digits.append(UInt8(truncatingIfNeeded: q))
            remainder = r
        }
        return (digits, remainder == 0)
    }

    static func expansion128(_ n: WideUnsigned, _ d: WideUnsigned, places: Int) -> (digits: [UInt8], exact: Bool) {
        var digits = Array(String(n / d).utf8).map { $0 - UInt8(ascii: "0") }
        var remainder = n % d
        for _ in 0..<max(0, places) {
            let (q, r) = d.dividingFullWidth(remainder.multipliedFullWidth(by: 10))
            digits.append(UInt8(q))
            remainder = r
        }
        return (digits, remainder == 0)
    }

    var isZero: Bool { coefficient == [0] }

    /// The power of ten of the leading digit (0 for 1…9.99, -2 for 0.01…0.0999).
    var leadingPower: Int { exponent + coefficient.count - 1 }

    /// The value times `10^power`; exact.
    func shifted(by power: Int) -> DecimalDigits {
        DecimalDigits(isNegative: isNegative, coefficient: coefficient, exponent: exponent + power)
    }

    /// Rounded half away from zero to a multiple of `10^-places` (`places` may be negative).
    func rounded(toPlaces places: Int) -> DecimalDigits {
        let drop = -places - exponent
        guard drop > 0 else { return self }
        // Pad with leading zeros so there is at least one kept digit.
        let padded = [UInt8](repeating: 0, count: max(0, drop - coefficient.count + 1)) + coefficient
        var kept = Array(padded[..<(padded.count - drop)])
        if padded[padded.count - drop] >= 5 {
            var i = kept.count - 1
            while i >= 0 && kept[i] == 9 { kept[i] = 0; i -= 1 }
            if i >= 0 { kept[i] += 1 } else { kept.insert(1, at: 0) }
        }
        return DecimalDigits(isNegative: isNegative, coefficient: kept, exponent: -places)
    }

    /// Rounded half away from zero to `count` significant digits.
    func rounded(toSignificantDigits count: Int) -> DecimalDigits {
        guard !isZero else { return self }
        let once = rounded(toPlaces: count - 1 - leadingPower)
        // 9.996 to 3 digits carries to 10.00; the extra digit is a zero, so rounding again is exact.
        return once.rounded(toPlaces: count - 1 - once.leadingPower)
    }

    /// Positional notation with exactly `places` decimals (rounding first if there are more),
    /// `.` as the point, no grouping, no exponent, and never `-0`.
    func plain(places: Int) -> String {
        let places = max(0, places)
        let value = rounded(toPlaces: places)
        let (coefficient, exponent, isNegative) = (value.coefficient, value.exponent, value.isNegative && !value.isZero)
        // Bring the coefficient to exponent -places: append zeros (exponent may be above -places).
        var digits = coefficient + [UInt8](repeating: 0, count: max(0, exponent + places))
        if digits.count <= places {
            digits = [UInt8](repeating: 0, count: places - digits.count + 1) + digits
        }
        let integerCount = digits.count - places
        var text = isNegative ? "-" : ""
        text.reserveCapacity(digits.count + 2)
        for (i, d) in digits.enumerated() {
            if i == integerCount { text.append(".") }
            text.unicodeScalars.append(Unicode.Scalar(d + UInt8(ascii: "0")))
        }
        return text
    }

    private mutating func normalise() {
        let firstNonZero = coefficient.firstIndex { $0 != 0 } ?? coefficient.count
        if firstNonZero == coefficient.count {
            coefficient = [0]
            exponent = 0
            isNegative = false // -0 and a negative that rounded to zero both print as 0.
            return
        }
        coefficient.removeFirst(firstNonZero)
        // Trailing zeros carry no value (2.50 is 2.5); dropping them makes `exponent` tell how
        // many decimals the value really needs. Printing pads them back as asked.
        let lastNonZero = coefficient.lastIndex { $0 != 0 } ?? 0
        exponent += coefficient.count - 1 - lastNonZero
        coefficient.removeLast(coefficient.count - 1 - lastNonZero)
    }
}
