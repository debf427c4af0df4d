import CasinoCore

/// Exact conversions of a JSON or command-line number literal to the integers the games use.
///
/// The literal is read digit by digit (`-12.345e2`), never through a `Double`, so `1.15` is 115
/// hundredths exactly and `1.155` is rejected, not rounded.
enum DecimalText {
    /// Why a literal is not acceptable, worded to follow the literal: `"-0.2 is negative"`.
    enum Problem: Hashable, Sendable {
        case notANumber, negative, notWholeHundredth, notWholeNumber, notWholeMillionth
        case tooLarge(limit: String)
        case tooLong
        /// A fraction written with a percent sign (`95%`, `0.96%`): refused everywhere, never guessed.
        case percentSign
        /// A fraction with more than `DecimalText.maximumFractionDecimals` decimals.
        case tooManyDecimals

        var rule: String {
            switch self {
            case .notANumber: return "is not a number"
            case .negative: return "is negative"
            case .notWholeHundredth: return "is not a whole hundredth (multipliers have at most two decimals)"
            case .notWholeNumber: return "is not a whole number"
            case .notWholeMillionth: return "has more than six decimals"
            case .tooLarge(let limit): return "is too large (at most \(limit))"
            case .tooLong: return "is longer than \(DecimalText.maximumLiteralLength) characters"
            case .percentSign:
                return "has a percent sign: fractions are written as decimals, without % (0.95, not 95%)"
            case .tooManyDecimals: return "has more than \(DecimalText.maximumFractionDecimals) decimals"
            }
        }
    }

    /// A literal's value, or why it is not acceptable: a parse result, not an error (the caller
    /// words the error, naming the field or option the literal was given for).
    enum Parsed<Value> {
        case success(Value)
        case failure(Problem)

        /// The value transformed, the problem kept.
        func map<Other>(_ transform: (Value) -> Other) -> Parsed<Other> {
            switch self {
            case .success(let value): .success(transform(value))
            case .failure(let problem): .failure(problem)
            }
        }
    }

    /// The literal as `±digits · 10^exponent`, or nil if it is not a decimal literal.
    static func decompose(_ text: String) -> (negative: Bool, digits: [UInt8], exponent: Int)? {
        guard text.utf8.count <= maximumLiteralLength else { return nil }
        var chars = Array(text.utf8)
        var negative = false
        if chars.first == UInt8(ascii: "-") {
            negative = true; chars.removeFirst()
        } else if chars.first == UInt8(ascii: "+") {
            chars.removeFirst()
        }
        var digits: [UInt8] = []
        var exponent = 0
        var i = 0
        var sawDigit = false
        while i < chars.count, chars[i] >= 48, chars[i] <= 57 { digits.append(chars[i] - 48); i += 1; sawDigit = true }
        if i < chars.count, chars[i] == UInt8(ascii: ".") {
            i += 1
            while i < chars.count, chars[i] >= 48, chars[i] <= 57 {
                digits.append(chars[i] - 48); exponent -= 1; i += 1; sawDigit = true
            }
        }
        guard sawDigit else { return nil }
        if i < chars.count, chars[i] == UInt8(ascii: "e") || chars[i] == UInt8(ascii: "E") {
            i += 1
            var expNegative = false
            if i < chars.count, chars[i] == UInt8(ascii: "+") || chars[i] == UInt8(ascii: "-") {
                expNegative = chars[i] == UInt8(ascii: "-"); i += 1
            }
            var e = 0
            var sawExp = false
            while i < chars.count, chars[i] >= 48, chars[i] <= 57 {
                e = min(e * 10 + Int(chars[i] - 48), 100_000); i += 1; sawExp = true
            }
            guard sawExp else { return nil }
            exponent += expNegative ? -e : e
        }
        guard i == chars.count else { return nil }
        // Drop leading zeros and move trailing zeros into the exponent, so "1.50" and "1.5" agree.
        // (One pass each way: removing from the front one by one was quadratic in the length.)
        let leading = digits.firstIndex(where: { $0 != 0 }) ?? digits.count
        let trailing = digits.count - leading - (digits.lastIndex(where: { $0 != 0 }).map { $0 + 1 - leading } ?? 0)
        exponent += trailing
        digits = Array(digits[leading..<(digits.count - trailing)])
        return (negative && !digits.isEmpty, digits, digits.isEmpty ? 0 : exponent)
    }

    /// The longest number literal read: longer ones are refused before any work (Docs/scaling.md).
    static let maximumLiteralLength = 100

    /// The literal times `10^scale` as an integer in `0…limit`: `scaled("1.15", 2) = 115`.
    static func scaled(
        _ text: String, scale: Int, limit: Int, limitText: String,
        fractionProblem: Problem
    ) -> Parsed<Int> {
        if text.utf8.count > maximumLiteralLength { return .failure(.tooLong) }
        guard let (negative, digits, exponent) = decompose(text) else { return .failure(.notANumber) }
        if negative { return .failure(.negative) }
        if digits.isEmpty { return .success(0) }
        let shift = exponent + scale
        if shift < 0 { return .failure(fractionProblem) }
        if digits.count + shift > 18 { return .failure(.tooLarge(limit: limitText)) }
        var value = 0
        for d in digits { value = value * 10 + Int(d) }
        for _ in 0..<shift { value *= 10 }
        return value > limit ? .failure(.tooLarge(limit: limitText)) : .success(value)
    }

    /// The largest multiplier a configuration may hold: 1 000 000x.
    static let maximumCenti = 100_000_000

    /// A multiplier literal in hundredths: `"5.6"` → 560; negative, NaN or `1.155` are problems.
    static func centi(_ text: String) -> Parsed<Centi> {
        scaled(text, scale: 2, limit: maximumCenti, limitText: "1000000", fractionProblem: .notWholeHundredth).map(
            Centi.init)
    }

    /// A fraction literal in 0…1 as parts per million: `"0.95"` → 950 000; `"1.2"`, `"-0.1"`, `"95%"`
    /// are problems. The grammar is `fraction`'s.
    static func perMillion(_ text: String) -> Parsed<Int> {
        if text.hasSuffix("%") { return .failure(.percentSign) }
        return scaled(text, scale: 6, limit: 1_000_000, limitText: "1", fractionProblem: .notWholeMillionth)
    }

    /// The most decimals a fraction literal may have (a finer figure is below anything a table of
    /// hundredths can resolve).
    static let maximumFractionDecimals = 9

    /// The one grammar for a fraction in every command and configuration file (a return floor, a
    /// target RTP, a hit band, a house edge): a plain decimal literal — `0.95`, `.95`, `1`, `9.5e-1` —
    /// read exactly. A percent sign is refused, never read: `0.96%` could mean 0.0096 or a mistyped
    /// 0.96, and a tool that guesses tunes to the wrong one without a word. The range (0…1, or (0, 1])
    /// is the caller's rule.
    ///
    /// - Returns: the exact value, or the problem: `.percentSign`, `.notANumber`, `.negative`,
    ///   `.tooManyDecimals`, `.tooLarge` (10⁶ or more), `.tooLong`.
    static func fraction(_ text: String) -> Parsed<ExactFraction> {
        if text.utf8.count > maximumLiteralLength { return .failure(.tooLong) }
        if text.hasSuffix("%") { return .failure(.percentSign) }
        guard let (negative, digits, exponent) = decompose(text) else { return .failure(.notANumber) }
        if negative { return .failure(.negative) }
        if digits.isEmpty { return .success(.zero) }
        if -exponent > maximumFractionDecimals { return .failure(.tooManyDecimals) }
        if digits.count + exponent > 6 { return .failure(.tooLarge(limit: "999999")) }
        var numerator: WideUnsigned = 0
        for d in digits { numerator = numerator * 10 + WideUnsigned(d) }
        var denominator: WideUnsigned = 1
        if exponent >= 0 {
            for _ in 0..<exponent { numerator *= 10 }
        } else {
            for _ in 0..<(-exponent) { denominator *= 10 }
        }
        return .success(ExactFraction(numerator, denominator))
    }

    /// A non-negative whole-number literal no larger than `limit`: `"970000"`, `"1e6"`.
    static func wholeNumber(_ text: String, limit: Int) -> Parsed<Int> {
        scaled(text, scale: 0, limit: limit, limitText: String(limit), fractionProblem: .notWholeNumber)
    }
}

extension DecimalText.Parsed: Equatable where Value: Equatable {}
extension DecimalText.Parsed: Hashable where Value: Hashable {}
extension DecimalText.Parsed: Sendable where Value: Sendable {}
