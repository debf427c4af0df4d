import Testing
@testable import CasinoCore

/// The return floor (Docs/rules.md, "Return floor"): a bet is accepted only if its exact effective
/// return — floor rounding and the midnight cap included — is at least the configuration's floor.
@Suite("Return floor")
struct ReturnFloorTests {
    /// Half the time 1.90x, else nothing: a 10-minute bet keeps 19 of 20 minutes on average — 95 %
    /// exactly; a 9-minute one pays floor(17.1) = 17, 17/18 ≈ 94.4 %.
    static let ninetyFivePercentAtTen = OutcomeTable([
        Outcome(label: "lose", probability: ExactFraction(1, 2), centi: Centi(0)),
        Outcome(label: "win", probability: ExactFraction(1, 2), centi: Centi(190))
    ])

    @Test func aBetExactlyAtTheFloorIsAccepted() {
        let effective = EffectiveReturn(
            outcomeTable: Self.ninetyFivePercentAtTen, wager: 10, remainingMinutes: 10,
            minutesUntilMidnight: 1439)
        #expect(effective?.fraction == ExactFraction(19, 20))
        #expect(
            WagerValidation.check(
                wager: 10, remainingMinutes: 10, minutesUntilMidnight: 1439,
                outcomeTable: Self.ninetyFivePercentAtTen, returnFloor: .defaults) == nil)
    }

    @Test func aBetJustBelowTheFloorIsRefusedNamingItsReturnAndTheSmallestWagerThatPasses() {
        let error = WagerValidation.check(
            wager: 9, remainingMinutes: 60, minutesUntilMidnight: 1439,
            outcomeTable: Self.ninetyFivePercentAtTen, returnFloor: .defaults)
        guard case .belowReturnFloor(9, let effective, .defaults, let smallest)? = error else {
            Issue.record("expected a floor refusal, got \(String(describing: error))"); return
        }
        #expect(effective?.fraction == ExactFraction(17, 18))
        #expect(smallest == 10) // floor(1.9·w) = 1.9·w only when w is a multiple of 10
        #expect(
            error?.description == "a 9-minute bet returns 94.4 % on average, below the 95 % return floor: "
                + "the smallest wager on this choice that meets it now is 10 min")
    }

    @Test func aFloorOneMillionthHigherRefusesTheBetAtTheFloor() {
        let justAbove = ReturnFloor(perMillion: 950_001)
        #expect(
            !justAbove.accepts(
                outcomeTable: Self.ninetyFivePercentAtTen, wager: 10, remainingMinutes: 10,
                minutesUntilMidnight: 1439))
    }

    @Test func theSuggestedWagerIsTheSmallestThatPasses() throws {
        // Every Plinko table and a range of Crash targets, at several remaining / until-midnight pairs:
        // the suggestion equals a plain scan of 1…remaining (no early stop).
        var tables = try PlinkoOptions.all.map { try PlinkoEngine(options: $0).outcomeTable }
        tables += try [101, 125, 150, 200, 333, 1000, 10_000].map {
            try CrashEngine(configuration: .defaults.offering(Centi($0)), target: CrashTarget(Centi($0))).outcomeTable
        }
        for table in tables {
            for (remaining, untilMidnight) in [(30, 1439), (120, 1439), (200, 240), (90, 90), (1, 1439)] {
                let scan = (1...remaining).first {
                    EffectiveReturn(
                        outcomeTable: table, wager: $0, remainingMinutes: remaining,
                        minutesUntilMidnight: untilMidnight)!.meets(.defaults)
                }
                #expect(
                    ReturnFloor.defaults.smallestAcceptedWager(
                        outcomeTable: table, remainingMinutes: remaining,
                        minutesUntilMidnight: untilMidnight) == scan)
            }
        }
    }

    /// The search stops early once no larger stake can meet the floor, by an upper bound that counts
    /// a capped win at exactly stake + room. Here only the 20-minute stake passes: 1.05x pays 21,
    /// one minute of room above the stake, so the return is 0.48 · 21/20 = 50.4 %, and every smaller
    /// stake's 5 % floors to nothing (48 %). A bound one minute short (a mutation that survived the
    /// scan comparison above) stops at 19 and suggests no stake at all.
    @Test func theEarlyStopCountsACappedWinToTheLastMinuteOfRoom() {
        let table = OutcomeTable([
            Outcome(label: "win", probability: ExactFraction(48, 100), centi: Centi(105)),
            Outcome(label: "loss", probability: ExactFraction(52, 100), centi: Centi(0))
        ])
        let half = ReturnFloor(perMillion: 500_000)
        #expect(half.smallestAcceptedWager(outcomeTable: table, remainingMinutes: 20, minutesUntilMidnight: 21) == 20)
        #expect(half.smallestAcceptedWager(outcomeTable: table, remainingMinutes: 25, minutesUntilMidnight: 26) == 20)
        #expect(
            EffectiveReturn(outcomeTable: table, wager: 19, remainingMinutes: 20, minutesUntilMidnight: 21)?.meets(half)
                == false)
    }

    /// With the floor off exactly the base rule and the gain rule apply (the gain judged here from
    /// the previewed deltas, not through `GainRule`). 5 minutes before 23:59 the cap leaves room only
    /// to a player holding fewer than 5.
    @Test(arguments: [0, 1, 5, 60], [-1, 0, 1, 5, 10, 61])
    func returnFloorOffAcceptsWhatTheBaseAndGainRulesAccept(remaining: Int, wager: Int) throws {
        let tables = [
            Self.ninetyFivePercentAtTen,
            try CrashEngine(configuration: .defaults.offering(Centi(100_000)), target: CrashTarget(Centi(100_000)))
                .outcomeTable,
            try MinesEngine(
                configuration: MinesConfiguration(returnPPM: 970_000), plan: MinesPlan(mines: 12, reveals: 13)
            ).outcomeTable
        ]
        for (i, table) in tables.enumerated() {
            let base = WagerValidation.check(wager: wager, remainingMinutes: remaining)
            let gains = WagerPreview(
                outcomeTable: table, wager: wager, remainingMinutes: remaining, minutesUntilMidnight: 5
            ).lines.contains { $0.deltaMinutes > 0 }
            let decided = WagerValidation.check(
                wager: wager, remainingMinutes: remaining, minutesUntilMidnight: 5,
                outcomeTable: table, returnFloor: .off)
            if let base {
                #expect(decided == base, "table \(i)")
            } else {
                #expect((decided == nil) == gains, "table \(i)")
                if let decided { #expect(decided.isBetRefusal, "table \(i)") }
            }
        }
    }

    @Test func aWinTheCapAlwaysCutsLeavesNoWagerThatPasses() throws {
        // Mines 12 mines, 13 reveals pays millions of times the stake; at 00:00 with remaining = stake
        // the cap keeps at most 1439 − stake of it, so the return is a few thousandths of a percent.
        let table = try MinesEngine(
            configuration: MinesConfiguration(returnPPM: 970_000), plan: MinesPlan(mines: 12, reveals: 13)
        ).outcomeTable
        let error = WagerValidation.check(
            wager: 10, remainingMinutes: 10, minutesUntilMidnight: 1439,
            outcomeTable: table, returnFloor: .defaults)
        guard case .belowReturnFloor(_, let effective, _, nil)? = error else {
            Issue.record("expected a refusal with no suggestion, got \(String(describing: error))"); return
        }
        #expect(effective!.perMilleRoundedDown == 0)
    }

    @Test(arguments: [(1, 1, 1439), (10, 10, 1439), (10, 100, 120), (37, 50, 60)])
    func thePreviewCarriesTheExactEffectiveReturnOfItsLines(bet: (Int, Int, Int)) throws {
        let (wager, remaining, untilMidnight) = bet
        let preview = WagerPreview(
            engine: try PlinkoEngine(options: PlinkoOptions(rows: 16, risk: .high)), wager: wager,
            remainingMinutes: remaining, minutesUntilMidnight: untilMidnight)
        var sum = ExactFraction.zero
        for line in preview.lines {
            sum = sum.adding(
                line.probability.multiplied(
                    by: ExactFraction(WideUnsigned(wager + line.deltaMinutes), WideUnsigned(wager)))!)!
        }
        #expect(preview.effectiveReturn == sum)
    }

    @Test func aRefusedBetChangesNoStateWritesNothingAndTouchesNoShield() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 60)
        app.launch()
        let (writes, shieldCalls, state) = (device.writes, device.shieldCalls, app.state)
        let refused = app.commitWager(
            game: .crash, options: "1.90x", wager: 9, position: testPosition, nextDrawIndex: 1,
            outcomeTable: Self.ninetyFivePercentAtTen, returnFloor: .defaults)
        guard case .failure(.belowReturnFloor) = refused else { Issue.record("not refused: \(refused)"); return }
        #expect(device.writes == writes && device.shieldCalls == shieldCalls && app.state == state)
        let accepted = app.commitWager(
            game: .crash, options: "1.90x", wager: 10, position: testPosition, nextDrawIndex: 1,
            outcomeTable: Self.ninetyFivePercentAtTen, returnFloor: .defaults)
        guard case .success = accepted else { Issue.record("a 95 % bet was refused: \(accepted)"); return }
        #expect(device.writes == writes + 1)
    }

    @Test func theFloorIsReadInPartsPerMillionAndPrintedPlainly() throws {
        #expect(ReturnFloor.defaults.description == "95 %")
        #expect(ReturnFloor(perMillion: 955_000).description == "95.5 %")
        #expect(ReturnFloor.off.description == "off")
        #expect(throws: ConfigurationError.self) { try ReturnFloor(perMillion: 1_000_001).validate() }
        #expect(throws: ConfigurationError.self) { try ReturnFloor(perMillion: -1).validate() }
    }
}
