import CasinoCore
import OddsLab

/// Number-to-text for reports: the same bytes on every machine, whatever its locale or C library.
///
/// The rules, for every function here:
/// - `.` is the decimal point; there are no thousands separators and no exponents
///   (`1e-7` to 9 places is `0.000000100`), so CSV cells load as numbers without options;
/// - rounding is half away from zero on the decimal digits (`0.125` → `0.13`, `-2.5` → `-3`).
///   A `Double` is first taken at its shortest round-trip form (`2.675`, not the binary
///   `2.67499999…`), so the printed figure is what a person rounding by hand gets;
///   an `ExactFraction` is rounded on its exact expansion;
/// - a result that rounds to zero has no minus sign (`-0.001` to 2 places is `0.00`);
/// - NaN and ±∞ print as ``notANumber`` (`n/a`); ``CSVCell`` writes them as an empty cell.
public enum NumberFormat {
    /// What a non-finite value prints as in text meant for people.
    public static let notANumber = "n/a"

    /// `x` with exactly `places` decimals: `fixed(0.485, places: 3)` is `"0.485"`.
    ///
    /// - Complexity: O(d + places), d the digits of `x`'s shortest form plus its exponent.
    public static func fixed(_ x: Double, places: Int) -> String {
        guard let digits = DecimalDigits(x) else { return notANumber }
        return digits.plain(places: places)
    }

    /// `x` to `digits` significant digits, trailing zeros kept: `significant(0.0001525878, digits: 3)`
    /// is `"0.000153"`, `significant(12345, digits: 2)` is `"12000"`.
    public static func significant(_ x: Double, digits: Int) -> String {
        guard let value = DecimalDigits(x) else { return notANumber }
        return significantText(value, digits: digits)
    }

    /// `x` as a percentage with `places` decimals and no `%` sign (the caller adds the unit, or
    /// names the column `…_percent`): `percent(0.485, places: 1)` is `"48.5"`.
    ///
    /// The decimal point is moved, not multiplied in floating point, so `0.29` is exactly `29`.
    public static func percent(_ x: Double, places: Int) -> String {
        guard let digits = DecimalDigits(x) else { return notANumber }
        return digits.shifted(by: 2).plain(places: places)
    }

    /// The exact fraction rounded to `places` decimals: `fixed(ExactFraction(1, 8), places: 2)` is
    /// `"0.13"`.
    ///
    /// - Complexity: O(places + 39) 128-bit divisions.
    public static func fixed(_ fraction: ExactFraction, places: Int) -> String {
        DecimalDigits(truncating: fraction, places: max(0, places) + 1).plain(places: places)
    }

    /// The exact fraction to `digits` significant digits: `significant(ExactFraction(1, 65536), digits: 3)`
    /// is `"0.0000153"`.
    public static func significant(_ fraction: ExactFraction, digits: Int) -> String {
        // A non-zero fraction with a 128-bit denominator is at least 2^-128 > 10^-39, so its first
        // significant digit is within 39 places and one more digit decides the rounding.
        significantText(DecimalDigits(truncating: fraction, places: 40 + max(1, digits)), digits: digits)
    }

    /// The exact fraction as a percentage with `places` decimals, no `%` sign.
    public static func percent(_ fraction: ExactFraction, places: Int) -> String {
        DecimalDigits(truncating: fraction, places: max(0, places) + 3).shifted(by: 2).plain(places: places)
    }

    /// An integer in plain decimal digits (any width, `Int128` included).
    public static func integer<T: BinaryInteger>(_ n: T) -> String {
        String(n)
    }

    /// An integer with its sign always shown, for deltas: `"+10"`, `"-10"`, `"0"`.
    public static func signed<T: BinaryInteger>(_ n: T) -> String {
        n > 0 ? "+" + String(n) : String(n)
    }

    private static func significantText(_ value: DecimalDigits, digits: Int) -> String {
        let digits = max(1, digits)
        let rounded = value.rounded(toSignificantDigits: digits)
        return rounded.plain(places: digits - 1 - (rounded.isZero ? 0 : rounded.leadingPower))
    }
}

extension NumberFormat {
    /// `numerator / denominator` of two integers, rounded exactly to `places` decimals (half away
    /// from zero); `n/a` for a zero denominator.
    static func ratio(_ numerator: Int, _ denominator: Int, places: Int) -> String {
        guard denominator != 0 else { return notANumber }
        let text = fixed(
            ExactFraction(WideUnsigned(numerator.magnitude), WideUnsigned(denominator.magnitude)), places: places)
        let negative = (numerator < 0) != (denominator < 0) && text.contains { $0 >= "1" && $0 <= "9" }
        return negative ? "-" + text : text
    }

    /// `numerator / denominator` of two integers to `places` decimals, rounded toward +∞ (a cost or
    /// a loss never printed smaller than it is); `n/a` for a zero denominator.
    static func ratioUp(_ numerator: Int, _ denominator: Int, places: Int) -> String {
        guard denominator != 0 else { return notANumber }
        let negative = (numerator < 0) != (denominator < 0)
        let magnitude = ExactFraction(WideUnsigned(numerator.magnitude), WideUnsigned(denominator.magnitude))
        // Toward +∞: a positive value's magnitude up, a negative one's down.
        let text = fixed(magnitude, places: places, rounding: negative ? .down : .up)
        return negative && text.contains { $0 >= "1" && $0 <= "9" } ? "-" + text : text
    }

    /// `numerator / denominator` as a percentage with two decimals and a `%` sign.
    static func percentText(_ numerator: Int, _ denominator: Int) -> String {
        guard denominator > 0, numerator >= 0 else { return notANumber }
        return percent(ExactFraction(WideUnsigned(numerator), WideUnsigned(denominator)), places: 2) + " %"
    }
}
