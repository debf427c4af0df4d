import CasinoCore
import OddsLab

/// How each kind of figure in the report set is printed, in one place.
///
/// The CSV files and the Markdown print a figure through the same function, so a number a person
/// reads in the Markdown is, character for character, a cell of a CSV file (a test holds the
/// report set to that).
enum ReportFigures {
    // MARK: Exact figures, rounded against the player (never in the player's favour)

    /// An exact RTP, or a chance of a hit or a win, as a percentage with 3 decimals, rounded down: `97.000`.
    static func percent(_ value: ExactFraction) -> String { NumberFormat.percent(value, places: 3, rounding: .down) }

    /// What the player loses, as a percentage with 3 decimals, rounded up: a house edge, a chance
    /// that the cap cuts a win.
    static func lossPercent3(_ value: ExactFraction) -> String { NumberFormat.percent(value, places: 3, rounding: .up) }

    /// A cost to the player (a difference of two returns) in percentage points with 3 decimals,
    /// rounded up: `0.412`.
    static func percentagePoints(_ value: ExactFraction) -> String {
        NumberFormat.percent(value, places: 3, rounding: .up)
    }

    /// An exact probability as a decimal to 12 significant digits.
    static func probability(_ value: ExactFraction) -> String { NumberFormat.significant(value, digits: 12) }

    /// An outcome's probability to 12 significant digits, against the player: rounded down for an
    /// outcome that pays at least the stake back (`centi` ≥ 1.00x), up for one that loses.
    static func outcomeProbability(_ value: ExactFraction, paying centi: Centi) -> String {
        NumberFormat.significant(value, digits: 12, rounding: centi.hundredths >= 100 ? .down : .up)
    }

    /// "1 in N" for an outcome, 6 significant digits, against the player: N rounded up for an
    /// outcome that pays at least the stake back (never looks likelier), down for one that loses;
    /// nil for an impossible outcome.
    static func outcomeOneIn(_ value: ExactFraction, paying centi: Centi) -> String? {
        guard value.numerator > 0 else { return nil }
        return NumberFormat.significant(
            ExactFraction(value.denominator, value.numerator), digits: 6,
            rounding: centi.hundredths >= 100 ? .up : .down)
    }

    /// "1 in N" for the chance of a win, 6 significant digits, N rounded up (the win never looks likelier).
    static func gainOneIn6(_ value: ExactFraction) -> String? {
        guard value.numerator > 0 else { return nil }
        return NumberFormat.significant(ExactFraction(value.denominator, value.numerator), digits: 6, rounding: .up)
    }

    /// "1 in N" for a probability, 6 significant digits; nil for an impossible outcome.
    static func oneIn(_ value: ExactFraction) -> String? {
        guard value.numerator > 0 else { return nil }
        return NumberFormat.significant(ExactFraction(value.denominator, value.numerator), digits: 6)
    }

    /// A multiplier in plain decimals: `2.00`.
    static func multiplier(_ centi: Centi) -> String { centi.plainDecimal }

    /// A standard deviation or volatility index per minute wagered, 4 significant digits.
    static func spread(_ value: Double) -> String { NumberFormat.significant(value, digits: 4) }

    // MARK: Simulated figures

    /// A measured proportion as a percentage with 3 decimals.
    static func percent(_ value: Double) -> String { NumberFormat.percent(value, places: 3) }

    /// A z score, 2 decimals.
    static func z(_ value: Double) -> String { NumberFormat.fixed(value, places: 2) }

    /// A p-value, 3 significant digits.
    static func pValue(_ value: Double) -> String { NumberFormat.significant(value, digits: 3) }

    /// A rate such as a false-alarm rate, in plain decimals without trailing zeros: `0.001`.
    static func rate(_ value: Double) -> String {
        var text = NumberFormat.fixed(value, places: 9)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    // MARK: Disclosure figures for users (rounded against the player, never in their favour)

    /// A chance of gaining (or breaking even), 3 significant digits, rounded down.
    static func gainPercent(_ value: ExactFraction) -> String {
        NumberFormat.percent(value, significantDigits: 3, rounding: .down)
    }

    /// A chance of losing, 3 significant digits, rounded up; with more digits when 3 would round a
    /// chance below 1 up to "100" (99.903 % shows as 99.91, not as a certain loss).
    static func lossPercent(_ value: ExactFraction) -> String {
        var digits = 3
        var text = NumberFormat.percent(value, significantDigits: digits, rounding: .up)
        while value < .one && text.hasPrefix("100") && digits < 12 {
            digits += 1
            text = NumberFormat.percent(value, significantDigits: digits, rounding: .up)
        }
        return text
    }

    /// "1 in N" for a gain: N to 3 significant digits (whole numbers above 100), rounded up, so the
    /// gain never looks more frequent than it is.
    static func gainOneIn(_ value: ExactFraction) -> String? {
        guard value.numerator > 0 else { return nil }
        return NumberFormat.significant(ExactFraction(value.denominator, value.numerator), digits: 3, rounding: .up)
    }

    /// "1 in N" for a loss: N rounded down, so the loss never looks rarer than it is.
    static func lossOneIn(_ value: ExactFraction) -> String? {
        guard value.numerator > 0 else { return nil }
        return NumberFormat.significant(ExactFraction(value.denominator, value.numerator), digits: 3, rounding: .down)
    }

    /// Minutes kept of every 100 bet (`100 · RTP`), 1 decimal, rounded down.
    static func keptPer100(_ rtp: ExactFraction) -> String { NumberFormat.percent(rtp, places: 1, rounding: .down) }

    /// Minutes the house keeps of every 100 bet (`100 · (1 − RTP)`), 1 decimal, rounded up; what
    /// `keptPer100` leaves of 100, so the two always add up to 100.
    static func housePer100(rtp: ExactFraction, edge: ExactFraction) -> String {
        if rtp <= .one { return NumberFormat.percent(edge, places: 1, rounding: .up) }
        // A configuration returning more than it takes: the house "keeps" a negative amount.
        return "-" + NumberFormat.percent(edge, places: 1, rounding: .down)
    }

    /// A change of minutes with its sign: `+10`, `-10`, `0`.
    static func delta(_ minutes: Int) -> String { NumberFormat.signed(minutes) }

    // MARK: Configuration columns

    /// The columns that name a configuration in every CSV file.
    static let configurationHeader = ["game", "variant", "target_multiplier", "rows", "risk", "mines", "reveals"]

    /// The cells of `configurationHeader` for `game`. The variant is program-written (numbers and
    /// fixed words); it is still passed as untrusted, as a configuration shapes it.
    static func configurationCells(_ game: ConfiguredGame) -> [CSVCell] {
        [.text(game.game.rawValue), .untrusted(game.variant)]
            + ["target", "rows", "risk", "mines", "reveals"].map { name in
                game.options[name].map(CSVCell.untrusted) ?? .empty
            }
    }

    /// `yes` / `no`.
    static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }
}
