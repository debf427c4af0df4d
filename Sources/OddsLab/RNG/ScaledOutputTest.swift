import CasinoCore
import Statistics

/// Pearson chi-square tests of the generator's **scaled** output, exactly as the games use it: a
/// lab's "final outcome" check, next to the batteries that test the raw words (Docs/rng.md).
enum ScaledOutputTest {
    /// The most bins a bounded-integer test uses: bounds above it are binned by `v mod bins`, the
    /// value's lowest digit (its high bits are the draw's high bits, which the bins of a bound of
    /// 1000 already test; the low digits are what mixed-radix decoding hands to a game).
    static let maximumBins: UInt64 = 1000

    /// `draws` values of `nextBounded(bound)` from stream `stream` of `seed`, counted in
    /// `min(bound, 1000)` bins of exactly known probability, against the uniform distribution.
    ///
    /// - Complexity: O(draws).
    static func bounded(_ bound: UInt64, draws: Int, seed: UInt64, stream: UInt64) throws
        -> PearsonChiSquareTest
    {
        precondition(bound > 0 && draws >= 0, "bounded test needs a positive bound")
        let bins = min(bound, maximumBins)
        var counts = [UInt64](repeating: 0, count: Int(bins))
        var generator = Xoshiro256StarStar(seed: seed, stream: stream)
        counts.withUnsafeMutableBufferPointer { slots in
            if bins == bound {
                for _ in 0..<draws { slots[Int(generator.nextBounded(bound))] &+= 1 }
            } else {
                for _ in 0..<draws { slots[Int(generator.nextBounded(bound) % bins)] &+= 1 }
            }
        }
        // Bin i holds the values i, i + bins, … below bound: ⌊(bound − 1 − i) / bins⌋ + 1 of them.
        let probabilities = (0..<bins).map { Double((bound - 1 - $0) / bins + 1) / Double(bound) }
        return try PearsonChiSquareTest(observed: counts, expectedProbabilities: probabilities)
    }

    /// `wagers` outcomes of `engine` played from stream `stream` of `seed` (the engine's own draws),
    /// against its exact outcome table.
    static func outcomes<Engine: GameEngine>(of engine: Engine, wagers: Int, seed: UInt64, stream: UInt64)
        throws
        -> PearsonChiSquareTest
    {
        let outcomes = engine.outcomeTable.outcomes
        var counts = [UInt64](repeating: 0, count: outcomes.count + 1)
        var generator = Xoshiro256StarStar(seed: seed, stream: stream)
        let invalid = UInt(outcomes.count)
        counts.withUnsafeMutableBufferPointer { slots in
            for _ in 0..<wagers {
                let index = engine.playOutcome(using: &generator)
                slots[Int(min(UInt(bitPattern: index), invalid))] &+= 1
            }
        }
        // An index outside the table is an outcome of probability 0: the test reports it as impossible.
        return try PearsonChiSquareTest(
            observed: counts,
            expectedProbabilities: outcomes.map(\.probability.doubleValue) + [0])
    }

    /// `outcomes(of:wagers:seed:stream:)` on the engine `game` holds, played by the game's kernel
    /// (`EngineKernels`), so the loop is specialised on the engine's type.
    static func outcomes(of game: AnyGameEngine, wagers: Int, seed: UInt64, stream: UInt64) throws
        -> PearsonChiSquareTest
    {
        let test = Outcomes(wagers: wagers, seed: seed, stream: stream)
        guard let kernels = EngineKernels.of(game) else { return try game.open(test) }
        return try kernels.outcomes(game, test)
    }

    /// The test's inputs but the engine: what a game's kernel hands its concrete engine to.
    struct Outcomes: GameEngineBody {
        typealias Failure = any Error
        let wagers: Int, seed: UInt64, stream: UInt64
        func callAsFunction<Engine: GameEngine>(_ engine: Engine) throws -> PearsonChiSquareTest {
            try ScaledOutputTest.outcomes(of: engine, wagers: wagers, seed: seed, stream: stream)
        }
    }
}
