import CasinoCore
import OddsReports
import Testing
import XoshiroLanes
@testable import OddsLab

/// The vector generator must be the scalar generator, word for word, or the runner's results
/// would depend on the machine.
@Suite("Vector generator")
struct LaneGeneratorTests {
    /// Every kernel this machine runs (portable, AVX2, AVX-512), every lane, 24 seed and stream
    /// pairs, across three fills of blocks of 5 and 256 rows: each lane's words are its stream's.
    @Test func everyLaneOfEveryKernelIsItsScalarStreamAcrossBlocks() {
        let seeds: [UInt64] = [0, 1, 42, 0xdead_beef, UInt64.max, 1 << 63]
        let firstStreams: [UInt64] = [0, 8, 1_000_000, UInt64.max - 7]
        for kernel in LaneKernel.available {
            for seed in seeds {
                for first in firstStreams {
                    for rows in [5, 256] {
                        let streams = (0..<8).map { first + UInt64($0) }
                        var scalar = streams.map { Xoshiro256StarStar(seed: seed, stream: $0) }
                        let block = LaneBlock(streams: scalar, rows: rows, kernel: kernel)
                        for _ in 0..<3 {
                            block.fill()
                            for lane in 0..<8 {
                                var g = block.generator(lane: lane)
                                for row in 0..<rows {
                                    #expect(
                                        g.next() == scalar[lane].next(),
                                        "kernel \(LaneKernel.name(kernel)) seed \(seed) stream \(streams[lane]) row \(row)"
                                    )
                                }
                                #expect(g.isPastBlock)
                            }
                        }
                    }
                }
            }
        }
    }

    /// A lane read past the end of its block steps its own stream, and the next fill continues
    /// from there: the lane's words stay its stream's whatever the block boundaries.
    @Test func readingPastTheBlockContinuesTheStreamAndTheNextFillFollowsIt() {
        for kernel in LaneKernel.available {
            var scalar = (0..<8).map { Xoshiro256StarStar(seed: 9, stream: UInt64($0)) }
            let block = LaneBlock(streams: scalar, rows: 4, kernel: kernel)
            for round in 0..<5 {
                block.fill()
                for lane in 0..<8 {
                    var g = block.generator(lane: lane)
                    // Lane l reads l words past the block this round (a wager that straddles it).
                    for i in 0..<(4 + (lane + round) % 8) {
                        #expect(
                            g.next() == scalar[lane].next(), "kernel \(LaneKernel.name(kernel)) lane \(lane) word \(i)")
                    }
                }
            }
        }
    }

    @Test func thisMachineRunsTheKernelItsCPUSupports() {
        #expect(LaneKernel.available.first == xoshiro_kernel_portable)
        #expect(LaneKernel.available.last == LaneKernel.best)
    }

    /// The runner gives the same result, in JSON, with the draws from lanes or
    /// from the scalar generator: every game, 1 and 2 threads, chunk counts that fill no group of
    /// 8 exactly, a short last chunk, odd chunk sizes, and shards.
    static func laneGames() throws -> [ConfiguredGame] {
        let configuration = GameConfiguration.defaults
        return try configuration.defaultConfiguredGames(for: GameSelection())
            + [
                try configuration.configuredGame(
                    for: GameSelection(game: .mines, options: ["mines": "20", "reveals": "2"])),
                try configuration.configuredGame(
                    for: GameSelection(game: .mines, options: ["mines": "2", "reveals": "7"])),
                try configuration.configuredGame(
                    for: GameSelection(game: .mines, options: ["mines": "6", "reveals": "3"]))
            ]
    }

    @Test(arguments: try laneGames())
    func runnerResultsAreIdenticalWithTheVectorGeneratorOnAndOff(game: ConfiguredGame) throws {
        for (wagers, chunkSize) in [(1, 7), (1000, 7), (20_011, 999), (300_000, 4096)] {
            let spec = try RunSpec(
                game: game.game, options: [], wager: 10, remainingMinutes: 100,
                minutesUntilMidnight: 600, seed: 5, wagers: wagers, chunkSize: chunkSize)
            let reference = MonteCarloRunner.run(
                game: game.engine, spec: spec, producer: "test", threads: 1, draws: .scalar)
            for threads in [1, 2] {
                let lanes = MonteCarloRunner.run(
                    game: game.engine, spec: spec, producer: "test", threads: threads, draws: .lanes)
                #expect(
                    lanes.json == reference.json,
                    "\(game.title) \(wagers) wagers chunks of \(chunkSize), \(threads) threads")
                #expect(lanes.totals.outcomeCounts == reference.totals.outcomeCounts)
            }
            let shard = try Shard(parsing: "2/3")
            let scalarShard = MonteCarloRunner.run(
                game: game.engine, spec: spec, producer: "test", shard: shard, threads: 2, draws: .scalar)
            let lanesShard = MonteCarloRunner.run(
                game: game.engine, spec: spec, producer: "test", shard: shard, threads: 2, draws: .lanes)
            #expect(lanesShard.json == scalarShard.json, "\(game.title) shard")
        }
    }

    /// The row loop stops at a row whose word does not decide its round, and the lanes go on one by
    /// one from there: an engine undecided on one word in 64 (with one or two more draws then)
    /// counts the same with the vector generator as with the scalar one.
    @Test(arguments: [(300_000, 4096), (100_000, 256), (50_000, 300)])
    func roundsNotDecidedByTheirWordLeaveTheRowLoopAndCountTheSame(wagers: Int, chunkSize: Int) throws {
        let spec = try RunSpec(
            game: .crash, options: [], wager: 10, remainingMinutes: 100,
            minutesUntilMidnight: 600, seed: 9, wagers: wagers, chunkSize: chunkSize)
        func expectSameCounts<Engine: GameEngine>(_ plan: Engine) {
            let reference = MonteCarloRunner.run(
                engine: plan, spec: spec, producer: "test", threads: 1, draws: .scalar)
            for threads in [1, 2] {
                let lanes = MonteCarloRunner.run(
                    engine: plan, spec: spec, producer: "test", threads: threads, draws: .lanes)
                #expect(
                    lanes.json == reference.json,
                    "\(Engine.self) \(wagers) wagers, chunks of \(chunkSize), \(threads) threads")
            }
        }
        expectSameCounts(SometimesUndecidedPlan())
        expectSameCounts(SometimesUndecidedCoinPlan()) // the two-outcome row loop
    }
}
