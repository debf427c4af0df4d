import CasinoCore

/// What `casino-odds tune` is asked: a game, which of its configurations, a target RTP, and the
/// constraints. `run(over:)` picks the tuner, applies the result to the configuration and
/// re-verifies it by exact analysis.
///
/// Which configurations: the same selection `analyze` reads. Crash averages over the given
/// `--target` or the configuration's analysis targets; Mines over the given plan, the plans with the
/// given mines or reveals, or all 300; Plinko tunes each offered rows × risk the selection covers
/// (all 27 when none is given), each table on its own; Slots tunes the machine.
package struct TuningRequest: Hashable, Sendable {
    /// The game to tune.
    package var game: GameKind
    /// Which of its configurations (options left out mean all of them).
    var selection: GameSelection
    /// The RTP to aim at.
    package var target: TargetRTP
    /// Crash and Mines: nominal, or effective at a wager.
    package var measure: RTPMeasure
    /// Plinko: a shape to use instead of the configuration's table (one rows × risk).
    var plinkoShape: [Centi]?
    /// Plinko: the smallest multiplier allowed (nil: the shape's own minimum, at most 0.20x).
    var plinkoMinimum: Centi?
    /// Slots: pays to use instead of the paytable's, in paytable order.
    var slotsPays: [Centi]?
    /// Slots: where the hit frequency must be.
    var hitBand: HitBand

    init(
        game: GameKind, selection: GameSelection = GameSelection(), target: TargetRTP, measure: RTPMeasure = .nominal,
        plinkoShape: [Centi]? = nil, plinkoMinimum: Centi? = nil, slotsPays: [Centi]? = nil,
        hitBand: HitBand = .product
    ) {
        self.game = game
        self.selection = selection
        self.target = target
        self.measure = measure
        self.plinkoShape = plinkoShape
        self.plinkoMinimum = plinkoMinimum
        self.slotsPays = slotsPays
        self.hitBand = hitBand
    }

    /// Runs the tuning over `base` and verifies the result.
    ///
    /// - Throws: `InputError` for options that do not apply to the game, invalid shapes or
    ///   selections, and targets the constraints cannot reach; one line each.
    func run(over base: GameConfiguration) throws -> VerifiedTuning {
        try checkOptionsApply()
        var selection = self.selection
        selection.game = game
        // The game's own tuner (its descriptor), or its return-rate knob moved: what it tuned, the
        // configuration and the patches.
        let descriptor = GameRegistry.descriptor(game)
        let (result, tuned, patches): (TunedResult, GameConfiguration, [ConfigurationPatch])
        if let tuner = descriptor.tune {
            (result, tuned, patches) = try tuner(self, base, selection)
        } else if let knob = descriptor.returnRate {
            (result, tuned, patches) = try tuneReturnRate(knob, over: base, selection: selection)
        } else {
            throw InputError("\(game) has no tuner")
        }
        try tuned.validate()
        let verification = try verify(result, in: tuned, selection: selection)
        // Tuning for the nominal return can leave a choice the floor refuses at the stakes players use:
        // the result says so (the core's own acceptance at 00:00, `Offer`).
        let offer = Offer(games: verification.entries.map(\.game), floor: tuned.returnFloor)
        let refusals = offer.choices.compactMap { choice -> CommonStakeRefusal? in
            let refused = Offer.commonStakes.filter { !choice.acceptedCommonStakes.contains($0) }
            guard !refused.isEmpty else { return nil }
            return CommonStakeRefusal(
                title: choice.game.title, refusedCommonStakes: refused, acceptedWagers: choice.acceptedWagers)
        }
        return VerifiedTuning(
            result: result, configuration: tuned, patches: patches, verification: verification,
            floor: tuned.returnFloor, commonStakeRefusals: refusals)
    }

    /// Refuses an option that does not apply to the game, and a selection of another game's options.
    /// `TuneRequest.run` checks it, then the game flags (`GameFlags`, which word a refusal by the
    /// flag), before `run` checks it again: from the command line nothing here refuses a game option.
    func checkOptionsApply() throws {
        let options = game.tuningOptions
        if case .effective = measure, !options.contains(.effectiveReturn) {
            throw InputError(
                "\(option: .stake) applies to \(TuningOptionKinds.games(taking: .effectiveReturn)) (\(game) is tuned on its nominal RTP; analyze shows its effective RTP by wager)"
            )
        }
        if (plinkoShape != nil || plinkoMinimum != nil) && !options.contains(.shape) {
            throw InputError(
                "\(option: plinkoShape != nil ? .shape : .minMultiplier) applies to \(TuningOptionKinds.games(taking: .shape)), not \(game)"
            )
        }
        if slotsPays != nil && !options.contains(.pays) {
            throw InputError("\(option: .pays) applies to \(TuningOptionKinds.games(taking: .pays)), not \(game)")
        }
        _ = try selection.resolvedGame()
        if let other = selection.game, other != game {
            throw InputError("\(option: .game) \(other) does not match the game tuned, \(game)")
        }
        var check = selection
        check.game = game
        _ = try check.resolvedGame()
    }

    /// The configuration the tuner reads the selection in: `base` at its own return rate when the
    /// game has a knob (`ReturnRateKnob.atItsOwnRate`: for Mines the formula), else `base`.
    /// `TuneRequest.run` checks the game flags in it first.
    func selectionConfiguration(_ base: GameConfiguration) -> GameConfiguration {
        GameRegistry.descriptor(game).returnRate?.atItsOwnRate(base) ?? base
    }

    /// The configurations `selection` covers in `base`. From the command line the selection was
    /// checked by `TuneRequest.run` (in `selectionConfiguration(base)`: the tuned
    /// configuration offers what it did), so this refuses nothing a flag gave.
    func configuredGames(_ base: GameConfiguration, _ selection: GameSelection) throws(ConfigurationError)
        -> [ConfiguredGame]
    {
        try base.configuredGames(for: selection)
    }

    /// The tuned configuration through `ExactAnalysis`, each claim of `result` confirmed: the game's
    /// own check (its descriptor's `verifyTuning`), or a tuned return rate's mean RTP.
    private func verify(_ result: TunedResult, in tuned: GameConfiguration, selection: GameSelection)
        throws -> TuningVerification
    {
        if let verify = GameRegistry.descriptor(game).verifyTuning { return try verify(self, result, tuned, selection) }
        guard case .returnRate(let tuning) = result else {
            throw InputError("\(game): its tuning has no verification")
        }
        return try verifyReturnRate(tuning, in: tuned, selection: selection)
    }

    /// A tuned return rate (`ReturnRateTuning`): the mean RTP it claims, over the configurations
    /// `selection` covers in `tuned`.
    func verifyReturnRate(_ tuning: ReturnRateTuning, in tuned: GameConfiguration, selection: GameSelection)
        throws -> TuningVerification
    {
        let verification = try TuningVerification(
            games: try configuredGames(tuned, selection),
            extraWager: { if case .effective(let w) = measure { return w } else { return nil } }())
        try TuningVerification.confirm(
            "\(game) \(tuning.aggregateDescription)", claimed: tuning.rtp, actual: verification.meanRTP(measure))
        return verification
    }
}

/// What a tuner produced, by game.
package enum TunedResult: Hashable, Sendable {
    /// A return rate tuned: Crash's, or a game's with no tuner of its own (its descriptor's
    /// `returnRate` knob moved).
    case returnRate(ReturnRateTuning)
    case mines(ReturnRateTuning)
    /// One tuning per table, in `analyze` order.
    case plinko([PlinkoTuning])
    case slots(SlotsTuning)
}

/// A tuning, the configuration it gives, the file patches that write it, and its exact re-analysis.
package struct VerifiedTuning: Hashable, Sendable {
    package var result: TunedResult
    /// The configuration tuned from, with the tuned part replaced.
    package var configuration: GameConfiguration
    /// What `tune --output` changes in the file.
    package var patches: [ConfigurationPatch]
    /// Every tuned configuration through `ExactAnalysis`, at 1, 10 and 60 minutes (and the tuned wager).
    package var verification: TuningVerification
    /// The tuned configuration's return floor.
    package var floor: ReturnFloor = .defaults
    /// The tuned choices the core refuses at some common stake (`Offer.commonStakes`, at 00:00 with
    /// remaining = the stake) under `floor`: what a plain tune reports instead of staying silent.
    package var commonStakeRefusals: [CommonStakeRefusal] = []
}

/// A tuned choice refused at some of the common stakes.
package struct CommonStakeRefusal: Hashable, Sendable {
    /// `"plinko 16 rows medium"`.
    package var title: String
    /// The common stakes refused, increasing.
    package var refusedCommonStakes: [Int]
    /// Every wager 1…120 (and common stake) the core accepts at 00:00, increasing.
    package var acceptedWagers: [Int]
}
