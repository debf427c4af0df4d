import CasinoCore
import Foundation
import Testing
@testable import OddsLab

/// "Every advertised prize attainable, or said plainly" (Docs/rules.md): the headline multiplier,
/// the search that finds it, and the gate case that fails an unmarked cap-limited choice.
@Suite("every advertised prize attainable")
struct PaidInFullTests {
    /// A choice of the defaults by title.
    static func table(_ title: String) throws -> OutcomeTable {
        let games = try GameConfiguration.defaults.configuredGames(for: GameSelection())
        return try #require(games.first { $0.title == title }).engine.outcomeTable
    }

    /// The search's premise, against the core: at every moment of the three days (minutes until 23:59
    /// 0…1499) and several holdings, a stake's acceptance depends on the moment only through the room
    /// `M − R` (and `R ≥ w`), grows with it, and a multiplier is left uncut exactly when its gain fits
    /// the room. So holding only the bet at 00:00 of the 25-hour day decides for every moment.
    @Test func theMomentWithTheMostRoomDecidesForEveryMoment() throws {
        let floor = ReturnFloor.defaults
        let titles = [
            "plinko 16 rows high", "plinko 8 rows low", "crash 500.00x", "crash 2.00x", "mines 3 mines 5 reveals",
            "slots one payline"
        ]
        let stakes = [1, 2, 3, 5, 7, 10, 15, 20, 30, 60, 99, 120, 169, 177, 300, 1440]
        for title in titles {
            let table = try Self.table(title)
            let top = try #require(table.outcomes.map(\.centi).max { $0.hundredths < $1.hundredths })
            for w in stakes {
                var previous = false
                for m in 0...PaidInFull.mostMinutesUntilMidnight {
                    let alone = WagerValidation.accepts(
                        wager: w, remainingMinutes: w, minutesUntilMidnight: m, outcomeTable: table, returnFloor: floor)
                    // Monotone in the room: once accepted holding only the bet, accepted at every later room.
                    #expect(!previous || alone, "\(title), \(w) min: accepted at \(m - 1), refused at \(m)")
                    previous = alone
                    for extra in [1, 13, 60, 240, 1000] {
                        let r = w + extra
                        let held = WagerValidation.accepts(
                            wager: w, remainingMinutes: r, minutesUntilMidnight: m, outcomeTable: table,
                            returnFloor: floor)
                        let sameRoom = WagerValidation.accepts(
                            wager: w, remainingMinutes: w, minutesUntilMidnight: m - extra, outcomeTable: table,
                            returnFloor: floor)
                        if held != sameRoom {
                            Issue.record(
                                "\(title), \(w) min holding \(r) at \(m): \(held), the same room alone: \(sameRoom)")
                        }
                        let cut = WagerPreview.settle(
                            centi: top, wager: w, remainingMinutes: r, minutesUntilMidnight: m
                        ).capped.capApplied
                        let gain = top.payout(forWager: w) - w
                        #expect(cut == (gain > 0 && gain > max(0, m - r)), "\(title), \(w) min, \(r) held, \(m)")
                    }
                }
            }
        }
    }

    /// No headline states a prize no accepted bet is paid: for every choice of the defaults, the
    /// headline multiplier is paid in full on its witness (the core's own bet card: accepted, that
    /// line uncut), and no larger multiplier is paid in full on any stake 1…1440 at any moment of
    /// the ordinary, 23- or 25-hour day (0…1499 minutes until 23:59; holding more than the bet only
    /// shrinks the room, `theMomentWithTheMostRoomDecidesForEveryMoment`).
    @Test func noHeadlineStatesAPrizeNoAcceptedBetIsPaid() throws {
        let configuration = GameConfiguration.defaults
        let floor = configuration.returnFloor
        var capLimited: [String] = []
        for game in try configuration.configuredGames(for: GameSelection()) {
            let table = game.engine.outcomeTable
            let reach = PaidInFull(table: table, floor: floor)
            if let headline = reach.headline {
                let witness = try #require(reach.witness)
                let card = try #require(
                    BetCard(
                        outcomeTable: table, wager: witness.stake, remainingMinutes: witness.stake,
                        minutesUntilMidnight: witness.minutesUntilMidnight, returnFloor: floor))
                #expect(card.isAccepted, "\(game.title): the witness is refused")
                #expect((0...PaidInFull.mostMinutesUntilMidnight).contains(witness.minutesUntilMidnight))
                let line = try #require(card.preview.lines.first { $0.centi == headline })
                #expect(
                    !line.capApplied && line.deltaMinutes == headline.payout(forWager: witness.stake) - witness.stake)
                #expect(line.deltaMinutes >= 1, "\(game.title): the headline is no gain")
            }
            if reach.isCapLimited { capLimited.append(game.title) }
            let above = Set(table.outcomes.map(\.centi)).filter { $0.hundredths > (reach.headline?.hundredths ?? 100) }
            for centi in above {
                for w in PaidInFull.stakes {
                    // Holding only the bet: a payout above the minutes left is cut at every moment.
                    let payout = centi.payout(forWager: w)
                    if payout > PaidInFull.mostMinutesUntilMidnight { break }
                    for m in payout...PaidInFull.mostMinutesUntilMidnight
                    where PaidInFull.paysInFull(
                        centi, table: table, floor: floor, wager: w, remainingMinutes: w, minutesUntilMidnight: m)
                    {
                        Issue.record("\(game.title): \(centi) is paid in full on \(w) min at \(m) min before 23:59")
                        break
                    }
                }
            }
        }
        // The defaults acknowledge the cap-limited choices: today Plinko 15 and 16 rows high.
        for title in capLimited { #expect(configuration.isMarkedCapLimited(title), "\(title) is not marked") }
        #expect(capLimited == ["plinko 15 rows high", "plinko 16 rows high"])
    }

    /// Multipliers whose gain divides nothing evenly still headline exactly: Crash 2000.00x with the
    /// floor off is accepted at 1 minute (the cap leaves a gain) and never paid in full; marked or
    /// not, `check`'s attainable-prize case says which.
    static let capLimitedCrash = """
        {"returnFloor": 0, "crash": {"maximumTarget": 2000, "targets": [2, 2000]}}
        """

    @Test func anUnmarkedCapLimitedChoiceFailsCheckAndAMarkedOnePasses() throws {
        let unmarked = try GameConfiguration.parse(json: Self.capLimitedCrash)
        let reach = PaidInFull(
            table: try #require(
                try unmarked.configuredGames(for: GameSelection()).first { $0.title == "crash 2000.00x" }
            ).engine.outcomeTable, floor: unmarked.returnFloor)
        #expect(reach.isCapLimited && reach.headline == nil && reach.top == Centi(200_000))
        let failing = try FloorGate(configuration: unmarked, policyFloor: .off)
        #expect(!failing.passed)
        let items = failing.items(firstCaseIndex: 0).filter { $0.verdict == .fail }
        #expect(items.map(\.kind) == [.attainablePrize])
        #expect(items.first?.detail.contains("crash 2000.00x (tops at 2000.00x") == true)
        for mark in ["\"crash 2000.00x\"", "\"crash\""] {
            let json = Self.capLimitedCrash.replacingOccurrences(
                of: "{\"returnFloor\"", with: "{\"capLimited\": [\(mark)], \"returnFloor\"")
            let marked = try GameConfiguration.parse(json: json)
            #expect(marked.isMarkedCapLimited("crash 2000.00x"))
            let gate = try FloorGate(configuration: marked, policyFloor: .off)
            #expect(gate.passed, "\(mark)")
            let item = gate.items(firstCaseIndex: 0).first {
                $0.kind == .attainablePrize && $0.caseTitle.contains("crash")
            }
            #expect(item?.detail.contains("1 marked cap-limited") == true)
        }
        // A mark is a list of non-empty titles, each once.
        #expect(throws: InputError.self) {
            try GameConfiguration.parse(json: #"{"capLimited": ["crash", "crash"]}"#)
        }
        #expect(throws: InputError.self) { try GameConfiguration.parse(json: #"{"capLimited": [""]}"#) }
        #expect(throws: InputError.self) { try GameConfiguration.parse(json: #"{"capLimited": "crash"}"#) }
    }

    /// The gain of a multiplier just above 1.00x: the headline search starts where the gain rule
    /// lets it (Crash 1.20x gains from 5 minutes on), not at 1 minute.
    @Test func aSmallMultiplierIsPaidInFullFromTheStakeWhereItGains() throws {
        let table = try Self.table("crash 1.20x")
        let reach = PaidInFull(table: table, floor: .defaults)
        let top = reach.top
        #expect(reach.headline == top)
        let least = try #require(GainRule.smallestGainingWager(outcomeTable: table))
        #expect(try #require(reach.witness).stake >= least)
    }
}
