import CasinoCore
import SeededRuns

/// `simulate`: a game's real engine played for N seeded wagers (or one shard of them).
public struct SimulateRequest: Sendable {
    var spec: RunSpec
    var engine: AnyGameEngine
    /// The shard to play; nil for the whole run.
    var shard: Shard?
    var threads: Threads
    var settlement: MonteCarloRunner.Settlement
    /// Who made the result (the tool and its version), recorded in it.
    var producer: String

    /// Reads and checks the inputs: the threads, `wagers` (`WagerCount`), `shard` (`i/k`), the
    /// game flags (a game is required; a `--config` file's digest joins the run's identity), then
    /// the run's own rules (`RunSpec`).
    package init(
        game: GameFlags, stake: Int, remaining: Int?, untilMidnight: Int, wagers: String, seed: Seed, threads: Int?,
        shard: String?, settlement: MonteCarloRunner.Settlement, producer: String
    ) throws {
        self.threads = try Threads(threads)
        // Before the run's own rules (`RunSpec`), which name no option.
        try MomentOptions.check(
            stake: stake, in: 1...RunSpec.maximumMinutes, remaining: remaining, in: 1...RunSpec.maximumMinutes,
            untilMidnight: untilMidnight, stakeWithinRemaining: true)
        // Named as `check` and `report` name it: the same reader, the same line.
        let count = try WagerCount(parsing: wagers, option: .wagers)
        self.shard = try shard.map { try Shard(parsing: $0) }
        let file = try game.configurationFile()
        let configured = try game.configuredGame(in: file?.configuration ?? .defaults)
        var options = configured.options.map { GameOptionValue($0.key, $0.value) }
        if let file {
            // The file's contents, not its name, decide the game, so they go into the run's identity:
            // the digest of the very bytes parsed (the file is read once).
            options.append(GameOptionValue("config", file.digest))
        }
        spec = try RunSpec(
            game: configured.game, options: options, wager: stake, remainingMinutes: remaining,
            minutesUntilMidnight: untilMidnight, seed: seed.value, wagers: count.value)
        engine = configured.engine
        self.settlement = settlement
        self.producer = producer
    }

    /// The wagers this request plays: the whole run's, or its shard's.
    public var wagersToPlay: Int { spec.wagers(in: (shard ?? .whole).chunks(ofRunWith: spec.chunkCount)) }

    /// Plays the run; after a stop, the result covers the chunks done (`interruption` says so).
    package func run(control: RunControl) -> MonteCarloResult {
        MonteCarloRunner.run(
            game: engine, spec: spec, producer: producer, shard: shard ?? .whole, threads: threads.count,
            settlement: settlement, control: control)
    }
}

extension MonteCarloResult {
    /// What a stopped run kept (its output is a partial result of the chunks done); nil when whole.
    public var interruption: CommandInterrupted? {
        guard interrupted else { return nil }
        return CommandInterrupted(
            kept: "the output is a partial result of chunks \(chunks.lowerBound)..<\(chunks.upperBound) "
                + "(\(totals.wagers) wagers)")
    }
}
