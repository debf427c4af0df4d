import CasinoCore
import Foundation
@testable import OddsLab
import Statistics
import Testing

// Calibration: on right engines the gate's p-values must be uniform, or its stated false-alarm
// rate means nothing. One well-behaved case per game, 200 seeds, 50 000 wagers each (enough for
// the normal approximation of the RTP and for four or more chi-square bins of ≥ 1000 expected
// in every game); the z-test's and the chi-square's p-values of each game are tested against
// Uniform(0, 1) with Kolmogorov–Smirnov. Fixed seeds (1…200) make it deterministic; were the seeds
// random, each of the 8 KS tests would fail with probability 10⁻³, the file with at most 0.8 %.

/// The four cases: Crash 2.00x, Plinko 8 rows low, Mines 3/5, Slots, all at wager 10.
private func calibrationCases() throws -> [CheckCase] {
    let configuration = GameConfiguration.defaults
    return [
        CheckCase(game: try .crash(configuration.crash, target: .default), wager: 10),
        CheckCase(game: try .plinko(configuration.plinko, options: PlinkoOptions(rows: 8, risk: .low)), wager: 10),
        CheckCase(game: try .mines(configuration.mines, plan: MinesPlan(mines: 3, reveals: 5)), wager: 10),
        CheckCase(game: try .slots(configuration.slots), wager: 10)
    ]
}

@Test func pValuesOfRightEnginesAreUniformOverTwoHundredSeeds() throws {
    let cases = try calibrationCases()
    let seeds = 200
    let wagers = 50_000
    // Every (case, seed) run is one chunk; run them side by side, each into its own slot.
    let results = UnsafeMutableBufferPointer<(z: Double, chi: Double)>.allocate(capacity: cases.count * seeds)
    results.initialize(repeating: (.nan, .nan))
    defer { results.deallocate() }
    let slots = UncheckedSendable(results)
    DispatchQueue.concurrentPerform(iterations: cases.count * seeds) { job in
        let (caseIndex, seed) = job.quotientAndRemainder(dividingBy: seeds)
        guard let result = try? FairnessCheck.run(cases[caseIndex], seed: UInt64(seed + 1), wagers: wagers, threads: 1),
            result.rtpTest.isApplicable, result.chiSquare.isApplicable
        else { return }
        slots.value[job] = (result.rtpTest.pValue, result.chiSquare.pValue)
    }

    for (caseIndex, checkCase) in cases.enumerated() {
        let runs = Array(results[(caseIndex * seeds)..<((caseIndex + 1) * seeds)])
        #expect(runs.allSatisfy { !$0.z.isNaN && !$0.chi.isNaN }, "\(checkCase.title): every run tested")
        let z = try KolmogorovSmirnovTest(uniformSample: runs.map(\.z))
        let chi = try KolmogorovSmirnovTest(uniformSample: runs.map(\.chi))
        print("calibration \(checkCase.title): KS p = \(z.pValue) (RTP z-test), \(chi.pValue) (chi-square)")
        #expect(z.pValue >= 1e-3, "\(checkCase.title): z-test p-values not uniform, KS p = \(z.pValue)")
        #expect(chi.pValue >= 1e-3, "\(checkCase.title): chi-square p-values not uniform, KS p = \(chi.pValue)")
    }
}

@Test func calibrationCasesHaveEnoughBinsAtFiftyThousandWagers() throws {
    for checkCase in try calibrationCases() {
        #expect(FairnessCheck.chiSquareBins(CaseOdds(checkCase), wagers: 50_000) >= 2, "\(checkCase.title)")
    }
}

/// A value handed to concurrent workers that write disjoint slots of it.
private struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
