import Testing
@testable import CasinoCore

/// The bet card (Docs/rules.md, "The bet card") and outcome kinds: what the app shows before a bet
/// and on the result screen, from one model.
@Suite("Bet card")
struct BetCardTests {
    /// Every outcome carries its kind after rounding and the cap: 1.01x on 99 minutes pays 99 (stake
    /// back), 0.50x pays part, 0 nothing, 2.00x gains, and a 3.00x win the cap cuts to +0 is stake back.
    @Test func everyOutcomeCarriesItsKind() {
        let table = OutcomeTable([
            Outcome(label: "nothing", probability: ExactFraction(1, 4), centi: Centi(0)),
            Outcome(label: "half", probability: ExactFraction(1, 4), centi: Centi(50)),
            Outcome(label: "push", probability: ExactFraction(1, 4), centi: Centi(101)),
            Outcome(label: "double", probability: ExactFraction(1, 4), centi: Centi(200))
        ])
        let open = WagerPreview(outcomeTable: table, wager: 99, remainingMinutes: 99, minutesUntilMidnight: 1439)
        #expect(open.lines.map(\.kind) == [.loss, .partialLoss, .stakeBack, .gain])
        let noRoom = WagerPreview(outcomeTable: table, wager: 10, remainingMinutes: 50, minutesUntilMidnight: 20)
        #expect(noRoom.lines.map(\.kind) == [.loss, .partialLoss, .stakeBack, .stakeBack])
    }

    /// Only a gain is celebrated; a settled round's kind follows its capped delta.
    @Test func onlyAGainIsCelebrated() {
        #expect(OutcomeKind.allCases.filter(\.isCelebrated) == [.gain])
        #expect(OutcomeKind(deltaMinutes: 1, wager: 10) == .gain)
        #expect(OutcomeKind(deltaMinutes: 0, wager: 10) == .stakeBack)
        #expect(OutcomeKind(deltaMinutes: -9, wager: 10) == .partialLoss)
        #expect(OutcomeKind(deltaMinutes: -10, wager: 10) == .loss)
    }

    /// Crash 2.00x on 10 minutes at 00:00: gain 97/200 (1 in 2.06…, shown 1 in 3 rounded up, never
    /// larger than it is), lose everything 103/200 (1 in 1.94…, shown 1 in 1 rounded down), keeps 97
    /// per 100, largest gain +10 with the gain's chance, not capped, accepted.
    @Test func theCardStatesTheChancesTheReturnAndTheLargestGain() throws {
        let card = try #require(
            BetCard(
                engine: try CrashEngine(), wager: 10, remainingMinutes: 10, minutesUntilMidnight: 1439,
                returnFloor: .defaults))
        #expect(card.isAccepted)
        #expect(card.chanceOfGain.probability == ExactFraction(97, 200))
        #expect(card.chanceOfGain.oneIn == ExactFraction(200, 97))
        #expect(card.chanceOfGain.oneInRoundedUp == 3)
        #expect(card.chanceOfLosingEverything.probability == ExactFraction(103, 200))
        #expect(card.chanceOfLosingEverything.oneInRoundedDown == 1)
        #expect(card.keptPer100 == ExactFraction(97, 1))
        #expect(
            card.largestGain
                == BetCard.LargestGain(
                    deltaMinutes: 10, chance: BetCard.Chance(ExactFraction(97, 200)), centi: Centi(200)))
        #expect(!card.isLargestGainCapped)
        #expect(card.chanceByKind[.stakeBack]?.isZero == true)
    }

    /// The largest gain is what the bet pays now: 20:00 (239 minutes to 23:59) holding 200, a 10-minute
    /// Crash 100.00x bet would name +990 but the cap pays at most +39; the card says so.
    @Test func theLargestGainIsAfterTheCapAndSaysFromWhat() throws {
        let target = Centi(10_000)
        let card = try #require(
            BetCard(
                engine: try CrashEngine(target: CrashTarget(target)), wager: 10, remainingMinutes: 200,
                minutesUntilMidnight: 239, returnFloor: .off))
        #expect(card.largestGain?.deltaMinutes == 39)
        #expect(card.uncappedLargestGainMinutes == 990)
        #expect(card.isLargestGainCapped)
        #expect(card.topCenti == target)
    }

    /// The cap cuts several outcomes to the same room: the largest gain's chance is theirs together.
    @Test func theLargestGainsChanceSumsTheOutcomesTheCapCutsToIt() throws {
        let table = OutcomeTable([
            Outcome(label: "lose", probability: ExactFraction(1, 2), centi: Centi(0)),
            Outcome(label: "3x", probability: ExactFraction(1, 4), centi: Centi(300)),
            Outcome(label: "5x", probability: ExactFraction(1, 4), centi: Centi(500))
        ])
        let card = try #require(
            BetCard(outcomeTable: table, wager: 10, remainingMinutes: 10, minutesUntilMidnight: 15, returnFloor: .off))
        #expect(card.largestGain?.deltaMinutes == 5)
        #expect(card.largestGain?.chance.probability == ExactFraction(1, 2))
        #expect(card.largestGain?.centi == Centi(500))
        #expect(card.chanceOfGain.probability == ExactFraction(1, 2))
    }

    /// The card's refusal is the core's: the same reason `commitWager` returns for the bet.
    @Test func theCardsRefusalIsWhatTheCoordinatorReturns() throws {
        let table = try MinesEngine(plan: MinesPlan(mines: 1, reveals: 1)).outcomeTable
        for wager in [10, 99, 100, 120] {
            let device = TestDevice()
            var app = device.coordinator(allowance: 120)
            app.launch()
            let card = try #require(app.betCard(outcomeTable: table, wager: wager, returnFloor: .defaults))
            let committed = app.commitWager(
                game: .mines, options: "1 mine 1 reveal", wager: wager, position: testPosition,
                outcomeTable: table, returnFloor: .defaults)
            switch committed {
            case .success: #expect(card.isAccepted, "\(wager)")
            case .failure(let error): #expect(card.refusal == error, "\(wager)")
            }
            if wager < 100 { #expect(card.largestGain == nil && card.chanceOfGain.isZero) }
        }
    }
}

/// The share of the return that rare outcomes carry (what the disclosure says of Slots' 200x line).
@Suite("Bet card: rare outcomes")
struct BetCardRareOutcomeTests {
    /// Half the time 1.90x, 1 in 2,000 a 100x prize: at 10 minutes the rare line carries
    /// 1/2000 · 1000/10 = 0.05 of the return, the common win none of it.
    @Test func theReturnFromRareOutcomesCountsOnlyOutcomesRarerThanTheLimit() throws {
        let table = OutcomeTable([
            Outcome(label: "lose", probability: ExactFraction(999, 2000), centi: Centi(0)),
            Outcome(label: "win", probability: ExactFraction(1, 2), centi: Centi(190)),
            Outcome(label: "jackpot", probability: ExactFraction(1, 2000), centi: Centi(10_000))
        ])
        let card = try #require(
            BetCard(outcomeTable: table, wager: 10, remainingMinutes: 10, minutesUntilMidnight: 1439, returnFloor: .off)
        )
        #expect(card.effectiveReturn(fromOutcomesRarerThan: 1000) == ExactFraction(1, 20))
        #expect(card.effectiveReturn(fromOutcomesRarerThan: 1) == card.effectiveReturn?.fraction)
        #expect(card.effectiveReturn(fromOutcomesRarerThan: 0) == nil)
    }
}
