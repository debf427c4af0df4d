import Testing
@testable import CasinoCore

/// The gain rule (Docs/rules.md, "Every accepted bet can gain"): a bet is accepted only if at least
/// one outcome pays more than the stake after floor rounding and the midnight cap at this moment.
@Suite("Gain rule")
struct GainRuleTests {
    static func minesTable(_ mines: Int, _ reveals: Int) throws -> OutcomeTable {
        try MinesEngine(plan: MinesPlan(mines: mines, reveals: reveals)).outcomeTable
    }

    static func crashTable(_ hundredths: Int) throws -> OutcomeTable {
        try CrashEngine(configuration: .defaults.offering(Centi(hundredths)), target: CrashTarget(Centi(hundredths)))
            .outcomeTable
    }

    /// True when some previewed outcome changes the minutes by at least +1: the rule judged from
    /// what the engine would pay, not through `GainRule`.
    static func previewGains(_ table: OutcomeTable, wager: Int, remaining: Int, untilMidnight: Int) -> Bool {
        WagerPreview(
            outcomeTable: table, wager: wager, remainingMinutes: remaining, minutesUntilMidnight: untilMidnight
        )
        .lines.contains { $0.deltaMinutes > 0 }
    }

    /// Mines 1 mine 1 reveal pays 1.01x: floor(1.01 · w) = w for every stake up to 99, so its "win"
    /// only hands the stake back. It was accepted at 1–99 minutes (4 % to lose everything, 0 % to
    /// gain); now every one of those stakes is refused, floor or no floor, and 100 minutes is accepted.
    @Test func aWinThatOnlyReturnsTheStakeIsRefused() throws {
        let table = try Self.minesTable(1, 1)
        for floor in [ReturnFloor.defaults, .off] {
            for wager in 1...99 {
                let error = WagerValidation.check(
                    wager: wager, remainingMinutes: wager, minutesUntilMidnight: 1439, outcomeTable: table,
                    returnFloor: floor)
                #expect(error == .noPossibleGain(wager: wager, capLeavesNoRoom: false, smallestAcceptedWager: nil))
            }
            #expect(
                WagerValidation.check(
                    wager: 100, remainingMinutes: 100, minutesUntilMidnight: 1439, outcomeTable: table,
                    returnFloor: floor) == nil)
        }
    }

    /// The refusal names the reason in one line and the smallest stake accepted right now.
    @Test func aGainRefusalNamesTheReasonAndTheSmallestStakeThatCanGain() throws {
        let error = WagerValidation.check(
            wager: 99, remainingMinutes: 300, minutesUntilMidnight: 1439, outcomeTable: try Self.minesTable(1, 1),
            returnFloor: .defaults)
        #expect(error == .noPossibleGain(wager: 99, capLeavesNoRoom: false, smallestAcceptedWager: 100))
        #expect(
            error?.message
                == "no outcome pays more than your 99 minutes: the smallest wager on this choice that can gain now is 100 min"
        )
        #expect(error?.smallestAcceptedWager == 100)
    }

    /// Crash 1.01x gains only from 100 minutes and 1.02x only from 50: below, a cash-out pays the stake back.
    @Test func crashTargetsJustAboveOneGainOnlyFromTheStakeWhereAMinuteIsAdded() throws {
        for (target, least) in [(101, 100), (102, 50), (105, 20), (120, 5), (200, 1)] {
            let table = try Self.crashTable(target)
            #expect(GainRule.smallestGainingWager(outcomeTable: table) == least, "\(target)")
            for wager in 1...120 {
                #expect(
                    WagerValidation.accepts(
                        wager: wager, remainingMinutes: wager, minutesUntilMidnight: 1439, outcomeTable: table,
                        returnFloor: .off) == (wager >= least), "\(target) at \(wager)")
            }
        }
    }

    /// A bet whose only gain the cap cuts to the stake is refused: 20 minutes before 23:59 holding 50,
    /// a 3.00x win would be capped to +0 (a win never costs minutes, so it pays exactly the stake).
    @Test func aBetWhoseOnlyGainTheCapCutsToTheStakeIsRefused() throws {
        let table = try Self.crashTable(300)
        let error = WagerValidation.check(
            wager: 5, remainingMinutes: 50, minutesUntilMidnight: 20, outcomeTable: table, returnFloor: .off)
        #expect(error == .noPossibleGain(wager: 5, capLeavesNoRoom: true, smallestAcceptedWager: nil))
        #expect(
            error?.message
                == "no outcome pays more than your 5 minutes: the midnight cap leaves no room for a gain "
                + "(you hold as many minutes as are left until 23:59)")
        // One minute of room is enough for a gain of one minute.
        #expect(
            WagerValidation.check(
                wager: 5, remainingMinutes: 50, minutesUntilMidnight: 51, outcomeTable: table, returnFloor: .off)
                == nil)
    }

    /// `GainRule.canGain` agrees with the previewed deltas for every stake and several moments, on
    /// tables whose top multiplier is just above 1.00x, a plain 2.00x and one that never gains.
    @Test func theGainRuleAgreesWithThePreviewedPayouts() throws {
        let never = OutcomeTable([
            Outcome(label: "back", probability: ExactFraction(1, 2), centi: Centi(100)),
            Outcome(label: "half", probability: ExactFraction(1, 2), centi: Centi(50))
        ])
        let tables = [never, try Self.minesTable(1, 1), try Self.minesTable(2, 1), try Self.crashTable(200)]
        for table in tables {
            for (remaining, untilMidnight) in [(150, 1439), (150, 151), (150, 150), (150, 10), (0, 1439)] {
                for wager in 0...150 {
                    #expect(
                        GainRule.canGain(
                            outcomeTable: table, wager: wager, remainingMinutes: remaining,
                            minutesUntilMidnight: untilMidnight)
                            == (wager >= 1
                                && Self.previewGains(
                                    table, wager: wager, remaining: remaining, untilMidnight: untilMidnight))
                    )
                }
            }
        }
        #expect(GainRule.smallestGainingWager(outcomeTable: never) == nil)
    }

    /// Multipliers whose excess over 1.00x does not divide 100: the smallest stake that gains is
    /// ⌈100 / excess⌉, never the quotient rounded down — found here by a plain scan of the payouts
    /// (1.03x gains from 34 minutes, not 33: floor(33 · 1.03) = 33; 1.07x from 15; 1.33x from 4;
    /// 1.40x from 3; 1.15x from 7; 1.45x from 3). Each stake below is refused by the gain rule
    /// alone (floor off) and the least one accepted, at 00:00 holding only the bet.
    @Test func theSmallestGainingStakeIsRoundedUpWhenTheExcessDoesNotDivide100() throws {
        for (target, least) in [(103, 34), (107, 15), (133, 4), (140, 3), (115, 7), (145, 3), (121, 5), (199, 2)] {
            let table = try Self.crashTable(target)
            let scanned = (1...200).first { Centi(target).payout(forWager: $0) >= $0 + 1 }
            #expect(scanned == least, "\(target)")
            #expect(GainRule.smallestGainingWager(outcomeTable: table) == least, "\(target)")
            #expect(100 % (target - 100) != 0, "\(target): its excess divides 100")
            for wager in max(1, least - 2)...(least + 2) {
                #expect(
                    WagerValidation.accepts(
                        wager: wager, remainingMinutes: wager, minutesUntilMidnight: 1439, outcomeTable: table,
                        returnFloor: .off) == (wager >= least), "\(target) at \(wager)")
                #expect(
                    GainRule.canGain(
                        outcomeTable: table, wager: wager, remainingMinutes: wager, minutesUntilMidnight: 1439)
                        == Self.previewGains(table, wager: wager, remaining: wager, untilMidnight: 1439),
                    "\(target) at \(wager)")
            }
        }
    }

    /// The stake a refusal suggests is the smallest one accepted now, by a plain scan of `accepts`.
    @Test func theSuggestedStakeIsTheSmallestAcceptedOne() throws {
        let tables = [try Self.minesTable(1, 1), try Self.minesTable(3, 5), try Self.crashTable(102)]
        for table in tables {
            for (remaining, untilMidnight) in [(30, 1439), (120, 1439), (200, 240), (90, 90), (1, 1439)] {
                let scan = (1...remaining).first {
                    WagerValidation.accepts(
                        wager: $0, remainingMinutes: remaining, minutesUntilMidnight: untilMidnight,
                        outcomeTable: table, returnFloor: .defaults)
                }
                #expect(
                    WagerValidation.smallestAcceptedWager(
                        outcomeTable: table, remainingMinutes: remaining, minutesUntilMidnight: untilMidnight,
                        returnFloor: .defaults) == scan)
            }
        }
    }

    /// A bet the gain rule refuses changes nothing: no write, no shield call, no pending wager.
    @Test func aGainRefusalWritesNothingAndCallsNoShield() throws {
        let device = TestDevice()
        var app = device.coordinator(allowance: 120)
        app.launch()
        device.events.removeAll()
        let writes = device.writes
        let result = app.commitWager(
            game: .mines, options: "1 mine 1 reveal", wager: 99, position: testPosition, nextDrawIndex: 1,
            outcomeTable: try Self.minesTable(1, 1), returnFloor: .defaults)
        #expect(result == .failure(.noPossibleGain(wager: 99, capLeavesNoRoom: false, smallestAcceptedWager: 100)))
        #expect(device.writes == writes)
        #expect(device.events.isEmpty)
        #expect(app.state.pendingWager == nil)
    }
}
