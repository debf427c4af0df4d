import CasinoCore

extension ExactFraction {
    /// The most decimals accepted when reading a fraction from text (a finer figure is below
    /// anything a table of hundredths can resolve).
    public static let maximumDecimals = 9

    /// Reads `0.97`, `.97`, `1`, `97%` or `97.5%` exactly; nil for anything else (signs, exponents,
    /// more than `maximumDecimals` decimals, more than six whole digits).
    public init?(decimalText text: String) {
        var body = Substring(text)
        let isPercent = body.hasSuffix("%")
        if isPercent { body = body.dropLast() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        let isDigits = { (s: Substring) in s.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
        guard !(whole.isEmpty && fraction.isEmpty), isDigits(whole), isDigits(fraction),
            parts.count == 1 || !fraction.isEmpty,
            fraction.count <= ExactFraction.maximumDecimals, whole.count <= 6
        else { return nil }
        var numerator: WideUnsigned = 0
        for digit in (whole + fraction).utf8 { numerator = numerator * 10 + WideUnsigned(digit - 48) }
        var denominator: WideUnsigned = isPercent ? 100 : 1
        for _ in 0..<fraction.count { denominator *= 10 }
        self.init(numerator, denominator)
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
