import CasinoCore

/// The parameter a sweep moves, and the values it takes.
///
/// | parameter | games | values (`--from`, `--to` as) | default |
/// | --- | --- | --- | --- |
/// | `edge` | crash, mines | house edge `1 − r` as a fraction, to the part per million | 0.01…0.05, 5 steps |
/// | `target` | crash | cash-out target in x | 1.01…10, 10 steps |
/// | `risk` | plinko | `low`, `medium`, `high` | low…high |
/// | `rows` | plinko | rows, 8…16 | 8…16, every row |
/// | `wager` | all | wager in minutes, ≥ 1 | 1…10, every minute |
///
/// Values are spaced evenly between the ends in integers (parts per million, hundredths, minutes):
/// step i of N is `from + (to − from) · i / (N − 1)`, rounded down, repeats dropped.
package enum SweepAxis: Hashable, Sendable {
    /// Return rates in parts per million (from house edges).
    case edge([Int])
    /// Crash targets.
    case target([Centi])
    /// Plinko risks.
    case risk([PlinkoRisk])
    /// Plinko row counts.
    case rows([Int])
    /// Wager sizes in minutes.
    case wager([Int])

    /// The parameter names, as `--param` takes them.
    package static let parameterNames = ["edge", "target", "risk", "rows", "wager"]

    /// The most steps a sweep takes.
    package static let maximumSteps = 1_000

    /// Names as a sentence lists them: "crash", "crash and mines", "crash, mines and dice".
    static func listed(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Reads `--param`, `--from`, `--to`, `--steps` for `game`.
    ///
    /// - Throws: `InputError` for an unknown parameter, one that does not apply to the game, or
    ///   ends and steps that cannot be read.
    init(parameter: String, from: String?, to: String?, steps: Int?, game: GameKind) throws(InputError) {
        if let steps, steps < 1 || steps > SweepAxis.maximumSteps {
            throw InputError("\(option: .steps) \(steps) must be 1…\(SweepAxis.maximumSteps)")
        }
        func applies(_ games: [GameKind]) throws(InputError) {
            if !games.contains(game) {
                throw InputError(
                    "\(option: .param) \(parameter) applies to \(SweepAxis.listed(games.map(\.rawValue))), not \(game)")
            }
        }
        switch parameter {
        case "edge":
            // Every game with a return-rate knob (its descriptor), in the registry's order.
            try applies(GameRegistry.games.filter { $0.returnRate != nil }.map(\.kind))
            let low = try SweepAxis.edgePPM(from ?? "0.01", flag: .from)
            let high = try SweepAxis.edgePPM(to ?? "0.05", flag: .to)
            self = .edge(SweepAxis.spaced(low, high, steps: steps ?? 5).map { 1_000_000 - $0 })
        case "target":
            try applies([.crash])
            let low = try SweepAxis.centi(from ?? "1.01", flag: .from)
            let high = try SweepAxis.centi(to ?? "10", flag: .to)
            self = .target(SweepAxis.spaced(low.hundredths, high.hundredths, steps: steps ?? 10).map(Centi.init))
        case "risk":
            try applies([.plinko])
            if steps != nil {
                throw InputError(
                    "\(option: .steps) does not apply to risk (it takes every risk from \(option: .from) to \(option: .to))"
                )
            }
            let all = PlinkoRisk.allCases
            guard let low = all.firstIndex(where: { $0.rawValue == (from ?? "low") }) else {
                throw InputError("\(option: .from) \(from ?? "") is not a risk (low, medium or high)")
            }
            guard let high = all.firstIndex(where: { $0.rawValue == (to ?? "high") }) else {
                throw InputError("\(option: .to) \(to ?? "") is not a risk (low, medium or high)")
            }
            self = .risk(low <= high ? Array(all[low...high]) : Array(all[high...low].reversed()))
        case "rows":
            try applies([.plinko])
            let low = try SweepAxis.whole(from ?? "8", flag: .from, range: PlinkoOptions.rowRange)
            let high = try SweepAxis.whole(to ?? "16", flag: .to, range: PlinkoOptions.rowRange)
            self = .rows(SweepAxis.spaced(low, high, steps: steps ?? abs(high - low) + 1))
        case "wager":
            let low = try SweepAxis.whole(from ?? "1", flag: .from, range: 1...1_000_000)
            let high = try SweepAxis.whole(to ?? "10", flag: .to, range: 1...1_000_000)
            self = .wager(SweepAxis.spaced(low, high, steps: steps ?? min(abs(high - low) + 1, 100)))
        default:
            throw InputError(
                "\(option: .param) \(parameter) is not a sweep parameter (\(SweepAxis.parameterNames.joined(separator: ", ")))"
            )
        }
    }

    /// The parameter's name.
    package var parameterName: String {
        switch self {
        case .edge: return "edge"
        case .target: return "target"
        case .risk: return "risk"
        case .rows: return "rows"
        case .wager: return "wager"
        }
    }

    /// How many values.
    var count: Int {
        switch self {
        case .edge(let v): return v.count
        case .target(let v): return v.count
        case .risk(let v): return v.count
        case .rows(let v): return v.count
        case .wager(let v): return v.count
        }
    }

    /// `steps` integers evenly from `a` to `b` (rounded down), repeats dropped.
    static func spaced(_ a: Int, _ b: Int, steps: Int) -> [Int] {
        if steps == 1 || a == b { return [a] }
        var values: [Int] = []
        for i in 0..<steps {
            let offset = (b - a) * i
            // Floor division toward −∞, so a descending sweep rounds the same way as an ascending one.
            var step = offset / (steps - 1)
            if offset % (steps - 1) != 0 && offset < 0 { step -= 1 }
            let value = a + step
            if values.last != value { values.append(value) }
        }
        return values
    }

    private static func edgePPM(_ text: String, flag: OptionName) throws(InputError) -> Int {
        if text.hasSuffix("%") { throw InputError("\(option: flag) \(text) \(DecimalText.Problem.percentSign.rule)") }
        guard let edge = ExactFraction(decimalText: text) else {
            throw InputError("\(option: flag) \(text) is not a house edge (a fraction such as 0.03)")
        }
        guard let ppm = edge.multiplied(by: ExactFraction(1_000_000, 1)), ppm.denominator == 1 else {
            throw InputError("\(option: flag) \(text) is finer than a part per million (returnPPM is a whole number)")
        }
        if ppm.numerator >= 1_000_000 {
            throw InputError(
                "\(option: flag) \(text) must be below 1 (a house edge of 1 returns nothing; returnPPM must be at least 1)"
            )
        }
        return Int(ppm.numerator)
    }

    private static func centi(_ text: String, flag: OptionName) throws(InputError) -> Centi {
        let body = text.hasSuffix("x") || text.hasSuffix("X") ? String(text.dropLast()) : text
        switch DecimalText.centi(body) {
        case .success(let centi): return centi
        case .failure(let problem): throw InputError("\(option: flag) \(text) \(problem.rule)")
        }
    }

    private static func whole(_ text: String, flag: OptionName, range: ClosedRange<Int>) throws(InputError) -> Int {
        guard let n = Int(text), range.contains(n) else {
            throw InputError("\(option: flag) \(text) must be a whole number \(range.lowerBound)…\(range.upperBound)")
        }
        return n
    }
}
