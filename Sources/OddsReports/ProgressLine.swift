/// The one line of progress a long command shows on a terminal's stderr: done of total, the rate,
/// the time left (or so far, when the total is unknown), and whether a stop was asked for.
///
/// Text only: the tool's monitor samples the run and draws this line in place. It is never part of
/// a result, so the wall-clock figures in it cannot break byte-identical outputs.
public struct ProgressLine: Sendable {
    /// What is running, e.g. "simulating"; starts the line.
    public var label: String
    /// What the run counts, plural: "wagers", "days".
    public var unit: String
    public var done: Int
    /// Units in the whole run; nil (or 0) when unknown, and then no time left is shown.
    public var total: Int?
    public var elapsedSeconds: Double
    /// A stop was requested (first Ctrl-C): the run finishes the chunks in progress.
    public var isStopping: Bool

    public init(label: String, unit: String, done: Int, total: Int?, elapsedSeconds: Double, isStopping: Bool) {
        self.label = label
        self.unit = unit
        self.done = done
        self.total = total
        self.elapsedSeconds = elapsedSeconds
        self.isStopping = isStopping
    }

    /// `simulating: 1,234 of 10,000 wagers (12.3 %) · 456 M wagers/s · 0:02 left`.
    public var text: String {
        let rate = Double(done) / elapsedSeconds
        var parts: [String]
        if let total, total > 0 {
            let percent = 100 * Double(done) / Double(total)
            let left = rate > 0 ? Double(max(0, total - done)) / rate : .infinity
            parts = [
                "\(label): \(TextTable.grouped(done)) of \(TextTable.grouped(total)) \(unit) (\(NumberFormat.fixed(percent, places: 1)) %)",
                "\(Self.rate(rate)) \(unit)/s", "\(Self.duration(left)) left"
            ]
        } else {
            parts = [
                "\(label): \(TextTable.grouped(done)) \(unit)", "\(Self.rate(rate)) \(unit)/s",
                "\(Self.duration(elapsedSeconds)) so far"
            ]
        }
        if isStopping { parts.append("stopping (Ctrl-C again to quit at once)") }
        return parts.joined(separator: " · ")
    }

    /// `1.23 G`, `456 M`, `12.3 k`: three figures at most, so the line does not jump as it grows.
    public static func rate(_ rate: Double) -> String {
        switch rate {
        case 1e9...: return NumberFormat.fixed(rate / 1e9, places: 2) + " G"
        case 1e6...: return NumberFormat.fixed(rate / 1e6, places: 1) + " M"
        case 1e3...: return NumberFormat.fixed(rate / 1e3, places: 1) + " k"
        default: return NumberFormat.fixed(rate, places: 0)
        }
    }

    /// `1:02:03`, `4:05`, `--` for an unknown (or absurd) time.
    public static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds < 1e7 else { return "--" }
        let s = Int(seconds.rounded(.up))
        let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60)
        let mmss = (m < 10 && h > 0 ? "0" : "") + "\(m):" + (sec < 10 ? "0" : "") + "\(sec)"
        return h > 0 ? "\(h):\(mmss)" : mmss
    }
}
