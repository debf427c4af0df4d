import CasinoCore

/// A tuned return rate for Crash or Mines, and how close its RTP comes to the target.
///
/// The RTP tuned is `measure` (nominal, or effective at one wager size) averaged over `plans`,
/// each plan counting once: for one target or one Mines plan that is simply its RTP.
package struct ReturnRateTuning: Hashable, Sendable {
    /// Crash or Mines.
    package var game: GameKind
    /// What was tuned: nominal, or effective at a wager.
    var measure: RTPMeasure
    /// The plans averaged, labelled as `analyze` labels them (`"2.00x"`, `"3 mines 5 reveals"`).
    package var plans: [String]
    /// What was asked for.
    package var target: TargetRTP
    /// The chosen return rate and the mean RTP it gives.
    var chosen: ReturnRateStep
    /// The best return rate with an RTP below the target (the lowest of equals), if any.
    package var closestBelow: ReturnRateStep?
    /// The lowest return rate with an RTP at or above the target, if any.
    package var closestAbove: ReturnRateStep?

    /// `r` in parts per million: what goes in the configuration.
    package var returnPPM: Int { chosen.returnPPM }
    /// The mean RTP at `returnPPM`.
    package var rtp: ExactFraction { chosen.rtp }
    /// `rtp − target`.
    package var gap: RTPGap { RTPGap(achieved: chosen.rtp, target: target.value) }

    /// `"mean nominal RTP over 300 plans"`, `"mean … over 11 targets"` or `"effective RTP at 10 min of 2.00x"`.
    package var aggregateDescription: String {
        let what = measure == .nominal ? "nominal RTP" : "effective RTP at \(measure.wagerText) min"
        let noun = GameRegistry.descriptor(game).engineType.tunedChoicesNoun
        return plans.count == 1 ? "\(what) of \(plans[0])" : "mean \(what) over \(plans.count) \(noun)"
    }

    /// Searches `returnPPM` for the one whose mean RTP over `tables(returnPPM)` is closest to `target`.
    static func search(
        game: GameKind, measure: RTPMeasure, plans: [String], target: TargetRTP,
        tables: @escaping (Int) -> [OutcomeTable]
    ) throws(InputError) -> ReturnRateTuning {
        // The one fact the tuning adds to an overflow, said where it is made: which game's tables left 128 bits.
        let search = ReturnRateSearch { ppm throws(InputError) in
            try measure.meanRTP(of: tables(ppm), subject: "\(game)")
        }
        let description = ReturnRateTuning(
            game: game, measure: measure, plans: plans, target: target,
            chosen: ReturnRateStep(returnPPM: 0, rtp: .zero)
        ).aggregateDescription
        let result = try search.closest(to: target.value) { reason in
            switch reason {
            case .aboveHighest(let top):
                InputError(
                    "\(game): target RTP \(target) is out of reach: even returnPPM 1000000 (no house edge) gives only \(top.roundedDecimal(places: 6)) as the \(description)"
                )
            case .belowLowest(let bottom):
                InputError(
                    "\(game): target RTP \(target) is out of reach: even returnPPM 1 gives \(bottom.roundedDecimal(places: 9)) as the \(description)"
                )
            }
        }
        return ReturnRateTuning(
            game: game, measure: measure, plans: plans, target: target, chosen: result.chosen,
            closestBelow: result.below, closestAbove: result.above)
    }
}

extension RTPMeasure {
    /// The wager of an effective measure, as text (empty for nominal).
    var wagerText: String {
        if case .effective(let wager) = self { return String(wager) }
        return ""
    }

    /// Checks the wager of an effective measure.
    func validate() throws(InputError) {
        if case .effective(let wager) = self, wager < 1 {
            throw InputError("wager \(wager) must be at least 1 minute")
        }
    }
}

extension TuningRequest {
    /// The default tuner of a game with a return-rate knob and no tuner of its own (its descriptor's
    /// `returnRate`): the rate whose mean RTP over the configurations `selection` covers is closest
    /// to the target, found as Crash's and Mines' are (`ReturnRateSearch`), written as
    /// `<game>.returnPPM`.
    func tuneReturnRate(_ knob: ReturnRateKnob, over base: GameConfiguration, selection: GameSelection)
        throws -> (TunedResult, GameConfiguration, [ConfigurationPatch])
    {
        let plans = try configuredGames(base, selection).map(\.variant)
        if plans.isEmpty { throw InputError("\(game): no configuration to tune") }
        let tuning = try ReturnRateTuning.search(game: game, measure: measure, plans: plans, target: target) { ppm in
            var configuration = base
            knob.set(&configuration, ppm)
            return ((try? configuration.configuredGames(for: selection)) ?? []).map(\.engine.outcomeTable)
        }
        var tuned = base
        knob.set(&tuned, tuning.returnPPM)
        let patch = ConfigurationPatch(path: [game.rawValue, "returnPPM"], value: .number(String(tuning.returnPPM)))
        return (.returnRate(tuning), tuned, [patch])
    }
}
