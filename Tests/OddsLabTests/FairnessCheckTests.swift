import CasinoCore
import Foundation
@testable import OddsLab
import Statistics
import Testing

// Power, shown rather than claimed: four subtly wrong engines. Each reports the real outcome
// table (so the gate compares it with the real odds) but plays differently, the way a real bug
// would. Each must be caught at the level the default suite's first Holm step uses (α/m, m the
// standard suite's test count), and the right engine, at the same size and seed, must pass every check. Each test
// also computes the exact probabilities of the wrong engine and from them the power of the check
// at the test's size, and requires it to be at least 99 %, so passing is not luck of the seed.

/// The level of the first Holm step in a default run: 5·10⁻⁷ / m, m the standard suite's test count.
private let defaultLevel =
    (try? CheckSuite(configuration: .defaults))?.plan(wagersPerCase: CheckSuite.defaultWagers).bonferroniLevel ?? 0

/// Whether `result` fails the gate at the default run's first Holm step, or a deterministic rule.
private func isCaught(_ result: CaseResult) -> Bool {
    (result.rtpTest.isApplicable && result.rtpTest.pValue <= defaultLevel)
        || (result.chiSquare.isApplicable && result.chiSquare.pValue <= defaultLevel)
        || result.previewMismatches > 0 || result.ruleViolations > 0 || result.impossibleOutcomes > 0
}

/// Whether every check of `result` passes at the default level.
private func passes(_ result: CaseResult) -> Bool { !isCaught(result) }

/// The probability that the gate catches an engine whose true outcome probabilities are `truth`
/// after `wagers` wagers of `checkCase`: the larger of the z-test's power (the observed RTP is
/// normal around the true RTP with the true σ) and the chi-square's (noncentral chi-square with
/// λ = n · Σ (p′ − p)² / p over the test's bins).
private func power(of truth: [Double], against checkCase: CheckCase, wagers: Int) throws -> Double {
    let odds = CaseOdds(checkCase)
    let exact = odds.probabilities.map(\.doubleValue)
    let x = odds.paidMinutes.map { Double($0) / Double(checkCase.wager) }
    let trueMean = zip(truth, x).reduce(0) { $0 + $1.0 * $1.1 }
    let trueSigma = zip(truth, x).reduce(0) { $0 + $1.0 * ($1.1 - trueMean) * ($1.1 - trueMean) }.squareRoot()
    let n = Double(wagers)
    let critical = NormalDistribution.twoSidedCriticalValue(alpha: defaultLevel)
    let shift = (trueMean - odds.rtpValue) * n.squareRoot() / odds.sigma
    let spread = trueSigma / odds.sigma
    let zPower =
        NormalDistribution.survival((critical - shift) / spread) + NormalDistribution.cdf((-critical - shift) / spread)

    var counts = [UInt64](repeating: 0, count: exact.count)
    counts[0] = UInt64(wagers)
    let bins = try PearsonChiSquareTest(
        observed: counts, expectedProbabilities: exact,
        minimumExpectedCount: CheckPolicy.standard.minimumExpectedCount
    ).bins
    var lambda = 0.0
    for bin in bins {
        let p = bin.expectedProbability
        let q = bin.categories.reduce(0) { $0 + truth[$1] }
        lambda += n * (q - p) * (q - p) / p
    }
    let df = Double(bins.count - 1)
    let chiCritical = ChiSquareDistribution(degreesOfFreedom: df).upperQuantile(defaultLevel)
    let chiPower = NoncentralChiSquareDistribution(degreesOfFreedom: df, noncentrality: lambda).survival(chiCritical)
    return max(zPower, chiPower)
}

// MARK: - Crash: a 3.3 % edge behind the 3 % table

/// Plays Crash with return 96.7 % while showing the 97 % table.
struct EdgeShiftedCrash: GameEngine {
    let claimed: CrashEngine
    let played: CrashEngine
    var outcomeTable: OutcomeTable { claimed.outcomeTable }
    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int { played.playOutcome(using: &generator) }
}

@Test func crashWithAThreePointThreePercentEdgeIsCaughtAndTheRightEnginePasses() throws {
    let target = CrashTarget(Centi(150))
    let offering = CrashConfiguration.defaults.offering(target.centi)
    let right = try CrashEngine(configuration: offering, target: target)
    var edge = offering
    edge.returnPPM = 967_000
    let wrong = EdgeShiftedCrash(claimed: right, played: try CrashEngine(configuration: edge, target: target))
    let checkCase = CheckCase(game: try .crash(offering, target: target), wager: 10)
    let wagers = 1 << 23

    let winProbability = Double(CrashEngine.winThreshold(returnPPM: 967_000, target: target.centi)) * 0x1p-53
    let computed = try power(of: [1 - winProbability, winProbability], against: checkCase, wagers: wagers)
    print("power \(checkCase.title), \(wagers) wagers: \(computed)")
    #expect(computed >= 0.99)
    let caught = try FairnessCheck.run(checkCase, engine: wrong, seed: 11, wagers: wagers, threads: 2)
    print("wrong \(checkCase.title): z p = \(caught.rtpTest.pValue), chi-square p = \(caught.chiSquare.pValue)")
    #expect(isCaught(caught))
    #expect(passes(try FairnessCheck.run(checkCase, engine: right, seed: 11, wagers: wagers, threads: 2)))
}

// MARK: - Plinko: bounces to the right with probability 0.505

/// Plays Plinko with one draw per row, right when the draw is below 0.505 · 2⁶⁴.
struct RightLeaningPlinko: GameEngine {
    let engine: PlinkoEngine
    /// ⌊0.505 · 2⁶⁴⌋.
    static let threshold = UInt64((UInt128(505) << 64) / 1000)
    var outcomeTable: OutcomeTable { engine.outcomeTable }
    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        var rights = 0
        for _ in 0..<engine.options.rows where generator.next() < RightLeaningPlinko.threshold { rights += 1 }
        return rights
    }
}

@Test func plinkoBouncingRightHalfAPercentMoreOftenIsCaughtAndTheRightEnginePasses() throws {
    let options = PlinkoOptions(rows: 16, risk: .medium)
    let right = try PlinkoEngine(options: options)
    let checkCase = CheckCase(game: try .plinko(.defaults, options: options), wager: 10)
    let wagers = 1 << 18

    let q = Double(RightLeaningPlinko.threshold) * 0x1p-64
    let truth = (0...16).map { k in
        Double(binomialCoefficient(16, k)) * pow(q, Double(k)) * pow(1 - q, Double(16 - k))
    }
    // The RTP barely moves (the tables are symmetric); the chi-square sees the shape.
    let computed = try power(of: truth, against: checkCase, wagers: wagers)
    print("power \(checkCase.title), \(wagers) wagers: \(computed)")
    #expect(computed >= 0.99)
    let wrongResult = try FairnessCheck.run(
        checkCase, engine: RightLeaningPlinko(engine: right), seed: 12, wagers: wagers, threads: 2)
    print(
        "wrong \(checkCase.title): z p = \(wrongResult.rtpTest.pValue), chi-square p = \(wrongResult.chiSquare.pValue)")
    #expect(isCaught(wrongResult))
    #expect(wrongResult.chiSquare.pValue <= defaultLevel)
    #expect(passes(try FairnessCheck.run(checkCase, engine: right, seed: 12, wagers: wagers, threads: 2)))
}

// MARK: - Mines: mines placed with a modulo-biased draw

/// Floyd's subset with `t = (x >> 59) % (j + 1)`: five random bits reduced modulo j + 1, so low
/// tiles (the ones revealed first) get twice the chance of high ones.
struct ModuloBiasedMines: GameEngine {
    let engine: MinesEngine
    var outcomeTable: OutcomeTable { engine.outcomeTable }

    static func mask<G: BitGenerator>(mines: Int, using generator: inout G) -> UInt64 {
        var mask: UInt64 = 0
        var j = MinesConfiguration.tileCount - mines
        while j < MinesConfiguration.tileCount {
            let t = (generator.next() >> 59) % UInt64(j + 1)
            let bit: UInt64 = 1 << t
            mask |= (mask & bit == 0) ? bit : (1 << UInt64(j))
            j += 1
        }
        return mask
    }

    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        engine.outcome(forMines: ModuloBiasedMines.mask(mines: engine.plan.mines, using: &generator))
    }
}

@Test func minesPlacedWithAModuloBiasedDrawAreCaughtAndTheRightEnginePasses() throws {
    let plan = MinesPlan(mines: 3, reveals: 5)
    let right = try MinesEngine(plan: plan)
    let checkCase = CheckCase(game: try .mines(.defaults, plan: plan), wager: 10)
    let wagers = 1 << 16

    // The wrong engine's exact odds: every path of the three biased draws.
    var truth = [Double](repeating: 0, count: plan.reveals + 1)
    func walk(_ j: Int, _ mask: UInt64, _ probability: Double) {
        guard j < MinesConfiguration.tileCount else {
            truth[right.outcome(forMines: mask)] += probability
            return
        }
        for t in 0...j {
            let ways = (0..<32).filter { $0 % (j + 1) == t }.count
            let bit: UInt64 = 1 << UInt64(t)
            walk(j + 1, mask & bit == 0 ? mask | bit : mask | (1 << UInt64(j)), probability * Double(ways) / 32)
        }
    }
    walk(MinesConfiguration.tileCount - plan.mines, 0, 1)
    let computed = try power(of: truth, against: checkCase, wagers: wagers)
    print("power \(checkCase.title), \(wagers) wagers: \(computed)")
    #expect(computed >= 0.99)
    let caught = try FairnessCheck.run(
        checkCase, engine: ModuloBiasedMines(engine: right), seed: 13, wagers: wagers, threads: 2)
    print("wrong \(checkCase.title): z p = \(caught.rtpTest.pValue), chi-square p = \(caught.chiSquare.pValue)")
    #expect(isCaught(caught))
    #expect(passes(try FairnessCheck.run(checkCase, engine: right, seed: 13, wagers: wagers, threads: 2)))
}

// MARK: - Slots: one stop of one reel shifted to its neighbour

/// Spins the real machine, except that stop `stop` of reel `reel` shows the stop after it.
struct ShiftedStopSlots: GameEngine {
    let engine: SlotsEngine
    let reel: Int
    let stop: UInt64
    var outcomeTable: OutcomeTable { engine.outcomeTable }

    func lengths() -> [UInt64] { engine.configuration.reels.map { UInt64($0.count) } }

    func shifted(_ stops: [UInt64]) -> [UInt64] {
        var stops = stops
        if stops[reel] == stop { stops[reel] = (stop + 1) % UInt64(engine.configuration.reels[reel].count) }
        return stops
    }

    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        let lengths = lengths()
        let stops = shifted([
            generator.nextBounded(lengths[0]), generator.nextBounded(lengths[1]), generator.nextBounded(lengths[2])
        ])
        return engine.outcome(forStops: stops[0], stops[1], stops[2])
    }
}

@Test func slotsWithOneStopShiftedAreCaughtAndTheRightEnginePasses() throws {
    let right = try SlotsEngine()
    // Reel 1, stop 8 (a 3BAR) shows stop 9 (a blank): the subtlest single shift of this machine,
    // −2.4 pp of RTP (every other shift moves it more).
    let wrong = ShiftedStopSlots(engine: right, reel: 0, stop: 8)
    let checkCase = CheckCase(game: try .slots(.defaults), wager: 10)
    let wagers = 1 << 19

    let reels = right.configuration.reels.map(\.count)
    var truth = [Double](repeating: 0, count: right.outcomeTable.outcomes.count)
    let cycle = Double(reels.reduce(1, *))
    for a in 0..<reels[0] {
        for b in 0..<reels[1] {
            for c in 0..<reels[2] {
                let stops = wrong.shifted([UInt64(a), UInt64(b), UInt64(c)])
                truth[right.outcome(forStops: stops[0], stops[1], stops[2])] += 1 / cycle
            }
        }
    }
    let computed = try power(of: truth, against: checkCase, wagers: wagers)
    print("power \(checkCase.title), \(wagers) wagers: \(computed)")
    #expect(computed >= 0.99)
    let caught = try FairnessCheck.run(checkCase, engine: wrong, seed: 14, wagers: wagers, threads: 2)
    print("wrong \(checkCase.title): z p = \(caught.rtpTest.pValue), chi-square p = \(caught.chiSquare.pValue)")
    #expect(isCaught(caught))
    #expect(passes(try FairnessCheck.run(checkCase, engine: right, seed: 14, wagers: wagers, threads: 2)))
}
