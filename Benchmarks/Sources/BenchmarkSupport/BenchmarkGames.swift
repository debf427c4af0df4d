import CasinoCore
import Foundation
import OddsLab

/// A game as the performance table and the benchmarks measure it: the reference options.
public struct BenchmarkGame: Sendable {
    /// `"Crash 2.00x"`.
    public var name: String
    /// The engine.
    public var engine: AnyGameEngine

    /// Crash 2.00x, Plinko 16 rows medium, Slots, Mines 3 mines 5 reveals.
    public static func all() throws -> [BenchmarkGame] {
        [
            BenchmarkGame(name: "Crash 2.00x", engine: AnyGameEngine(try CrashEngine(target: CrashTarget(Centi(200))))),
            BenchmarkGame(
                name: "Plinko 16 rows medium",
                engine: AnyGameEngine(try PlinkoEngine(options: PlinkoOptions(rows: 16, risk: .medium)))),
            BenchmarkGame(name: "Slots", engine: AnyGameEngine(try SlotsEngine())),
            BenchmarkGame(
                name: "Mines 3 mines 5 reveals",
                engine: AnyGameEngine(try MinesEngine(plan: MinesPlan(mines: 3, reveals: 5))))
        ]
    }

    /// Plays `wagers` wagers through `MonteCarloRunner` with the tool's chunk size on `threads` threads.
    public func run(wagers: Int, threads: Int, seed: UInt64 = 42) throws -> MonteCarloResult {
        let spec = try RunSpec(game: engine.kind, wager: 10, seed: seed, wagers: wagers)
        return MonteCarloRunner.run(game: engine, spec: spec, producer: "benchmark", threads: threads)
    }

    /// Wagers per second through the runner (best of `repeats` runs, to ride out a busy machine).
    public func wagersPerSecond(wagers: Int, threads: Int, repeats: Int = 3) throws -> Double {
        var best = 0.0
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = try run(wagers: wagers, threads: threads)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            precondition(result.totals.wagers == wagers)
            best = max(best, Double(wagers) / seconds)
        }
        return best
    }

    /// The mean number of 64-bit words one wager draws, over `wagers` wagers.
    public func drawsPerWager(wagers: Int = 1 << 20) -> Double {
        var generator = CountingGenerator(Xoshiro256StarStar(seed: 7))
        var sink = 0
        for _ in 0..<wagers { sink &+= engine.playOutcome(using: &generator) }
        precondition(sink >= 0)
        return Double(generator.drawIndex) / Double(wagers)
    }
}

/// Raw xoshiro256** throughput: `threads` threads each drawing its own stream, as runner chunks do.
public enum RawDraws {
    /// Draws `draws` words in total and returns words per second (best of `repeats`).
    public static func perSecond(draws: Int, threads: Int, repeats: Int = 3) -> Double {
        var best = 0.0
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            DispatchQueue.concurrentPerform(iterations: threads) { t in
                discard(drawWords(draws / threads, stream: UInt64(t)))
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            best = max(best, Double(draws / threads * threads) / seconds)
        }
        return best
    }

    /// XOR of `count` words of stream `stream` of seed 1, so the draws cannot be optimised away.
    @inline(never)
    public static func drawWords(_ count: Int, stream: UInt64) -> UInt64 {
        var generator = Xoshiro256StarStar(seed: 1, stream: stream)
        var x: UInt64 = 0
        for _ in 0..<count { x ^= generator.next() }
        return x
    }
}

@inline(never)
public func discard<T>(_ value: T) { withExtendedLifetime(value) {} }
