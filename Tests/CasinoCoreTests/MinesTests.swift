import Testing
@testable import CasinoCore

@Suite("Mines")
struct MinesTests {
    @Test func thereAre300PlansOfOneTo24MinesAndOneTo25MinusMReveals() {
        #expect(MinesPlan.all.count == 300)
        for plan in MinesPlan.all { #expect((try? plan.validate()) != nil, "\(plan)") }
    }

    @Test func survivalIsSafeSubsetsOverAllSubsetsForEveryPlan() {
        for plan in MinesPlan.all {
            // Independent form: the k reveals are safe one after another.
            var product = ExactFraction.one
            for i in 0..<plan.reveals {
                product = product.multiplied(
                    by: ExactFraction(WideUnsigned(25 - plan.mines - i), WideUnsigned(25 - i)))!
            }
            #expect(MinesOdds.survivalProbability(mines: plan.mines, reveals: plan.reveals) == product, "\(plan)")
        }
    }

    @Test(arguments: MinesPlan.all)
    func everyOutcomeTableSumsToOneAndReturnsAtMostTheRate(plan: MinesPlan) throws {
        let table = try MinesEngine(configuration: MinesConfiguration(returnPPM: 970_000), plan: plan).outcomeTable
        #expect(table.totalProbability == .one, "\(plan)")
        #expect(table.exactReturn <= ExactFraction(97, 100), "\(plan)")
        #expect(table.outcomes.count == plan.reveals + 1)
    }

    /// The formula (a configuration without a per-plan table, as a file setting only `returnPPM` gives).
    @Test func cashOutMultiplierIsTheFlooredFormula() {
        let config = MinesConfiguration(returnPPM: 970_000)
        // 0.97 · C(25,5) / C(22,5) = 0.97 · 53130 / 26334 = 1.95700…
        #expect(config.cashOutMultiplier(mines: 3, reveals: 5) == Centi(195))
        // 0.97 · 25 / 24 = 1.0104…
        #expect(config.cashOutMultiplier(mines: 1, reveals: 1) == Centi(101))
        // 0.97 · 25 = 24.25
        #expect(config.cashOutMultiplier(mines: 24, reveals: 1) == Centi(2425))
        // 0.97 · C(25,12) = 5 044 291
        #expect(config.cashOutMultiplier(mines: 13, reveals: 12) == Centi(504_429_100))
    }

    /// Every mine placement (all C(25, m) subsets, equally likely) decided by the engine's own
    /// first-mine rule reproduces the outcome table exactly, for small and large m and every k.
    @Test(arguments: [1, 2, 3, 22, 23, 24])
    func everyPlacementThroughTheEngineGivesTheTablesProbabilities(m: Int) throws {
        let subsets = allSubsets(count: m, of: 25)
        for k in 1...(25 - m) {
            let engine = try MinesEngine(
                configuration: MinesConfiguration(returnPPM: 970_000), plan: MinesPlan(mines: m, reveals: k))
            var counts = [WideUnsigned](repeating: 0, count: k + 1)
            for mask in subsets { counts[engine.outcome(forMines: mask)] += 1 }
            for (i, outcome) in engine.outcomeTable.outcomes.enumerated() {
                #expect(
                    ExactFraction(counts[i], WideUnsigned(subsets.count)) == outcome.probability,
                    "m=\(m) k=\(k) \(outcome.label)")
            }
        }
    }

    /// Every value of the engine's one draw (each equally likely: Floyd's digits in mixed radix)
    /// fed through `playOutcome` gives each outcome exactly its table probability.
    @Test(arguments: 1...3)
    func enginePlacementIsUniformOverSubsetsForEveryDrawValue(m: Int) throws {
        let engine = try MinesEngine(
            configuration: MinesConfiguration(returnPPM: 970_000), plan: MinesPlan(mines: m, reveals: 25 - m))
        let product = (26 - m...25).reduce(1) { $0 * UInt64($1) }
        var perOutcome = [UInt64](repeating: 0, count: 26 - m)
        for value in 0..<product {
            var g = ScriptedGenerator([word(for: value, bound: product)])
            perOutcome[engine.playOutcome(using: &g)] += 1
            #expect(g.index == 1)
        }
        for (i, outcome) in engine.outcomeTable.outcomes.enumerated() {
            #expect(
                ExactFraction(WideUnsigned(perOutcome[i]), WideUnsigned(product)) == outcome.probability,
                "m=\(m) \(outcome.label)")
        }
    }

    /// Above 15 mines the digits take two draws (the first group's product would not fit in 64
    /// bits); the mask is Floyd's over both groups' digits.
    @Test func sixteenMinesTakeTwoDrawsAndPlaceSixteen() throws {
        let engine = try MinesEngine(plan: MinesPlan(mines: 16, reveals: 1))
        var g = Xoshiro256StarStar(seed: 3)
        var counting = CountingGenerator(g)
        for _ in 0..<1000 { _ = engine.playOutcome(using: &counting) }
        #expect(counting.drawIndex >= 2000 && counting.drawIndex < 2100)
        for _ in 0..<1000 { #expect(g.nextSubsetMask(count: 16, of: 25).nonzeroBitCount == 16) }
    }

    @Test func theFirstMineIsCountedInRevealOrder() throws {
        let engine = try MinesEngine(plan: MinesPlan(mines: 2, reveals: 3, tiles: [24, 3, 7]))
        #expect(engine.outcome(forMines: 1 << 7 | 1 << 3) == 1) // tile 3 is the 2nd reveal
        #expect(engine.outcome(forMines: 1 << 24 | 1 << 3) == 0)
        #expect(engine.outcome(forMines: 1 << 7 | 1 << 0) == 2)
        #expect(engine.outcome(forMines: 1 << 0 | 1 << 1) == 3) // cash out
    }

    @Test func badPlansAreRejectedByName() {
        #expect(throws: ConfigurationError(path: "mines", value: "25", rule: "must be 1…24")) {
            _ = try MinesEngine(plan: MinesPlan(mines: 25, reveals: 1))
        }
        #expect(throws: ConfigurationError(path: "reveals", value: "23", rule: "must be 1…22 with 3 mines")) {
            _ = try MinesEngine(plan: MinesPlan(mines: 3, reveals: 23))
        }
        #expect(throws: ConfigurationError.self) {
            _ = try MinesEngine(plan: MinesPlan(mines: 3, reveals: 2, tiles: [4, 4]))
        }
    }

    private func allSubsets(count m: Int, of n: Int) -> [UInt64] {
        var result: [UInt64] = []
        func visit(_ start: Int, _ left: Int, _ mask: UInt64) {
            if left == 0 { result.append(mask); return }
            if start > n - left { return }
            for i in start...(n - left) { visit(i + 1, left - 1, mask | 1 << UInt64(i)) }
        }
        visit(0, m, 0)
        return result
    }
}
