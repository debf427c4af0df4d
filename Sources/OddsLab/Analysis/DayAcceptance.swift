import CasinoCore

/// When in an ordinary day the app accepts each offered choice at each common stake, holding only
/// the bet: for every minute 00:00…23:59 (1439…0 minutes until 23:59), remaining = the stake.
///
/// Acceptance is the core's own decision (`Offer.accepts`, i.e. `WagerValidation.accepts`: the base
/// rule, the gain rule and the floor); this type only asks it at the right moments.
///
/// **Why a day is a prefix.** For a fixed stake `w` and holding `r = w`, every part of the decision
/// only gets easier as the minutes until 23:59, `m`, grow: the base rule does not depend on `m`; the
/// gain rule needs `r < m` (and a stake that can gain at all, which does not depend on `m`); and
/// the effective return is `Σ p · (w + cappedDelta) / w` where a win's capped delta is
/// `min(delta, max(0, m − r))`, never smaller for a larger `m`, while a loss's delta does not
/// depend on `m`. So if a bet is accepted with `m` minutes left it is accepted with any more: the
/// minutes of the day at which it is accepted are `m ≥ m₀`, i.e. from 00:00 up to `23:59 − m₀`.
/// A binary search over `m` therefore finds `m₀` exactly in ⌈log₂ 1440⌉ = 11 decisions, not 1440
/// (`DayAcceptanceTests` compares it with a scan of every minute).
package struct DayAcceptance: Sendable {
    /// The stakes people use (minutes), for which the day is measured.
    static let commonStakes = [1, 5, 10, 15, 20, 30, 60, 120]
    /// Minutes in an ordinary day (no daylight-saving change): 00:00…23:59.
    package static let dayMinutes = BetMoment.minutesUntilMidnightAtMidnight + 1
    /// The rule for an offered choice: some common stake is accepted for at least this many minutes
    /// of the ordinary day (half of it, 12 hours), holding only the bet.
    package static let playableMinutes = 720

    /// One choice at one stake over the ordinary day.
    package struct Cell: Hashable, Sendable {
        /// The stake in minutes.
        package var stake: Int
        /// The fewest minutes until 23:59 at which the bet is accepted (nil: at no minute of the day).
        /// The bet is accepted at every minute from 00:00 up to 23:59 − this.
        var fewestMinutesUntilMidnight: Int?

        /// Minutes of the ordinary day at which the bet is accepted (0…1440).
        package var minutesAccepted: Int {
            fewestMinutesUntilMidnight.map { BetMoment.minutesUntilMidnightAtMidnight - $0 + 1 } ?? 0
        }
        /// `minutesAccepted / 1440`, exact.
        package var share: ExactFraction {
            ExactFraction(WideUnsigned(minutesAccepted), WideUnsigned(DayAcceptance.dayMinutes))
        }
        /// `"00:00"`, the first minute accepted, nil when none is.
        package var firstAccepted: String? { fewestMinutesUntilMidnight == nil ? nil : "00:00" }
        /// `"13:41"`, the last minute accepted, nil when none is.
        package var lastAccepted: String? {
            fewestMinutesUntilMidnight.flatMap { BetMoment(minutesUntilMidnight: $0).clockTime }
        }
        /// `"00:00–13:41"`, or `"never"`.
        package var range: String {
            guard let first = firstAccepted, let last = lastAccepted else { return "never" }
            return first == last ? first : "\(first)–\(last)"
        }
        /// The share in whole percent, rounded down (never overstating how long a bet is open): `"57 %"`.
        package var percentText: String { "\(minutesAccepted * 100 / DayAcceptance.dayMinutes) %" }
    }

    /// One choice over every common stake.
    package struct Row: Sendable {
        package var game: ConfiguredGame
        /// One per `DayAcceptance.commonStakes` entry, in that order.
        package var cells: [Cell]

        /// The stake accepted for the most minutes (the smallest such stake on a tie); nil with no stakes.
        package var best: Cell? { DayAcceptance.best(of: cells) }
        /// True when some common stake is accepted for at least half the ordinary day.
        package var isPlayable: Bool { DayAcceptance.isPlayable(cells) }
        /// The cell of `stake`, if it is one of the common stakes.
        func cell(stake: Int) -> Cell? { cells.first { $0.stake == stake } }
    }

    /// The floor the choices were judged under.
    package var floor: ReturnFloor
    /// The stakes measured, increasing.
    package var stakes: [Int]
    /// Every choice, in configuration order.
    package var rows: [Row]

    /// Every offered choice of `configuration`, under its own floor.
    ///
    /// - Throws: `ConfigurationError` when a choice cannot be built.
    init(configuration: GameConfiguration, stakes: [Int] = DayAcceptance.commonStakes)
        throws(ConfigurationError)
    {
        self.init(
            games: try configuration.configuredGames(for: GameSelection()), floor: configuration.returnFloor,
            stakes: stakes)
    }

    /// `games` under `floor`.
    ///
    /// - Complexity: O(games · stakes · log(1440) · outcomes).
    package init(games: [ConfiguredGame], floor: ReturnFloor, stakes: [Int] = DayAcceptance.commonStakes) {
        self.floor = floor
        self.stakes = stakes
        rows = games.map { game in
            Row(game: game, cells: DayAcceptance.cells(of: game.engine.outcomeTable, floor: floor, stakes: stakes))
        }
    }

    /// `table`'s day at each of `stakes`.
    ///
    /// - Complexity: O(stakes · log(1440) · outcomes).
    static func cells(of table: OutcomeTable, floor: ReturnFloor, stakes: [Int] = commonStakes) -> [Cell] {
        stakes.map { Cell(stake: $0, fewestMinutesUntilMidnight: threshold(table, $0, floor)) }
    }

    /// The cell accepted for the most minutes (the smallest stake on a tie); nil for no cells.
    package static func best(of cells: [Cell]) -> Cell? {
        cells.max { a, b in
            a.minutesAccepted != b.minutesAccepted ? a.minutesAccepted < b.minutesAccepted : a.stake > b.stake
        }
    }

    /// True when some cell is accepted for at least `playableMinutes`.
    static func isPlayable(_ cells: [Cell]) -> Bool {
        (best(of: cells)?.minutesAccepted ?? 0) >= playableMinutes
    }

    /// Whether the core accepts `stake` on `table` with `minutesUntilMidnight` left, holding only the bet.
    static func accepts(_ table: OutcomeTable, stake: Int, floor: ReturnFloor, minutesUntilMidnight: Int)
        -> Bool
    {
        Offer.accepts(
            table, wager: stake, floor: floor, moment: BetMoment(minutesUntilMidnight: minutesUntilMidnight))
    }

    /// The fewest minutes until 23:59 (0…1439) at which `stake` is accepted holding only the bet,
    /// nil when it is refused even at 00:00: a binary search, exact because acceptance never gets
    /// harder as the minutes left grow (see the type's comment).
    ///
    /// - Complexity: O(log(1440) · outcomes).
    static func threshold(_ table: OutcomeTable, _ stake: Int, _ floor: ReturnFloor) -> Int? {
        var high = BetMoment.minutesUntilMidnightAtMidnight
        guard accepts(table, stake: stake, floor: floor, minutesUntilMidnight: high) else { return nil }
        var low = 0
        // Invariant: accepted at `high`; every m < low is refused.
        while low < high {
            let middle = (low + high) / 2
            if accepts(table, stake: stake, floor: floor, minutesUntilMidnight: middle) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return high
    }

    /// The minutes of the day at which `stake` is accepted, by asking the core at every minute:
    /// what `threshold` shortcuts (tests compare the two).
    ///
    /// - Complexity: O(1440 · outcomes).
    static func scannedMinutes(_ table: OutcomeTable, stake: Int, floor: ReturnFloor) -> [Int] {
        (0...BetMoment.minutesUntilMidnightAtMidnight).filter {
            accepts(table, stake: stake, floor: floor, minutesUntilMidnight: $0)
        }
    }

    /// The choices with no common stake accepted for half the day.
    var unplayable: [Row] { rows.filter { !$0.isPlayable } }

    /// The row of `game`, if measured.
    func row(of game: ConfiguredGame) -> Row? { rows.first { $0.game == game } }
}
