/// A local calendar day: the key that scopes `bonusMinutesFromGames` and today's usage.
public struct DayKey: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The year.
    public var year: Int
    /// The month, 1 … 12.
    public var month: Int
    /// The day of the month, 1 … 31.
    public var day: Int

    /// The local date `year`-`month`-`day`.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func < (lhs: DayKey, rhs: DayKey) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `"2026-03-08"`.
    public var description: String {
        func pad(_ v: Int, _ width: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
