import CasinoCore

extension ExactFraction {
    /// The most decimals accepted when reading a fraction from text (`DecimalText.maximumFractionDecimals`).
    static let maximumDecimals = DecimalText.maximumFractionDecimals

    /// Reads a fraction in the one grammar of `DecimalText.fraction` (`0.97`, `.97`, `1`, `9.7e-1`);
    /// nil for anything else — a percent sign, a sign, more than `maximumDecimals` decimals, a
    /// million or more.
    init?(decimalText text: String) {
        guard case .success(let value) = DecimalText.fraction(text) else { return nil }
        self = value
    }

    /// The value as a decimal to 12 places with trailing zeros removed (`"0.97"`, `"1"`): how a
    /// figure the user typed is echoed back.
    var trimmedDecimal: String {
        var text = roundedDecimal(places: 12)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

extension ExactFraction {
    /// The value rounded half-up to `places` decimals, exactly, as plain text (`"0.970000"`): for
    /// the figures inside this module's error messages (reports format through OddsReports).
    ///
    /// - Complexity: O(places) 128-bit operations.
    func roundedDecimal(places: Int) -> String {
        var whole = numerator / denominator
        var rest = numerator % denominator
        var digits: [UInt8] = []
        for _ in 0..<places {
            // rest < denominator, so rest · 10 overflows only for denominators above 2^124.
            let (scaled, overflow) = rest.multipliedReportingOverflow(by: 10)
            if overflow { digits.append(0); continue }
            digits.append(UInt8(scaled / denominator))
            rest = scaled % denominator
        }
        if rest >= denominator - rest { // half-up on what is left
            var i = digits.count - 1
            while i >= 0 && digits[i] == 9 { digits[i] = 0; i -= 1 }
            if i >= 0 { digits[i] += 1 } else { whole += 1 }
        }
        guard places > 0 else { return String(whole) }
        return String(whole) + "." + String(decoding: digits.map { $0 + 48 }, as: UTF8.self)
    }

    /// `100 · self` rounded to `places` decimals: `"33.18"` for 0.3318.
    func percentText(places: Int) -> String {
        (multiplied(by: ExactFraction(100, 1)) ?? self).roundedDecimal(places: places)
    }
}
