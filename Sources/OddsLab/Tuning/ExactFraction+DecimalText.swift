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
              fraction.count <= ExactFraction.maximumDecimals, whole.count <= 6 else { return nil }
        var numerator: UInt128 = 0
        for digit in (whole + fraction).utf8 { numerator = numerator * 10 + UInt128(digit - 48) }
        var denominator: UInt128 = isPercent ? 100 : 1
        for _ in 0..<fraction.count { denominator *= 10 }
        self.init(numerator, denominator)
    }

    /// The value as a decimal to 12 places with trailing zeros removed (`"0.97"`, `"1"`): how a
    /// figure the user typed is echoed back.
    var trimmedDecimal: String {
        var text = decimalString(decimals: 12)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
