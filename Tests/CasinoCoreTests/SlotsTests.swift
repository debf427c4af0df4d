import Testing
@testable import CasinoCore

@Suite("Slots")
struct SlotsTests {
    @Test func defaultMachineReturns97PercentWithinHalfAPointAndHits25To40Percent() throws {
        let table = try SlotsEngine().outcomeTable
        #expect(table.totalProbability == .one)
        let rtp = table.exactReturn
        #expect(ExactFraction(965, 1000) <= rtp && rtp <= ExactFraction(975, 1000), "\(rtp.doubleValue)")
        #expect(rtp == ExactFraction(10381, 10648))
        let hits = table.outcomes.filter { $0.centi.hundredths > 0 }.reduce(ExactFraction.zero) {
            $0.adding($1.probability)!
        }
        #expect(ExactFraction(25, 100) <= hits && hits <= ExactFraction(40, 100), "\(hits.doubleValue)")
        #expect(hits == ExactFraction(313, 968))
    }

    /// Every position of the cycle, fed to the engine as its one bounded draw, shows a distinct stop
    /// triple (its mixed-radix digits) that the engine pays as that triple, and all of them together
    /// pay exactly the counts of the PAR sheet (symbol counts multiplied per reel).
    @Test func enumeratingTheCycleThroughTheEngineEqualsThePARSheet() throws {
        let engine = try SlotsEngine()
        let reels = engine.configuration.reels
        let lengths = reels.map { UInt64($0.count) }
        let cycle = lengths.reduce(1, *)
        var counts = [Int](repeating: 0, count: engine.outcomeTable.outcomes.count)
        var triples = Set<[UInt64]>()
        for r in 0..<cycle {
            var g = ScriptedGenerator([word(for: r, bound: cycle)])
            let index = engine.playOutcome(using: &g)
            counts[index] += 1
            #expect(g.index == 1)
            let (a, b, c) = engine.stops(forCyclePosition: r)
            #expect(a < lengths[0] && b < lengths[1] && c < lengths[2])
            #expect(engine.outcome(forStops: a, b, c) == index)
            triples.insert([a, b, c])
        }
        #expect(triples.count == Int(cycle))
        var parCounts = [Int](repeating: 0, count: counts.count)
        for combo in SlotsOdds.combinations(configuration: engine.configuration) {
            parCounts[combo.paylineIndex ?? engine.configuration.paytable.count] += combo.count
        }
        #expect(counts == parCounts)
        for (i, outcome) in engine.outcomeTable.outcomes.enumerated() {
            #expect(
                ExactFraction(WideUnsigned(counts[i]), WideUnsigned(cycle)) == outcome.probability, "\(outcome.label)")
        }
    }

    @Test func aCombinationPaysItsHighestMatchingLine() {
        let config = SlotsConfiguration.defaults
        func line(_ symbols: [String]) -> String? { config.payingLine(for: symbols).map { config.paytable[$0].label } }
        #expect(line(["CHERRY", "CHERRY", "CHERRY"]) == "3 cherries")
        #expect(line(["BLANK", "CHERRY", "CHERRY"]) == "2 cherries")
        #expect(line(["SEVEN", "BLANK", "CHERRY"]) == "1 cherry")
        #expect(line(["BAR", "BAR", "BAR"]) == "BAR BAR BAR")
        #expect(line(["BAR", "3BAR", "2BAR"]) == "any 3 bars")
        #expect(line(["SEVEN", "SEVEN", "BAR"]) == nil)
    }

    /// "At least n" counts n or more anywhere on the payline: a count line still pays when a
    /// higher line for more of the symbol is missing (the defaults always have one, so they alone
    /// would not notice "exactly n").
    @Test func aCountLineMatchesAtLeastItsCountOnAnyReels() {
        let two = SlotsPattern.count(symbol: "CHERRY", atLeast: 2)
        #expect(two.matches(["CHERRY", "BLANK", "CHERRY"]))
        #expect(two.matches(["CHERRY", "CHERRY", "CHERRY"]))
        #expect(!two.matches(["CHERRY", "BLANK", "BAR"]))
        #expect(SlotsPattern.count(symbol: "CHERRY", atLeast: 1).matches(["CHERRY", "CHERRY", "CHERRY"]))
        var config = SlotsConfiguration.defaults
        config.paytable = [SlotsPayline(label: "2+ cherries", pattern: two, centi: Centi(500))]
        #expect(config.payingLine(for: ["CHERRY", "CHERRY", "CHERRY"]) == 0)
        #expect(config.payingLine(for: ["CHERRY", "CHERRY", "BAR"]) == 0)
        #expect(config.payingLine(for: ["CHERRY", "BAR", "BAR"]) == nil)
    }

    /// Of two matching lines that pay the same, the first listed is paid (Docs/rules.md), so the
    /// label a player sees does not depend on anything but the paytable's order.
    @Test func amongEqualLinesTheFirstListedIsPaid() {
        var config = SlotsConfiguration.defaults
        let anyCherry = SlotsPayline(
            label: "a cherry", pattern: .count(symbol: "CHERRY", atLeast: 1), centi: Centi(200))
        let firstCherry = SlotsPayline(label: "cherry first", pattern: .line([["CHERRY"], [], []]), centi: Centi(200))
        let better = SlotsPayline(label: "cherry, bar", pattern: .line([["CHERRY"], ["BAR"], []]), centi: Centi(300))
        config.paytable = [anyCherry, firstCherry, better]
        #expect(config.payingLine(for: ["CHERRY", "BLANK", "BLANK"]) == 0)
        #expect(config.payingLine(for: ["BLANK", "BLANK", "CHERRY"]) == 0)
        #expect(config.payingLine(for: ["CHERRY", "BAR", "BLANK"]) == 2)
        config.paytable = [firstCherry, anyCherry, better]
        #expect(config.payingLine(for: ["CHERRY", "BLANK", "BLANK"]) == 0)
        #expect(config.payingLine(for: ["BLANK", "CHERRY", "BLANK"]) == 1)
    }

    /// A cycle position's stops are its mixed-radix digits for strips of any lengths (the default
    /// machine's three 22-stop strips hide a swapped radix, a mutation that survived the suite).
    @Test func stopsAreTheMixedRadixDigitsForStripsOfDifferentLengths() throws {
        let configuration = SlotsConfiguration(
            reels: [["A", "B"], ["A", "B", "C"], ["A", "B", "C", "D"]],
            paytable: [SlotsPayline(label: "A A A", pattern: .line([["A"], ["A"], ["A"]]), centi: Centi(500))])
        let engine = try SlotsEngine(configuration: configuration)
        var seen = Set<[UInt64]>()
        for r in UInt64(0)..<24 {
            let (a, b, c) = engine.stops(forCyclePosition: r)
            #expect(a < 2 && b < 3 && c < 4)
            #expect((a * 3 + b) * 4 + c == r)
            seen.insert([a, b, c])
        }
        #expect(seen.count == 24)
    }

    /// `outcome(forStops:)` is what play pays for every stop triple of unequal strips (4, 3 and 5
    /// stops): play reads the lookup table at the cycle position, so a radix slip in
    /// `outcome(forStops:)` that stays inside the table (strip lengths swapped in its index) would
    /// otherwise reach the app's reels unseen; the default's three 22-stop strips hide it.
    @Test func outcomeForStopsIsWhatPlayPaysForEveryTripleOfUnequalStrips() throws {
        let configuration = SlotsConfiguration(
            reels: [
                ["SEVEN", "BAR", "CHERRY", "BAR"], ["SEVEN", "CHERRY", "BAR"], ["BAR", "SEVEN", "CHERRY", "BAR", "BAR"]
            ],
            paytable: [
                SlotsPayline(label: "777", pattern: .line([["SEVEN"], ["SEVEN"], ["SEVEN"]]), centi: Centi(2000)),
                SlotsPayline(label: "BAR BAR BAR", pattern: .line([["BAR"], ["BAR"], ["BAR"]]), centi: Centi(300)),
                SlotsPayline(label: "2 cherries", pattern: .count(symbol: "CHERRY", atLeast: 2), centi: Centi(200))
            ])
        let engine = try SlotsEngine(configuration: configuration)
        var compared = 0
        for a in UInt64(0)..<4 {
            for b in UInt64(0)..<3 {
                for c in UInt64(0)..<5 {
                    // The triple's cycle position, first reel most significant (Docs/rng.md).
                    let r = (a * 3 + b) * 5 + c
                    var g = ScriptedGenerator([word(for: r, bound: 60)])
                    let played = engine.playOutcome(using: &g)
                    #expect(engine.outcome(forStops: a, b, c) == played, "stops \(a) \(b) \(c)")
                    let stops = engine.stops(forCyclePosition: r)
                    #expect(stops.0 == a && stops.1 == b && stops.2 == c, "cycle position \(r)")
                    compared += 1
                }
            }
        }
        #expect(compared == 60)
    }

    /// The default strips, stop by stop: a history recorded under "defaults" replays to these
    /// symbols, so swapping two stops (the odds unchanged) must fail a test.
    @Test func theDefaultStripsAreWhatHistoriesReplay() {
        let reels = SlotsConfiguration.defaults.reels.map { $0.joined(separator: " ") }
        #expect(
            reels == [
                "SEVEN BLANK BAR BLANK CHERRY BLANK 2BAR BLANK 3BAR BLANK SEVEN BLANK BAR BLANK 2BAR BLANK BAR BLANK 2BAR BLANK BAR BLANK",
                "SEVEN BLANK BAR BLANK CHERRY BLANK BLANK 2BAR BLANK 3BAR BLANK BLANK SEVEN BLANK BAR BLANK BLANK 2BAR BLANK 2BAR BLANK BLANK",
                "SEVEN BAR BLANK CHERRY BLANK 2BAR BLANK 3BAR BLANK BAR BLANK CHERRY 2BAR BLANK BAR BLANK CHERRY BLANK CHERRY BLANK CHERRY BLANK"
            ])
    }

    @Test func sevenSevenSevenCountsTwoTimesTwoTimesOne() {
        let combos = SlotsOdds.combinations(configuration: .defaults)
        #expect(combos.first { $0.symbols == ["SEVEN", "SEVEN", "SEVEN"] }?.count == 4)
        #expect(combos.reduce(0) { $0 + $1.count } == 22 * 22 * 22)
    }

    @Test func malformedMachinesAreRejectedWithTheirPath() {
        var config = SlotsConfiguration.defaults
        config.reels[1] = []
        #expect(throws: ConfigurationError(path: "slots.reels[1]", rule: "empty strip")) {
            _ = try SlotsEngine(configuration: config)
        }
        config = .defaults
        config.paytable[0].pattern = .line([["SEVN"], ["SEVEN"], ["SEVEN"]])
        #expect(
            throws: ConfigurationError(path: "slots.paytable[0].line[0][0]", value: "\"SEVN\"", rule: "is on no strip")
        ) {
            try config.validate()
        }
    }
    /// The paying line of every symbol triple, decided with bit sets (constant work per triple, so
    /// a configuration's parse stays linear), is the line `payingLine(for:)` finds by trying every
    /// line: over seeded random machines with wildcards, repeated options, count lines and ties.
    @Test func everyTriplePaysTheLineThatTryingEveryLineFinds() {
        var generator = Xoshiro256StarStar(seed: 30)
        for _ in 0..<40 {
            let symbols = (0..<Int(generator.nextBounded(9) + 1)).map { "S\($0)" }
            let reel = { (g: inout Xoshiro256StarStar) in
                (0..<Int(g.nextBounded(5) + 1)).map { _ in symbols[Int(g.nextBounded(UInt64(symbols.count)))] }
            }
            var lines: [SlotsPayline] = []
            for i in 0..<Int(generator.nextBounded(70) + 1) {
                let pattern: SlotsPattern
                if generator.nextBounded(3) == 0 {
                    pattern = .count(
                        symbol: symbols[Int(generator.nextBounded(UInt64(symbols.count)))],
                        atLeast: Int(generator.nextBounded(4)))
                } else {
                    pattern = .line((0..<3).map { _ in generator.nextBounded(4) == 0 ? [] : reel(&generator) })
                }
                lines.append(
                    SlotsPayline(
                        label: "L\(i)", pattern: pattern, centi: Centi(Int(generator.nextBounded(5) + 1) * 100)))
            }
            let machine = SlotsConfiguration(reels: [symbols, symbols, symbols], paytable: lines)
            let paying = SlotsPayingLines(configuration: machine, symbols: symbols)
            for a in symbols.indices {
                for b in symbols.indices {
                    for c in symbols.indices {
                        #expect(paying.line(a, b, c) == machine.payingLine(for: [symbols[a], symbols[b], symbols[c]]))
                    }
                }
            }
        }
    }

    /// Repeating an option (the 100 KB configuration that took 31 s listed one symbol thousands of
    /// times) changes nothing the odds are computed from: the work after reading does not grow with it.
    @Test func repeatedLineOptionsCostNothingAfterTheyAreRead() {
        let symbols = (0..<64).map { "S\($0)" }
        func machine(repeats: Int) -> SlotsConfiguration {
            let lines = symbols.indices.map { i in
                SlotsPayline(
                    label: "L\(i)", pattern: .line([Array(repeating: symbols[i], count: repeats), [], []]),
                    centi: Centi(200 + i))
            }
            return SlotsConfiguration(reels: [symbols, symbols, symbols], paytable: lines)
        }
        let once = SlotsPayingLines(configuration: machine(repeats: 1), symbols: symbols)
        #expect(SlotsPayingLines(configuration: machine(repeats: 250), symbols: symbols) == once)
    }
}
