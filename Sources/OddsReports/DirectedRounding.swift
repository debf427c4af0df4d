import CasinoCore
import OddsLab

/// Which way a figure shown to a person is rounded.
///
/// The odds disclosure never rounds in the player's favour: chances of winning are rounded down,
/// chances of losing up, "1 in N" for a win up (rarer), and the share of the stake kept down.
public enum RoundingDirection: String, Sendable {
    /// Toward zero: the printed figure is at most the exact one.
    case down
    /// Away from zero: the printed figure is at least the exact one.
    case up
}

extension NumberFormat {
    /// The exact fraction with `places` decimals, rounded in `direction`:
    /// `fixed(ExactFraction(2, 3), places: 2, rounding: .down)` is `"0.66"`, `.up` gives `"0.67"`.
    ///
    /// - Complexity: O(places + 39) 128-bit divisions.
    public static func fixed(_ fraction: ExactFraction, places: Int, rounding direction: RoundingDirection) -> String {
        DirectedDecimal(fraction, shift: 0, places: max(0, places), direction: direction).text
    }

    /// The exact proportion as a percentage (no `%` sign) with `places` decimals, rounded in `direction`.
    public static func percent(_ fraction: ExactFraction, places: Int, rounding direction: RoundingDirection) -> String
    {
        DirectedDecimal(fraction, shift: 2, places: max(0, places), direction: direction).text
    }

    /// The exact proportion as a percentage to `digits` significant digits (but never fewer than its
    /// integer digits), rounded in `direction`: `48.5` for 0.485, `0.00305` for 2/65536 rounded down.
    public static func percent(
        _ fraction: ExactFraction, significantDigits digits: Int,
        rounding direction: RoundingDirection
    ) -> String {
        significantDirected(fraction, shift: 2, digits: digits, direction: direction)
    }

    /// The exact fraction to `digits` significant digits (never fewer than its integer digits),
    /// rounded in `direction`: `2.07` for 200/97 rounded up, `32768` for 32768.
    public static func significant(_ fraction: ExactFraction, digits: Int, rounding direction: RoundingDirection)
        -> String
    {
        significantDirected(fraction, shift: 0, digits: digits, direction: direction)
    }

    private static func significantDirected(
        _ fraction: ExactFraction, shift: Int, digits: Int,
        direction: RoundingDirection
    ) -> String {
        guard fraction.numerator > 0 else { return "0" }
        // The leading digit's power of ten, from the exact expansion (a non-zero 128-bit fraction
        // has its first significant digit within 39 places).
        let probe = DecimalDigits(truncating: fraction, places: 40)
        let leading = probe.leadingPower + shift
        let places = max(0, max(1, digits) - 1 - leading)
        return DirectedDecimal(fraction, shift: shift, places: places, direction: direction).text
    }
}

/// `fraction · 10^shift` cut after `places` decimals, then moved one unit up if rounding up and
/// anything was cut: exact floor and ceiling by long division.
private struct DirectedDecimal {
    let text: String

    init(_ fraction: ExactFraction, shift: Int, places: Int, direction: RoundingDirection) {
        var (digits, exact) = DecimalDigits.expansion(of: fraction, places: places + shift)
        if direction == .up && !exact {
            var i = digits.count - 1
            while i >= 0 && digits[i] == 9 { digits[i] = 0; i -= 1 }
            if i >= 0 { digits[i] += 1 } else { digits.insert(1, at: 0) }
        }
        text = DecimalDigits(isNegative: false, coefficient: digits, exponent: -places).plain(places: places)
    }
}
