import CasinoCore
import Testing
@testable import OddsLab

@Suite("Tuning Plinko")
struct PlinkoTunerTests {
    static let targets = ["0.95", "0.97", "0.99"]

    /// The acceptance rule, on all 27 tables × 3 targets, checked through the engine's own
    /// outcome table and `ExactAnalysis` rather than the tuner's arithmetic.
    @Test(arguments: PlinkoOptions.all, targets)
    func everyTableReachesEveryTargetWithinHalfATenthOfAPercentVerifiedByAnalysis(options: PlinkoOptions, text: String)
        throws
    {
        let tolerance = ExactFraction(5, 10_000)
        let target = try TargetRTP(parsing: text)
        let tuning = try PlinkoTuner(configuration: PreFloorDefaults.configuration.plinko, options: options)
            .tune(to: target)
        var configuration = PlinkoConfiguration.defaults
        configuration.tables[options] = tuning.table
        let analysis = try ExactAnalysis(engine: try PlinkoEngine(configuration: configuration, options: options))
        #expect(analysis.nominalRTP == tuning.rtp, "\(options) \(text)")
        #expect(
            !(tolerance < RTPGap(achieved: analysis.nominalRTP, target: target.value).magnitude),
            "\(options) \(text)")
    }

    /// Every RTP step is 1/(50·2ⁿ) and the edge pair (weight 2) can take up any remainder, so on
    /// the default shapes the result is always the closest table of hundredths there is.
    @Test(arguments: PlinkoOptions.all, targets)
    func everyDefaultTableIsTheClosestHundredthsAllow(options: PlinkoOptions, text: String) throws {
        let tuning = try PlinkoTuner(configuration: PreFloorDefaults.configuration.plinko, options: options)
            .tune(to: try TargetRTP(parsing: text))
        #expect(tuning.isOptimal, "\(options) \(text)")
        // R·100·2ⁿ is a whole even number for these R, so "closest" is "exact".
        #expect(tuning.gap.isZero, "\(options) \(text)")
    }

    @Test(arguments: PlinkoOptions.all, targets)
    func tunedTablesAreSymmetricNonDecreasingFromTheCentreAndAboveTheMinimum(options: PlinkoOptions, text: String)
        throws
    {
        let tuner = try PlinkoTuner(
            configuration: PreFloorDefaults.configuration.plinko, options: options, minimum: Centi(15))
        let table = try tuner.tune(to: try TargetRTP(parsing: text)).table
        try table.validate(rows: options.rows)
        let c = table.centis.map(\.hundredths)
        let n = options.rows
        for k in 0..<(n / 2) { #expect(c[k] >= c[k + 1], "\(options) \(text) bucket \(k)") }
        #expect(c.allSatisfy { $0 >= 15 }, "\(options) \(text)")
    }

    /// The shape survives: no multiplier moves more than a hundredth plus 2.5 % from the exactly
    /// scaled table (the 2 % cases are 0.10x–0.20x centres, where one hundredth is that much).
    @Test(arguments: PlinkoOptions.all, targets)
    func tuningKeepsTheShape(options: PlinkoOptions, text: String) throws {
        let tuning = try PlinkoTuner(configuration: PreFloorDefaults.configuration.plinko, options: options)
            .tune(to: try TargetRTP(parsing: text))
        #expect(
            abs(tuning.largestShapeChange.relative) < 0.025, "\(options) \(text) \(tuning.largestShapeChange)")
    }

    @Test func aMinimumAboveTheShapesCentreHoldsTheCentreUpAndScalesTheRest() throws {
        let options = PlinkoOptions(rows: 16, risk: .high)
        let tuning = try PlinkoTuner(
            configuration: PreFloorDefaults.configuration.plinko, options: options, minimum: Centi(50)
        ).tune(to: try TargetRTP(parsing: "0.97"))
        let c = tuning.table.centis.map(\.hundredths)
        #expect(c[8] == 50 && c[7] == 50 && c[6] == 50)
        #expect(tuning.gap.magnitude < ExactFraction(5, 10_000))
        // The edge pays less than the shape's 1000x to make room for the raised centre.
        #expect(c[0] < 100_000)
    }

    @Test func aTargetBelowTheMinimumMultiplierIsRefusedWithTheReason() throws {
        let tuner = try PlinkoTuner(
            configuration: PreFloorDefaults.configuration.plinko, options: PlinkoOptions(rows: 8, risk: .low),
            minimum: Centi(20))
        #expect(
            throws: InputError(
                "plinko 8 rows low: target RTP 0.15 is below what the minimum multiplier allows (every bucket pays at least 0.20x, so the RTP is at least 0.2)"
            )
        ) {
            _ = try tuner.tune(to: try TargetRTP(parsing: "0.15"))
        }
    }

    @Test func anAsymmetricShapeIsRefusedNamingTheBucket() throws {
        let shape = PlinkoTable([550, 240, 110, 77, 73, 77, 110, 240, 560].map(Centi.init))
        let tuner = PlinkoTuner(options: PlinkoOptions(rows: 8, risk: .low), shape: shape)
        #expect(
            throws: ConfigurationError(path: "shape[8]", value: "5.60x", rule: "breaks symmetry (bucket 0 pays 5.50x)")
        ) {
            _ = try tuner.tune(to: try TargetRTP(parsing: "0.97"))
        }
    }

    @Test func aShapeOfTheWrongLengthIsRefused() throws {
        let shape = PlinkoTable([550, 240, 110, 77, 110, 240, 550].map(Centi.init))
        let tuner = PlinkoTuner(options: PlinkoOptions(rows: 8, risk: .low), shape: shape)
        #expect(
            throws: ConfigurationError(
                path: "shape", value: "7 multipliers", rule: "is the wrong length (8 rows need 9)")
        ) {
            _ = try tuner.tune(to: try TargetRTP(parsing: "0.97"))
        }
    }

    @Test func aShapeThatDipsOutwardIsRefused() throws {
        let shape = PlinkoTable([550, 100, 110, 77, 73, 77, 110, 100, 550].map(Centi.init))
        let tuner = PlinkoTuner(options: PlinkoOptions(rows: 8, risk: .low), shape: shape)
        #expect(
            throws: InputError(
                "shape[1]: 1.00x is below bucket 2's 1.10x (multipliers must not decrease from the centre to the edge)")
        ) {
            _ = try tuner.tune(to: try TargetRTP(parsing: "0.97"))
        }
    }

    @Test func aGivenShapeIsScaledToTheTarget() throws {
        // A flat-ish shape of 1.00x everywhere but the edges: tuned to 0.99 it stays within 0.0005.
        let shape = PlinkoTable([300, 100, 100, 100, 100, 100, 100, 100, 300].map(Centi.init))
        let tuning = try PlinkoTuner(options: PlinkoOptions(rows: 8, risk: .low), shape: shape).tune(
            to: try TargetRTP(parsing: "0.99"))
        #expect(tuning.isOptimal)
        #expect(tuning.gap.magnitude < ExactFraction(5, 10_000))
        #expect(tuning.minimum == Centi(20))
    }

    @Test func theDefaultMinimumIsTheShapesOwnOrTwentyHundredthsWhicheverIsLower() throws {
        let high = try PlinkoTuner(
            configuration: PreFloorDefaults.configuration.plinko, options: PlinkoOptions(rows: 16, risk: .high))
        #expect(high.minimum == Centi(11))
        let low = try PlinkoTuner(
            configuration: PreFloorDefaults.configuration.plinko, options: PlinkoOptions(rows: 16, risk: .low))
        #expect(low.minimum == Centi(20))
    }
}
