import CasinoCore

/// How a game's exact figures move with one parameter: one configuration per value, each through
/// `ExactAnalysis`. The table product people read before choosing what to tune.
///
/// Each row is one configuration: the game at the options given (those left out at the defaults
/// commands that play use: Crash 2.00x, Plinko 16 rows medium, Mines 3 mines 5 reveals), with the
/// swept parameter set to the row's value. Minutes lost per day need the day simulation and are not
/// a column; the expected minutes lost per bet (exact) stands in as the cost of a bet.
package struct Sweep: Hashable, Sendable {
    /// The refusal of an option the sweep sets itself (`--rows` with `--param rows`).
    static func sweeps(_ option: String) -> InputError {
        InputError("\(option: OptionName(option)) is what \(option: .param) \(option) sweeps; leave it out")
    }

    /// The wagers every row reports its effective RTP at.
    package static let reportedWagers = [1, 10, 60]

    /// One value of the parameter and what the game does there.
    package struct Row: Hashable, Sendable {
        /// The value as text: `"0.03"`, `"2.50"`, `"high"`, `"12"`.
        package var value: String
        /// The return rate in parts per million (Crash and Mines), else nil.
        package var returnPPM: Int?
        /// The configuration analysed.
        package var game: ConfiguredGame
        /// The game configuration it was built from (the swept edge included).
        var configuration: GameConfiguration
        /// Its exact analysis at `reportedWagers` and the row's wager.
        package var analysis: ExactAnalysis
        /// The wager the row's cost is reported at: the swept wager, or 10 minutes.
        package var wager: Int

        /// The effective RTP (rounding and cap at 00:00, remaining = the wager) at the row's wager.
        package var effectiveRTPAtWager: ExactFraction { analysis.effectiveRTP(atWager: wager) ?? .zero }

        /// The exact expected minutes lost by one bet of the row's wager: `wager · (1 − effective RTP)`
        /// (negative when the bet returns more than it takes).
        package var expectedLossPerBet: (minutes: ExactFraction, isGain: Bool) {
            let stake = ExactFraction(WideUnsigned(wager), 1)
            let back = effectiveRTPAtWager.multiplied(by: stake) ?? .zero
            let gap = RTPGap(achieved: back, target: stake)
            return (gap.magnitude, !gap.isBelowTarget && !gap.isZero)
        }
    }

    /// The game swept.
    package var game: GameKind
    /// What moved.
    package var axis: SweepAxis
    /// One row per value, in sweep order.
    package var rows: [Row]

    /// Sweeps `axis` over `game` in `base`, the other options from `selection`.
    ///
    /// - Throws: `InputError` when the swept option is also given; `ConfigurationError` when a row's
    ///   configuration refuses its value (`target: 0.50x …`; from the command line the options given
    ///   were checked where they entered, `SweepRequest`).
    /// - Complexity: one exact analysis per value.
    init(
        game: GameKind, axis: SweepAxis, selection: GameSelection = GameSelection(), over base: GameConfiguration
    ) throws {
        let selection = try Sweep.sweptSelection(selection, game: game, axis: axis)
        var rows: [Row] = []
        func add(_ value: String, configuration: GameConfiguration, selection: GameSelection, wager: Int = 10)
            throws
        {
            rows.append(
                try Sweep.row(value, game: game, configuration: configuration, selection: selection, wager: wager))
        }

        switch axis {
        case .edge(let rates):
            for ppm in rates {
                var configuration = base
                // The game's own knob (its descriptor); SweepAxis offers edge only for games that have one.
                GameRegistry.descriptor(game).returnRate?.set(&configuration, ppm)
                try add(
                    ExactFraction(WideUnsigned(1_000_000 - ppm), 1_000_000).trimmedDecimal,
                    configuration: configuration, selection: selection)
            }
        case .target(let targets):
            for target in targets {
                var s = selection
                s[option: "target"] = target.plainDecimal
                // A sweep asks "what if this target were offered": each row's configuration offers it
                // (the core refuses a target off the list, CrashTarget.validate).
                var configuration = base
                configuration.crash = base.crash.offering(target)
                try add(target.plainDecimal, configuration: configuration, selection: s)
            }
        case .risk(let risks):
            for risk in risks {
                var s = selection
                s[option: "risk"] = risk.rawValue
                try add(risk.rawValue, configuration: base, selection: s)
            }
        case .rows(let counts):
            for n in counts {
                var s = selection
                s[option: "rows"] = String(n)
                try add(String(n), configuration: base, selection: s)
            }
        case .wager(let wagers):
            for w in wagers { try add(String(w), configuration: base, selection: selection, wager: w) }
        }
        self.game = game
        self.axis = axis
        self.rows = rows
    }

    /// The selection of the game swept: no other game, not the option the sweep sets itself, and a
    /// choice the game offers.
    static func sweptSelection(
        _ selection: GameSelection, game: GameKind, axis: SweepAxis
    ) throws -> GameSelection {
        var selection = selection
        if let other = selection.game, other != game {
            throw InputError("\(option: .game) \(other) does not match the game swept, \(game)")
        }
        selection.game = game
        let conflict: String? =
            switch axis {
            case .target: selection[option: "target"] != nil ? "target" : nil
            case .risk: selection[option: "risk"] != nil ? "risk" : nil
            case .rows: selection[option: "rows"] != nil ? "rows" : nil
            default: nil
            }
        if let conflict { throw Sweep.sweeps(conflict) }
        _ = try selection.resolvedGame()
        return selection
    }

    /// The configuration the sweep reads the options given in: `base`, at its own return rate for an
    /// edge sweep (each row moves the game's knob, `ReturnRateKnob.atItsOwnRate`: Mines' formula
    /// offers every plan). `SweepRequest` checks the game flags in it where they enter.
    static func selectionConfiguration(_ base: GameConfiguration, game: GameKind, axis: SweepAxis)
        -> GameConfiguration
    {
        guard case .edge = axis, let knob = GameRegistry.descriptor(game).returnRate else { return base }
        return knob.atItsOwnRate(base)
    }

    /// The row of `value`: `game` under `configuration` and `selection`, analysed exactly at the
    /// reported wagers and `wager`.
    private static func row(
        _ value: String, game: GameKind, configuration: GameConfiguration, selection: GameSelection, wager: Int
    ) throws -> Row {
        let configured = try configuration.configuredGame(for: selection)
        var wagers = Sweep.reportedWagers
        if !wagers.contains(wager) { wagers.append(wager) }
        let analysis = try ExactAnalysis(game: configured, wagers: wagers)
        let ppm = GameRegistry.descriptor(game).returnRate?.get(configuration)
        return Row(
            value: value, returnPPM: ppm, game: configured, configuration: configuration,
            analysis: analysis, wager: wager)
    }
}
