import CasinoCore
import Testing
@testable import OddsLab

/// The return floor's gate cases: exact, decided once per (choice, wager) of the offer.
@Suite("check: the return floor's gate cases")
struct FloorGateTests {
    @Test func theDefaultConfigurationPassesTheFloorGate() throws {
        let gate = try FloorGate(configuration: .defaults)
        #expect(gate.passed)
        #expect(gate.results.map(\.game) == GameKind.allCases)
        #expect(gate.results.reduce(0) { $0 + $1.choices } == gate.offer.choices.count)
        #expect(gate.results.allSatisfy { $0.accepted > 0 })
        #expect(gate.items(firstCaseIndex: 0).allSatisfy { $0.verdict == .pass })
    }

    @Test func aConfigurationWithTheFloorOffFailsThePolicyFloorWithItsWorstBetsFirst() throws {
        var configuration = PreFloorDefaults.configuration
        configuration.returnFloor = .off
        let gate = try FloorGate(configuration: configuration)
        #expect(!gate.passed)
        #expect(gate.results.allSatisfy { $0.disagreements.isEmpty }) // the core does what its (absent) floor says
        let worst = gate.acceptedBelowPolicy
        #expect(
            worst.first?.choice == "mines 12 mines 13 reveals" || worst.first?.choice == "mines 13 mines 12 reveals")
        #expect(zip(worst, worst.dropFirst()).allSatisfy { $0.effectiveReturn <= $1.effectiveReturn })
        #expect(worst.contains { $0.choice == "plinko 8 rows high" && $0.wager == 1 })
        let policy = gate.items(firstCaseIndex: 0).filter { $0.kind == .policyFloor }
        #expect(policy.allSatisfy { $0.verdict == .fail })
    }

    /// The policy floor is `check`'s own: a configuration held to a lower policy passes, and a
    /// stricter policy than the configuration's floor fails it.
    @Test func thePolicyFloorIsIndependentOfTheConfiguration() throws {
        var configuration = GameConfiguration.defaults
        configuration.returnFloor = ReturnFloor(perMillion: 900_000)
        #expect(try FloorGate(configuration: configuration, policyFloor: ReturnFloor(perMillion: 900_000)).passed)
        #expect(!(try FloorGate(configuration: configuration).passed))
        #expect(try FloorGate(configuration: .defaults, policyFloor: .off).passed)
    }

    @Test func theFloorItemsJoinTheGateReport() throws {
        let suite = CheckSuite(cases: [])
        var configuration = GameConfiguration.defaults
        configuration.returnFloor = .off
        let report = try suite.run(
            seed: 1, wagersPerCase: 10, threads: 1, floorGate: try FloorGate(configuration: configuration))
        // Eight exact checks per game, then the run's own: with no case, no statistical test ran.
        #expect(report.floorItems.count == 8 * GameKind.allCases.count + 1)
        #expect(!report.passed)
        #expect(report.failures.allSatisfy { $0.kind == .policyFloor || $0.kind == .statisticalTests })
        #expect(report.failures.contains { $0.kind == .statisticalTests })
    }
}

/// `check`'s exact refusals (Docs/checks.md): each configuration below passed the gate before.
@Suite("check: exact refusals of a dishonest offer")
struct GateRefusalTests {
    /// A Plinko table below 95 % nominal is refused at every stake: it used to leave the gate silently
    /// (its choice had no case) and `check` printed PASS; now the offered-choice check fails, naming it.
    @Test func aChoiceRefusedAtEveryStakeFailsTheGate() throws {
        var configuration = GameConfiguration.defaults
        let options = PlinkoOptions(rows: 8, risk: .low)
        // 8 rows low paying 0.60x in the centre: nominal 91.7 %, below the 95 % floor at every stake.
        configuration.plinko.tables[options] = PlinkoTable(
            [600, 220, 100, 80, 60, 80, 100, 220, 600].map(Centi.init))
        let gate = try FloorGate(configuration: configuration)
        let item = try #require(
            gate.items(firstCaseIndex: 0).first { $0.kind == .offeredChoice && $0.caseTitle.contains("plinko") })
        #expect(item.verdict == .fail)
        #expect(item.detail.contains("plinko 8 rows low"))
        #expect(!gate.passed)
    }

    /// A Plinko table paying 2.00x on every bucket returns 200 %: the configuration reader refuses it
    /// (as `tune` refuses a target above 1), and a configuration built in code fails the gate.
    @Test func aChoiceReturningMoreThanItTakesIsRefused() throws {
        var configuration = GameConfiguration.defaults
        let options = PlinkoOptions(rows: 8, risk: .low)
        configuration.plinko.tables[options] = PlinkoTable(Array(repeating: Centi(200), count: 9))
        #expect(
            throws: ConfigurationError(
                path: "plinko.tables[8].low", value: "nominal return 200.00 %",
                rule: "is above 100 % (a choice may not return more than it takes)")
        ) { try configuration.validate() }
        let gate = try FloorGate(configuration: configuration)
        let item = try #require(
            gate.items(firstCaseIndex: 0).first { $0.kind == .nominalReturn && $0.caseTitle.contains("plinko") })
        #expect(item.verdict == .fail)
        #expect(item.detail.contains("plinko 8 rows low (200.000 %)"))
    }

    /// A check run too small for any statistical test (`--wagers 1`) fails instead of printing PASS.
    @Test func aRunWithNoStatisticalTestFails() throws {
        let suite = CheckSuite(cases: [CheckCase(game: try .crash(.defaults, target: .default), wager: 10)])
        let report = try suite.run(seed: 1, wagersPerCase: 1, threads: 1)
        let item = try #require(report.items.first { $0.kind == .statisticalTests })
        #expect(item.verdict == .fail)
        #expect(!report.passed)
        let large = try suite.run(seed: 1, wagersPerCase: 1 << 16, threads: 1)
        #expect(large.items.first { $0.kind == .statisticalTests }?.verdict == .pass)
    }

    /// The choices the core accepts (every hundredth of Crash's range, every Plinko and Mines option)
    /// are exactly the disclosed ones, with the defaults; a target the core would take off the list fails.
    @Test func theAcceptedChoicesAreTheDisclosedOnes() throws {
        let gate = try FloorGate(configuration: .defaults)
        let items = gate.items(firstCaseIndex: 0).filter { $0.kind == .disclosedChoices }
        #expect(items.count == GameKind.allCases.count)
        #expect(items.allSatisfy { $0.verdict == .pass })
        let crash = try #require(gate.results.first { $0.game == .crash })
        #expect(crash.optionValuesTried == 99_900 && crash.optionValuesExhaustive)
    }
}

/// The gain rule over a whole day of stakes (Docs/rules.md, "Every accepted bet can gain").
@Suite("Gain rule over the moment grid")
struct GainRuleGridTests {
    /// With the defaults, 0 accepted bets without a possible gain over every choice × stake 1–1440 ×
    /// the moment grid (00:00, 12:00, 20:00, 23:00, 23:30 × held = the stake, 30, 60, 120). Every bet
    /// whose previewed outcomes all fail to gain is put to the core, which must refuse it.
    @Test func noAcceptedBetOfTheDefaultsLacksAPossibleGain() throws {
        let gate = try FloorGate(configuration: .defaults, gainStakes: 1...1440)
        let choices = try GameConfiguration.defaults.configuredGames(for: GameSelection()).count
        #expect(gate.results.reduce(0) { $0 + $1.gridBets } == choices * 1440 * BetMoment.grid.count)
        #expect(gate.results.reduce(0) { $0 + $1.gridWithoutGain } > 0)
        #expect(gate.results.allSatisfy { $0.acceptedWithoutGain.isEmpty })
    }

    /// The grid is the one the disclosure publishes: five times of day × four holdings.
    @Test func theMomentGridIsFiveTimesOfDayByFourHoldings() {
        #expect(BetMoment.grid.count == 20)
        #expect(Set(BetMoment.grid.compactMap(\.clockTime)) == ["00:00", "12:00", "20:00", "23:00", "23:30"])
        #expect(Set(BetMoment.grid.map(\.remainingMinutes)) == [nil, 30, 60, 120])
    }
}

/// The offer over the day as a gate case: a planted choice open less than half the day fails it, by name.
@Suite("check: every offered choice open half the day")
struct PlayableDayGateTests {
    @Test func theDefaultsPassTheHalfDayCase() throws {
        let items = try FloorGate(configuration: .defaults).items(firstCaseIndex: 0).filter { $0.kind == .playableDay }
        #expect(items.count == GameKind.allCases.count)
        #expect(items.allSatisfy { $0.verdict == .pass })
    }

    @Test func aPlanOpenOnlyAnHourFailsNamingItsBestStakeAndShare() throws {
        var configuration = GameConfiguration.defaults
        // Mines 7 mines 14 reveals at its floor-tuned multiplier (1412.97x): a 1-minute bet is
        // accepted 00:00–00:55 only, and every larger common stake never.
        var table = try #require(configuration.mines.multipliers)
        table[6][13] = Centi(141_297)
        configuration.mines = MinesConfiguration(returnPPM: configuration.mines.returnPPM, multipliers: table)
        let gate = try FloorGate(configuration: configuration)
        #expect(!gate.passed)
        let failed = gate.items(firstCaseIndex: 0).filter { $0.verdict == .fail }
        #expect(failed.map(\.kind) == [.playableDay])
        #expect(
            failed.first?.detail
                == "1 choices are accepted at no common stake for half the day: "
                + "mines 7 mines 14 reveals (best: 1 min, 56 of 1440 minutes = 3 %)")
    }

    @Test func theOldSlotsMachineFailsItAndItsRetuneFixesIt() throws {
        var configuration = GameConfiguration.defaults
        for (i, centi) in [20_000, 8_000, 4_000, 2_000, 1_000, 500, 500, 200].enumerated() {
            configuration.slots.paytable[i].centi = Centi(centi)
        }
        // The 0.6.0 machine: 1 minute is its best stake, open 00:00–21:32 (1293 minutes), so it
        // passes; only the 10-minute bet was never open. The half-day case is about some stake.
        let old = try FloorGate(configuration: configuration)
        #expect(old.results.first { $0.game == .slots }?.notOpenHalfTheDay == [])
        let day = try DayAcceptance(configuration: configuration)
        #expect(day.rows.first { $0.game.game == .slots }?.cell(stake: 10)?.minutesAccepted == 0)
        let tuned = try FloorTuningRequest(game: .slots, target: TargetRTP(parsing: "0.97"))
        var request = tuned
        request.slotsDayMinutes = 1080
        let result = try request.run(over: configuration)
        #expect(result.configuration.slots == SlotsConfiguration.defaults)
    }
}
