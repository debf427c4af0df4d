import Testing
@testable import OddsLab

@Suite("Tuning Plinko")
struct TuningPlinkoTests {
    @Test func explore() throws {
        var worstGap = ExactFraction.zero
        var worstChange = 0.0
        for options in PlinkoOptions.all {
            for r in ["0.95", "0.97", "0.99"] {
                let t = try PlinkoTuner(configuration: .defaults, options: options).tune(to: try TargetRTP(parsing: r))
                if worstGap < t.gap.magnitude { worstGap = t.gap.magnitude }
                worstChange = max(worstChange, abs(t.largestShapeChange.relative))
                print(options, r, t.table.centis.map(\.hundredths), t.gap, t.isOptimal, t.largestShapeChange)
            }
        }
        print("worst", worstGap.doubleValue, worstChange)
    }
}
