/// Number formatting for the related-systems results, in integers only, so the same counts print
/// the same bytes on every machine (no `Double` formatting, whose last digit is the platform's).
public enum RelatedFormat {
    /// `numerator / denominator` with `places` decimals, rounded half away from zero; `"n/a"` when
    /// the denominator is 0.
    public static func decimal(_ numerator: Int, _ denominator: Int, places: Int) -> String {
        guard denominator > 0 else { return "n/a" }
        var scale: Int128 = 1
        for _ in 0..<places { scale *= 10 }
        let n = Int128(numerator.magnitude) * scale
        let d = Int128(denominator)
        let rounded = (2 * n + d) / (2 * d)
        var text = String(rounded / scale)
        if places > 0 {
            let digits = String(rounded % scale)
            text += "." + String(repeating: "0", count: places - digits.count) + digits
        }
        return numerator < 0 && rounded != 0 ? "-" + text : text
    }

    /// Cents as dollars with two decimals: `1234` → `"12.34"`.
    public static func dollars(_ cents: Int) -> String {
        decimal(cents, 100, places: 2)
    }

    /// `part / whole` as a percentage with `places` decimals: `(1, 8, 1)` → `"12.5"`.
    public static func percent(_ part: Int, _ whole: Int, places: Int = 2) -> String {
        decimal(part * 100, whole, places: places)
    }
}
