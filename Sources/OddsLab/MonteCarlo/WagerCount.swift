import CasinoCore
/// A number of wagers as people write it: `1000000`, `1e9`, `2.5e6`, `250M`, `1.5G`, `10k`.
///
/// Parsed exactly in decimal (never through a double), so `1e15` is exactly 10¹⁵ and `1.5k` is
/// 1500; a value that is not a whole number, is zero or negative, or exceeds `RunSpec.maximumWagers`
/// is refused with a message saying which.
package struct WagerCount: Hashable, Sendable {
    /// The number of wagers, 1…`RunSpec.maximumWagers`.
    var value: Int

    /// Suffixes and their powers of ten: thousand, million, billion (G or B), trillion.
    static let suffixes: [Character: Int] = ["k": 3, "K": 3, "M": 6, "G": 9, "B": 9, "T": 12]

    /// Parses `text`, the value of `option` when an option gave it.
    ///
    /// - Throws: `InputError` naming the option, the text and the problem.
    init(parsing text: String, option: OptionName? = nil) throws(InputError) {
        func fail(_ why: String) -> InputError {
            let problem = InputError(clipping: "'\(text)' is not a number of wagers: \(why)")
            return option.map { InputError("\(option: $0): \(problem)") } ?? problem
        }
        var body = Substring(text)
        var exponent = 0
        if let last = body.last, let power = WagerCount.suffixes[last] {
            exponent = power
            body = body.dropLast()
        } else if let e = body.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            var power = body[body.index(after: e)...]
            let negative = power.first == "-"
            if negative || power.first == "+" { power = power.dropFirst() }
            guard !power.isEmpty, power.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw fail("the exponent after 'e' must be a whole number, e.g. 1e9")
            }
            // A whole exponent of any size is read, capped (1e308 was "not a whole number"): the
            // range checks below then say what is wrong with the value (at most 1e15, not whole).
            let digits = power.drop { $0 == "0" }
            let magnitude = digits.count > 4 ? 10_000 : Int(digits) ?? 0
            exponent = negative ? -magnitude : magnitude
            body = body[..<e]
        }
        if body.hasPrefix("-") { throw fail("it must be positive") }
        if body.hasPrefix("+") { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, !(parts.first ?? "").isEmpty || parts.count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            parts.contains(where: { !$0.isEmpty })
        else {
            throw fail("write digits with an optional suffix (k, M, G, T) or exponent, e.g. 250M or 1e9")
        }
        var digits = String(parts[0])
        if parts.count == 2 {
            digits += parts[1]
            exponent -= parts[1].count
        }
        // Trailing zeros become exponent, leading zeros go, so the digit string stays short.
        while digits.count > 1, digits.last == "0", exponent < 0 {
            digits.removeLast()
            exponent += 1
        }
        digits = String(digits.drop(while: { $0 == "0" }))
        guard !digits.isEmpty else { throw fail("it must be at least 1") }
        if exponent < 0 { throw fail("it must be a whole number") }
        guard digits.count + exponent <= 16, var value = Int(digits) else {
            throw fail("it must be at most 1e15")
        }
        for _ in 0..<exponent { value *= 10 }
        guard value <= RunSpec.maximumWagers else { throw fail("it must be at most 1e15") }
        self.value = value
    }
}

extension WagerCount {
    /// A count as `simulate` and `check` read one (`3e6`, `250k`, `16M`), except that a plain
    /// whole number is taken as it is, so its range is checked (and named) by the request.
    package static func plainOrParsed(_ text: String, option: OptionName? = nil) throws(InputError) -> Int {
        if let plain = Int(text) { return plain }
        return try WagerCount(parsing: text, option: option).value
    }
}
