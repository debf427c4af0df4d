import CasinoCore

/// The return floor as gate cases: exact checks, no statistics, so they add nothing to the
/// false-alarm budget.
///
/// `check` holds its own policy floor (`--return-floor`, 95 % by default), independent of the
/// configuration under test. For every choice the configuration offers and every wager 1…120 at
/// 00:00 with remaining = the wager (`Offer` under the configuration's own floor), per game:
/// - **floor decision**: the core's accept/refuse (`ReturnFloor.accepts`, what the coordinator
///   applies) agrees with the bet's exact effective return (`EffectiveReturn.fraction`) compared
///   with the configuration's floor as exact fractions — not through the core's own comparison
///   (`EffectiveReturn.meets`); `OfferTests` also sums the return from the previewed payouts;
/// - **policy floor**: no accepted bet returns less than the policy floor. A configuration whose
///   `returnFloor` is below the policy (0 turns it off) fails here, naming its worst accepted bets.
public struct FloorGate: Sendable {
    /// One game's two checks.
    public struct GameResult: Sendable {
        public var game: GameKind
        /// Choices of the game and bets looked at.
        public var choices: Int
        public var bets: Int
        /// Bets the core accepted.
        public var accepted: Int
        /// Bets where the core's decision differs from the exact return against the configuration's floor.
        public var disagreements: [WorstBet]
        /// Accepted bets returning less than the policy floor, worst first.
        public var belowPolicy: [WorstBet]
    }

    /// A bet named in a failure: the choice, the wager and its exact return.
    public struct WorstBet: Hashable, Sendable, CustomStringConvertible {
        public var choice: String
        public var wager: Int
        public var effectiveReturn: ExactFraction
        public var accepted: Bool

        /// `"mines 12 mines 13 reveals, wager 10: returns 0.003 %"` (rounded down).
        public var description: String {
            "\(choice), wager \(wager): returns \(FloorGate.percentDown(effectiveReturn)) %"
                + (accepted ? "" : " (refused)")
        }
    }

    /// The floor `check` holds configurations to when `--return-floor` is left out.
    public static let defaultPolicyFloor = ReturnFloor.defaults
    /// How many bets a failure names.
    public static let namedBets = 5

    /// The policy floor.
    public var policyFloor: ReturnFloor
    /// The offer checked (the configuration's floor, 1…120 and the common stakes, at 00:00).
    public var offer: Offer
    /// One result per game, in `GameKind` order (games with no choice left out).
    public var results: [GameResult]

    /// Checks every choice of `configuration` against `policyFloor`.
    ///
    /// - Throws: `ConfigurationError` when a choice cannot be built, `ExactOverflow` when a return
    ///   cannot be summed exactly.
    /// - Complexity: O(choices · wagers · outcomes).
    public init(configuration: GameConfiguration, policyFloor: ReturnFloor = FloorGate.defaultPolicyFloor) throws {
        self.policyFloor = policyFloor
        offer = try Offer(configuration: configuration)
        let configured = offer.floor.fraction
        let policy = policyFloor.fraction
        var results: [GameResult] = []
        for game in GameRegistry.kinds {
            let choices = offer.choices.filter { $0.game.game == game }
            guard !choices.isEmpty else { continue }
            var result = GameResult(
                game: game, choices: choices.count, bets: 0, accepted: 0, disagreements: [], belowPolicy: [])
            for choice in choices {
                for bet in choice.bets {
                    guard let exact = bet.effectiveReturn?.fraction else {
                        throw ExactOverflow("effective return of \(choice.game.title) at \(bet.wager) min")
                    }
                    let named = WorstBet(
                        choice: choice.game.title, wager: bet.wager, effectiveReturn: exact, accepted: bet.accepted)
                    result.bets += 1
                    if bet.accepted { result.accepted += 1 }
                    let shouldAccept = offer.floor.isOff || exact >= configured
                    if bet.accepted != shouldAccept { result.disagreements.append(named) }
                    if bet.accepted && !policyFloor.isOff && exact < policy { result.belowPolicy.append(named) }
                }
            }
            result.belowPolicy.sort {
                $0.effectiveReturn != $1.effectiveReturn
                    ? $0.effectiveReturn < $1.effectiveReturn
                    : ($0.choice, $0.wager) < ($1.choice, $1.wager)
            }
            results.append(result)
        }
        self.results = results
    }

    /// Every accepted bet, in every game, returning less than the policy floor, worst first.
    public var acceptedBelowPolicy: [WorstBet] {
        results.flatMap(\.belowPolicy).sorted {
            $0.effectiveReturn != $1.effectiveReturn
                ? $0.effectiveReturn < $1.effectiveReturn
                : ($0.choice, $0.wager) < ($1.choice, $1.wager)
        }
    }

    /// True when both checks pass for every game.
    public var passed: Bool { results.allSatisfy { $0.disagreements.isEmpty && $0.belowPolicy.isEmpty } }

    /// The checks as gate items: two per game, numbered from `firstCaseIndex`.
    public func items(firstCaseIndex: Int) -> [CheckItem] {
        var items: [CheckItem] = []
        let moment = offer.moment
        for (i, result) in results.enumerated() {
            let title =
                "return floor: \(result.game), \(result.choices) choices × wagers \(offer.wagers.first ?? 0)…\(offer.wagers.last ?? 0), \(moment)"
            let decided =
                result.disagreements.isEmpty
                ? "the core's decision agrees with the exact return against the configuration floor (\(offer.floor)) on all \(result.bets) bets (\(result.accepted) accepted)"
                : "\(result.disagreements.count) of \(result.bets) bets decided against their exact return: "
                    + result.disagreements.prefix(FloorGate.namedBets).map(\.description).joined(separator: "; ")
            items.append(
                CheckItem(
                    caseIndex: firstCaseIndex + i, caseTitle: title, kind: .floorDecision,
                    verdict: result.disagreements.isEmpty ? .pass : .fail, pValue: nil, adjustedPValue: nil,
                    detail: decided))
            let policy =
                result.belowPolicy.isEmpty
                ? "all \(result.accepted) accepted bets return at least the \(policyFloor) policy floor"
                : "\(result.belowPolicy.count) of \(result.accepted) accepted bets return less than the \(policyFloor) policy floor "
                    + "(configuration floor \(offer.floor)); worst: "
                    + result.belowPolicy.prefix(FloorGate.namedBets).map(\.description).joined(separator: "; ")
            items.append(
                CheckItem(
                    caseIndex: firstCaseIndex + i, caseTitle: title, kind: .policyFloor,
                    verdict: result.belowPolicy.isEmpty ? .pass : .fail, pValue: nil, adjustedPValue: nil,
                    detail: policy))
        }
        return items
    }

    /// `"0.003"`: a return in percent, three decimals, rounded down (against the player).
    static func percentDown(_ fraction: ExactFraction) -> String {
        // Exact: floor(fraction · 100 000) / 1000, in integers.
        let scaled = fraction.numerator.multipliedFullWidth(by: 100_000)
        let q = fraction.denominator.dividingFullWidth(scaled).quotient
        let whole = q / 1000, rest = q % 1000
        let restText = String(rest)
        return "\(whole)." + String(repeating: "0", count: 3 - restText.count) + restText
    }
}
