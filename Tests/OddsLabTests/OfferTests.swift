import CasinoCore
import Testing
@testable import OddsLab
@testable import OddsReports

/// The offer: which wagers the return floor accepts on every choice, decided by the core and
/// checked here against the lab's own exact return of the previewed bet (`WagerOdds.rtp`, summed
/// from the preview lines, not through `EffectiveReturn`).
@Suite("Offer under the return floor")
struct OfferTests {
    /// Done-when of the floor: every (choice, wager) the default offer accepts returns ≥ 95 %,
    /// exactly, and every refused one (the base rule holding) returns less.
    /// Accepted exactly when the exact return meets the floor and some previewed outcome gains (the
    /// gain rule, judged here from the payouts, not through `GainRule`).
    @Test func everyAcceptedBetOfTheDefaultOfferReturnsAtLeastTheFloorAndCanGain() throws {
        let offer = try Offer(configuration: .defaults)
        #expect(offer.choices.count == (try GameConfiguration.defaults.configuredGames(for: GameSelection())).count)
        let floor = ExactFraction(95, 100)
        var accepted = 0
        for choice in offer.choices {
            for bet in choice.bets {
                let exact = try #require(bet.effectiveReturn?.fraction)
                let gains = WagerPreview(
                    outcomeTable: choice.game.engine.outcomeTable, wager: bet.wager, remainingMinutes: bet.wager,
                    minutesUntilMidnight: 1439
                ).lines.contains { $0.deltaMinutes > 0 }
                #expect(bet.accepted == (exact >= floor && gains), "\(choice.game.title) @\(bet.wager): \(exact)")
                if bet.accepted { accepted += 1 }
            }
        }
        #expect(accepted > 0)
    }

    /// The core's effective return is the lab's own sum over the previewed payouts (rounding and
    /// cap), on every choice at the small and the common stakes.
    @Test func theOffersReturnsAreTheSumsOfThePreviewedPayouts() throws {
        let offer = try Offer(configuration: .defaults)
        for choice in offer.choices {
            for wager in [1, 2, 3] + Offer.commonStakes + [120] {
                let bet = try #require(choice.bet(atWager: wager))
                #expect(
                    bet.effectiveReturn?.fraction == (try WagerOdds(game: choice.game, wager: wager).rtp),
                    "\(choice.game.title) @\(wager)")
            }
        }
    }

    @Test func theOfferLooksAtWagersOneToOneHundredTwentyAndTheCommonStakes() throws {
        let offer = Offer(games: [try .crash(.defaults, target: .default)], floor: .defaults)
        #expect(offer.wagers == Array(1...120))
        let wide = Offer(games: [try .crash(.defaults, target: .default)], floor: .defaults, wagers: 1...3)
        #expect(wide.wagers == [1, 2, 3] + Offer.commonStakes)
    }

    @Test func smallestAcceptedWagerIsTheFirstWagerTheCoreAccepts() throws {
        let offer = try Offer(configuration: .defaults)
        for choice in offer.choices {
            let table = choice.game.engine.outcomeTable
            let first = offer.wagers.first { wager in
                WagerValidation.check(
                    wager: wager, remainingMinutes: wager, minutesUntilMidnight: 1439,
                    outcomeTable: table, returnFloor: offer.floor) == nil
            }
            #expect(choice.smallestAcceptedWager == first, "\(choice.game.title)")
        }
    }

    @Test func choicesWithNoAcceptedWagerAreThoseWhoseBestReturnIsBelowTheFloor() throws {
        let offer = try Offer(configuration: .defaults)
        for choice in offer.choices {
            let best = choice.bets.compactMap { $0.effectiveReturn?.fraction }.max() ?? .zero
            #expect(choice.hasNoAcceptedWager == (best < ExactFraction(95, 100)), "\(choice.game.title)")
        }
        // Under the defaults before the floor tuning, a Mines plan whose win the cap always cuts
        // (12 mines, 13 reveals) has no accepted wager at all.
        let before = try Offer(configuration: PreFloorDefaults.configuration)
        let capped = try #require(
            before.choices.first { $0.game.variant == MinesPlan(mines: 12, reveals: 13).description })
        #expect(capped.hasNoAcceptedWager)
    }

    /// With the floor off every wager from the smallest that can gain is accepted (at 00:00 the cap
    /// leaves room for every stake up to 1439).
    @Test func withTheFloorOffEveryWagerThatCanGainIsAccepted() throws {
        var configuration = GameConfiguration.defaults
        configuration.returnFloor = .off
        let offer = try Offer(configuration: configuration)
        #expect(offer.choicesWithNoAcceptedWager.isEmpty)
        for choice in offer.choices {
            let least = try #require(GainRule.smallestGainingWager(outcomeTable: choice.game.engine.outcomeTable))
            #expect(choice.acceptedWagers == offer.wagers.filter { $0 >= least }, "\(choice.game.title)")
        }
    }

    /// Figures come from the configuration, never from today's defaults: a lower floor accepts a
    /// superset, and a later moment (less room before midnight) accepts a subset.
    @Test func theOfferFollowsTheFloorAndTheMoment() throws {
        let games = try GameConfiguration.defaults.configuredGames(for: GameSelection(game: .crash))
        let strict = Offer(games: games, floor: .defaults)
        let loose = Offer(games: games, floor: ReturnFloor(perMillion: 900_000))
        let late = Offer(games: games, floor: .defaults, moment: BetMoment(minutesUntilMidnight: 239))
        for (s, (l, t)) in zip(strict.choices, zip(loose.choices, late.choices)) {
            #expect(Set(s.acceptedWagers).isSubset(of: Set(l.acceptedWagers)), "\(s.game.title)")
            #expect(Set(t.acceptedWagers).isSubset(of: Set(s.acceptedWagers)), "\(s.game.title)")
        }
        #expect(loose.acceptedBets.count > strict.acceptedBets.count)
        #expect(late.acceptedBets.count < strict.acceptedBets.count)
    }

    @Test func aRemainingBelowTheWagerIsRefusedByTheBaseRule() throws {
        let offer = Offer(
            games: [try .crash(.defaults, target: .default)], floor: .off,
            moment: BetMoment(remainingMinutes: 10, minutesUntilMidnight: 1439))
        #expect(offer.choices[0].acceptedWagers == Array(1...10))
    }
}
