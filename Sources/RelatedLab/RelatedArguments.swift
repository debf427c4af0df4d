import Foundation

// The related commands' own input grammars: a duration (`21h`, `1h30m`) and a list of amounts
// (`10,$0.50`), read exactly (never through a double).

/// A duration in whole minutes: `21h`, `90m`, `1h30m`, or a bare number of minutes.
public struct DurationArgument: Hashable, Sendable {
    public var minutes: Int

    public init(minutes: Int) { self.minutes = minutes }

    public init?(argument: String) {
        let s = argument.lowercased()
        if let bare = Int(s) {
            minutes = bare
            return
        }
        var total = 0
        var number = ""
        var sawUnit = false
        for character in s {
            if character.isASCII && character.isNumber {
                number.append(character)
            } else if character == "h" || character == "m" {
                guard let n = Int(number), n <= 100_000 else { return nil }
                total += character == "h" ? n * 60 : n
                number = ""
                sawUnit = true
            } else {
                return nil
            }
        }
        guard sawUnit, number.isEmpty else { return nil }
        minutes = total
    }

    public var text: String {
        let m = minutes % 60
        if minutes < 60 { return "\(minutes)m" }
        return m == 0 ? "\(minutes / 60)h" : "\(minutes / 60)h\(m)m"
    }

    public var defaultValueDescription: String { text }
}

/// A comma-separated list of amounts in cents (`10`) or dollars (`$0.10`, at most two decimals).
public struct CentsListArgument: Hashable, Sendable {
    public var values: [Int]

    public init(values: [Int]) { self.values = values }

    public init?(argument: String) {
        var parsed: [Int] = []
        for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let text = item.trimmingCharacters(in: .whitespaces)
            guard let cents = CentsListArgument.cents(text) else { return nil }
            parsed.append(cents)
        }
        guard !parsed.isEmpty else { return nil }
        values = parsed
    }

    /// Exact parse: `$1.5` is 150 cents; never through a Double.
    public static func cents(_ text: String) -> Int? {
        guard text.hasPrefix("$") else { return Int(text) }
        let body = text.dropFirst()
        let pieces = body.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count <= 2, let whole = Int(pieces[0]), whole >= 0, whole <= 1_000_000 else { return nil }
        var fraction = 0
        if pieces.count == 2 {
            let digits = pieces[1]
            guard (1...2).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), let f = Int(digits)
            else { return nil }
            fraction = digits.count == 1 ? f * 10 : f
        }
        return whole * 100 + fraction
    }

    public var text: String { values.map(String.init).joined(separator: ",") }

    public var defaultValueDescription: String { text }
}
