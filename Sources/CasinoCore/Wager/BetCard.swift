/// What the app shows before the player confirms a bet, from one model: the app's bet screen and
/// the published disclosure are both rendered from this value, so they cannot disagree.
///
/// For one bet (an outcome table, a stake) at one moment (the minutes held and the minutes until
/// 23:59), after floor rounding and the midnight cap:
/// - the chance of any gain and the chance of losing everything, each with its "1 in N";
/// - what the player keeps on average per 100 minutes staked (the effective return);
/// - the largest gain this bet can pay *now* and its chance, and whether the cap cut it, from what;
/// - whether the app accepts the bet and, if not, the refusal (`WagerValidation`, one reason).
///
/// Every figure is exact; formatting and the direction of rounding are the view's.
public struct BetCard: Hashable, Sendable {
    /// An exact chance with its "1 in N".
    public struct Chance: Hashable, Sendable {
        /// The exact probability.
        public var probability: ExactFraction

        /// A chance of `probability`.
        public init(_ probability: ExactFraction) { self.probability = probability }

        /// True when the chance is 0 (no "1 in N").
        public var isZero: Bool { probability.numerator == 0 }

        /// N of "1 in N", exact: `1 / probability`; nil when the chance is 0.
        public var oneIn: ExactFraction? {
            isZero ? nil : ExactFraction(probability.denominator, probability.numerator)
        }

        /// ⌈1 / probability⌉: "1 in N" for a chance the player hopes for (a gain), rounded so it never
        /// shows the chance larger than it is. Nil when the chance is 0.
        public var oneInRoundedUp: WideUnsigned? {
            guard !isZero else { return nil }
            let (q, r) = probability.denominator.quotientAndRemainder(dividingBy: probability.numerator)
            return r == 0 ? q : q + 1
        }

        /// ⌊1 / probability⌋: "1 in N" for a chance the player fears (losing everything), rounded so it
        /// never shows the chance smaller than it is. Nil when the chance is 0.
        public var oneInRoundedDown: WideUnsigned? {
            isZero ? nil : probability.denominator / probability.numerator
        }
    }

    /// The largest gain a bet can pay at its moment, after rounding and the cap.
    public struct LargestGain: Hashable, Sendable {
        /// The minutes gained (≥ 1), after the cap: what the player would really receive over the stake.
        public var deltaMinutes: Int
        /// The chance of gaining exactly this: every outcome whose capped gain is `deltaMinutes`
        /// (several when the cap cuts them to the same room).
        public var chance: Chance
        /// The largest multiplier among those outcomes.
        public var centi: Centi
    }

    /// Every outcome with its payout, capped delta and kind (`WagerPreview.Line.kind`).
    public var preview: WagerPreview
    /// The floor the bet was judged against.
    public var returnFloor: ReturnFloor
    /// Why the app refuses this bet (`WagerValidation.check`, one reason); nil when it accepts it.
    public var refusal: CasinoCoreError?
    /// The chance of ending with more minutes than staked (outcomes of kind `gain`).
    public var chanceOfGain: Chance
    /// The chance of losing the whole stake (outcomes of kind `loss`).
    public var chanceOfLosingEverything: Chance
    /// The chance of each outcome kind; the four sum to 1.
    public var chanceByKind: [OutcomeKind: Chance]
    /// The largest gain this bet can pay now and its chance; nil when no outcome gains (then the
    /// bet is refused by the gain rule unless the base rule refused it first).
    public var largestGain: LargestGain?
    /// The largest gain the paytable names at this stake before the cap: `floor(wager · c / 100) − wager`
    /// for the largest multiplier `c` (0 or less when even the top outcome does not gain).
    public var uncappedLargestGainMinutes: Int
    /// The largest multiplier of the table.
    public var topCenti: Centi
    /// The seeds the round would be drawn from, as the app shows them beside the card (the
    /// commitment, the next seed's commitment, the player's seed); nil for a card built without an
    /// installation (the lab's, the published disclosure's).
    public var seeds: SeedDisclosure?

    /// The stake in minutes.
    public var wager: Int { preview.wager }
    /// The player's minutes before the stake.
    public var remainingMinutes: Int { preview.remainingMinutes }
    /// Real minutes until 23:59.
    public var minutesUntilMidnight: Int { preview.minutesUntilMidnight }
    /// True when the app takes this bet.
    public var isAccepted: Bool { refusal == nil }
    /// The bet's exact effective return (rounding and cap), what the floor judges; nil only for a
    /// stake too large to compute exactly (billions of minutes).
    public var effectiveReturn: EffectiveReturn? { preview.effective }
    /// "On average you keep X of every 100 minutes on this bet": `100 ·` the effective return, exact.
    public var keptPer100: ExactFraction? {
        preview.effectiveReturn.flatMap { $0.multiplied(by: ExactFraction(100, 1)) }
    }
    /// True when the midnight cap lowered the top prize at this moment: the largest gain now (0 when
    /// none) is below the largest the paytable names (`uncappedLargestGainMinutes`).
    public var isLargestGainCapped: Bool { uncappedLargestGainMinutes > (largestGain?.deltaMinutes ?? 0) }

    /// The bet card of a `wager`-minute bet on `outcomeTable` for a player holding `remainingMinutes`
    /// (before the stake) with `minutesUntilMidnight` left, under `returnFloor`.
    ///
    /// - Returns: nil when the table is empty or its probabilities have no common denominator within
    ///   64 bits (no table a validated configuration builds).
    /// - Complexity: O(outcomes), plus the search for the smallest accepted stake when refused
    ///   (`WagerValidation.smallestAcceptedWager`).
    public init?(
        outcomeTable: OutcomeTable, wager: Int, remainingMinutes: Int, minutesUntilMidnight: Int,
        returnFloor: ReturnFloor
    ) {
        guard let weights = OutcomeWeights(outcomeTable),
            let top = outcomeTable.outcomes.map(\.centi).max()
        else { return nil }
        let preview = WagerPreview(
            outcomeTable: outcomeTable, wager: wager, remainingMinutes: remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight)
        var byKind: [OutcomeKind: WideUnsigned] = [:]
        var best: (delta: Int, weight: WideUnsigned, centi: Centi)? = nil
        for (line, weight) in zip(preview.lines, weights.weights) {
            let kind = wager >= 1 ? line.kind : .loss
            byKind[kind, default: 0] += weight
            guard kind == .gain else { continue }
            if let b = best, b.delta > line.deltaMinutes { continue }
            if let b = best, b.delta == line.deltaMinutes {
                best = (b.delta, b.weight + weight, max(b.centi, line.centi))
            } else {
                best = (line.deltaMinutes, weight, line.centi)
            }
        }
        func chance(_ weight: WideUnsigned) -> Chance { Chance(ExactFraction(weight, weights.denominator)) }
        self.preview = preview
        self.returnFloor = returnFloor
        self.refusal = WagerValidation.check(
            wager: wager, remainingMinutes: remainingMinutes, minutesUntilMidnight: minutesUntilMidnight,
            outcomeTable: outcomeTable, returnFloor: returnFloor)
        self.chanceByKind = Dictionary(uniqueKeysWithValues: OutcomeKind.allCases.map { ($0, chance(byKind[$0] ?? 0)) })
        self.chanceOfGain = chance(byKind[.gain] ?? 0)
        self.chanceOfLosingEverything = chance(byKind[.loss] ?? 0)
        self.largestGain = best.map { LargestGain(deltaMinutes: $0.delta, chance: chance($0.weight), centi: $0.centi) }
        self.topCenti = top
        // wager · c must fit in Int; a stake that large has no meaningful top prize, so it is clamped.
        self.uncappedLargestGainMinutes =
            wager >= 1 && top.hundredths > 0 && wager > Int.max / top.hundredths
            ? Int.max : top.payout(forWager: max(0, wager)) - wager
    }

    /// The part of the effective return that comes from outcomes rarer than 1 in `oneIn` (probability
    /// below `1 / oneIn`), exact: `Σ p · (wager + deltaMinutes) / wager` over those outcomes. Slots'
    /// default machine at 10 minutes: 7.5 of its 97.0 points come from one line hitting 1 in 2,662.
    /// Nil for `oneIn < 1`, a stake below 1, or a sum that does not fit 128 bits.
    ///
    /// - Complexity: O(outcomes).
    public func effectiveReturn(fromOutcomesRarerThan oneIn: Int) -> ExactFraction? {
        guard oneIn >= 1, wager >= 1 else { return nil }
        let threshold = ExactFraction(1, WideUnsigned(oneIn))
        var sum = ExactFraction.zero
        for line in preview.lines where line.probability < threshold {
            let kept = ExactFraction(WideUnsigned(max(0, wager + line.deltaMinutes)), WideUnsigned(wager))
            guard let term = line.probability.multiplied(by: kept), let next = sum.adding(term) else { return nil }
            sum = next
        }
        return sum
    }

    /// The bet card of a `wager`-minute bet on `engine`'s outcome table.
    public init?<Engine: GameEngine>(
        engine: Engine, wager: Int, remainingMinutes: Int, minutesUntilMidnight: Int, returnFloor: ReturnFloor
    ) {
        self.init(
            outcomeTable: engine.outcomeTable, wager: wager, remainingMinutes: remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight, returnFloor: returnFloor)
    }
}
