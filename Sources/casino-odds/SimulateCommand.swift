import ArgumentParser
import CasinoCore
import OddsLab
import OddsReports

struct SimulateCommand: ParsableCommand, OptionWording {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Play a game's real engine for N seeded wagers and compare what it paid with the exact odds.",
        discussion: """
            The run is cut into chunks of \(RunSpec.standardChunkSize) wagers; chunk k plays on stream k \
            of the seed (Docs/rng.md), so the result is byte-identical for any --threads and any \
            --shard split. Every wager is checked: its payout against the preview, and the midnight \
            cap's rules (Docs/rules.md).

            --wagers takes 1000000, 1e9, 2.5e6, 250M, 1.5G, 10k (at most 1e15).
            --shard i/k plays only shard i of k (contiguous chunk ranges) and writes a partial \
            result (JSON unless --format says otherwise); `casino-odds merge` combines the parts \
            into what the unsharded run prints. See Docs/scaling.md.

            Progress (rate, time left) shows on stderr when it is a terminal and the run lasts over \
            a second. Ctrl-C stops after the chunks in progress and writes the chunks done as a \
            partial result, then exits with code 130.

            Examples:
              casino-odds simulate --game crash --target 2.00 --wagers 1e8 --seed 1
              casino-odds simulate --game mines --wagers 1e9 --shard 1/8 --output p1.json
            """
    )

    static let wording = SharedWording(
        threadsHelp: "Worker threads (default: all cores). The result does not depend on it.",
        wagersValueName: nil)

    @OptionGroup var game: GameOptions
    @OptionGroup var stake: StakeOption<SimulateCommand>
    @OptionGroup var moment: MomentOptions<SimulateCommand>
    @OptionGroup var wagers: WagersOption<SimulateCommand>
    @OptionGroup var seed: SeedOption<SimulateCommand>
    @OptionGroup var threads: ThreadsOption<SimulateCommand>

    @OptionGroup var shard: ShardOption<SimulateCommand>

    @Option(help: "by-outcome (fast) or each-wager (settle each wager separately); the result is the same.")
    var settle: MonteCarloRunner.Settlement = .byOutcome

    @Option(help: "Output format: table or json (default: table; json with --shard).") var format: SimulationFormat?

    @OptionGroup var output: OutputOption<SimulateCommand>

    func run() throws {
        let request = try SimulateRequest(
            game: game.flags, stake: stake.minutes, remaining: moment.remaining,
            untilMidnight: moment.untilMidnight, wagers: wagers.wagers,
            seed: seed.seed, threads: threads.threads, shard: shard.shard, settlement: settle,
            producer: "casino-odds \(ToolVersion.string)")
        let target = try output.target()
        let result = try monitored("simulating", unit: "wagers", total: request.wagersToPlay, request.run)
        try result.write(format ?? (shard.shard == nil ? .table : .json), to: target)
        if let interruption = result.interruption { throw interruption }
    }
}

extension SimulationFormat: ExpressibleByArgument {}
extension MonteCarloRunner.Settlement: ExpressibleByArgument {}
