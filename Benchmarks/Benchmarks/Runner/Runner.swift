import Benchmark
import BenchmarkSupport
import Foundation

// Throughput of the Monte Carlo runner per game on all cores, and of the raw generator, with
// allocation counts: a run allocates per chunk and per thread, never per wager, so the malloc
// count of a 67-million-wager run is a few hundred at most.
let benchmarks: @Sendable () -> Void = {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let wagersPerRun = 64 << 20 // 64 chunks: enough for every core to take several.
    let millionsPerSecond = BenchmarkMetric.custom("M wagers/s", polarity: .prefersLarger, useScalingFactor: false)
    let drawsPerSecond = BenchmarkMetric.custom("M draws/s", polarity: .prefersLarger, useScalingFactor: false)

    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(10),
        maxIterations: 10
    )

    Benchmark(
        "RNG xoshiro256** draws, \(cores) threads",
        configuration: .init(metrics: [.wallClock, drawsPerSecond])
    ) { benchmark in
        let draws = 1 << 28
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: cores) { t in
            blackHole(RawDraws.drawWords(draws / cores, stream: UInt64(t)))
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        benchmark.measurement(drawsPerSecond, Int(Double(draws) / seconds / 1e6))
    }

    guard let games = try? BenchmarkGame.all() else { return }
    for game in games {
        for threads in Set([1, cores]).sorted() {
            Benchmark(
                "Runner \(game.name), \(threads) thread\(threads == 1 ? "" : "s")",
                configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, millionsPerSecond])
            ) { benchmark in
                let start = DispatchTime.now().uptimeNanoseconds
                let result = try game.run(wagers: wagersPerRun, threads: threads)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                blackHole(result.totals.wagers)
                benchmark.measurement(millionsPerSecond, Int(Double(wagersPerRun) / seconds / 1e6))
            }
        }
    }
}
