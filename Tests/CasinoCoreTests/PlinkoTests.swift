import Testing
@testable import CasinoCore

@Suite("Plinko")
struct PlinkoTests {
    @Test func thereAre27DefaultTablesForRows8To16AndThreeRisks() {
        #expect(PlinkoConfiguration.defaults.tables.count == 27)
        #expect(PlinkoConfiguration.defaults.offeredOptions == PlinkoOptions.all)
    }

    @Test(arguments: PlinkoOptions.all)
    func everyDefaultTableReturns97PercentWithinTwoTenthsOfAPoint(options: PlinkoOptions) throws {
        let engine = try PlinkoEngine(options: options)
        let rtp = engine.outcomeTable.exactReturn
        #expect(engine.outcomeTable.totalProbability == .one)
        #expect(
            ExactFraction(968, 1000) <= rtp && rtp <= ExactFraction(972, 1000), "\(options): \(rtp.doubleValue)")
    }

    @Test func defaultTablesAreSymmetricAndRiseFromTheMiddleOut() throws {
        try PlinkoConfiguration.defaults.validate()
        for options in PlinkoOptions.all {
            let c = PlinkoConfiguration.defaults.tables[options]!.centis
            let n = options.rows
            for k in 0..<(n / 2) { #expect(c[k] >= c[k + 1], "\(options) bucket \(k)") }
        }
    }

    @Test(arguments: PlinkoOptions.rowRange)
    func edgeMultipliersGrowWithRiskAndRows(rows: Int) {
        let tables = PlinkoConfiguration.defaults.tables
        let edges = PlinkoRisk.allCases.map { tables[PlinkoOptions(rows: rows, risk: $0)]!.centis[0] }
        #expect(edges[0] < edges[1] && edges[1] < edges[2], "\(rows) rows")
        if rows < 16 {
            for risk in PlinkoRisk.allCases {
                #expect(
                    tables[PlinkoOptions(rows: rows, risk: risk)]!.centis[0]
                        < tables[PlinkoOptions(rows: rows + 1, risk: risk)]!.centis[0])
            }
        }
    }

    /// All 2ⁿ bounce patterns, fed to the engine as the top bits of its one draw (with arbitrary
    /// low bits), land in the buckets with exactly the table's probabilities.
    @Test(arguments: PlinkoOptions.rowRange)
    func everyBouncePatternThroughTheEngineGivesTheTablesProbabilities(rows: Int) throws {
        let engine = try PlinkoEngine(options: PlinkoOptions(rows: rows, risk: .high))
        var counts = [WideUnsigned](repeating: 0, count: rows + 1)
        for pattern in 0..<(UInt64(1) << UInt64(rows)) {
            let lowBits = (pattern &* 0x9E37_79B9_7F4A_7C15) >> UInt64(rows)
            var g = ScriptedGenerator([(pattern << UInt64(64 - rows)) | lowBits])
            counts[engine.playOutcome(using: &g)] += 1
        }
        for (k, outcome) in engine.outcomeTable.outcomes.enumerated() {
            #expect(
                ExactFraction(counts[k], WideUnsigned(1) << WideUnsigned(rows)) == outcome.probability,
                "\(rows) rows bucket \(k)")
        }
    }

    @Test func malformedTablesAreRejectedWithTheirPath() {
        var config = PlinkoConfiguration.defaults
        var table = config.tables[PlinkoOptions(rows: 16, risk: .high)]!
        table.centis[3] = Centi(-20)
        config.tables[PlinkoOptions(rows: 16, risk: .high)] = table
        #expect(throws: ConfigurationError(path: "plinko.tables[16].high[3]", value: "-0.20x", rule: "is negative")) {
            try config.validate()
        }
        config = .defaults
        config.tables[PlinkoOptions(rows: 8, risk: .low)] = PlinkoTable([1, 2, 3, 4, 5, 4, 3, 2, 2].map(Centi.init))
        #expect(throws: ConfigurationError.self) { try config.validate() }
        #expect(throws: ConfigurationError(path: "rows", value: "17", rule: "must be 8…16")) {
            _ = try PlinkoEngine(options: PlinkoOptions(rows: 17, risk: .low))
        }
    }
}
