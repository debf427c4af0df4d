import CasinoCore
import ArgumentParser
import OddsLab
import OddsReports

struct MergeCommand: ParsableCommand, OptionWording {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the partial results of a sharded simulate run into the run's result.",
        discussion: """
            Each part is the JSON that `simulate --shard i/k` wrote. merge checks that all parts \
            come from one run (same fingerprint: tool version, game, options, wager, budget, seed, \
            wagers, chunk size), that no chunk is covered twice and that none is missing, then \
            prints exactly what the unsharded run prints with the same --format. Parts may be given \
            in any order. It merges only parts this version of the tool made, at the chunk size \
            simulate plays in.

            --audit K then replays K chunks of every part through the real engine (all of a part's \
            chunks when it has fewer) and refuses a part whose recorded chunk counts differ. Which \
            chunks is chosen from a SHA-256 of the parts' own contents, so whoever edits a part \
            cannot know which of its chunks will be replayed. See Docs/scaling.md.

            Examples:
              casino-odds merge p1.json p2.json --format json --output result.json
              casino-odds merge part-*.json --audit 4
            """
    )

    @Argument(help: "Partial results (JSON files written by simulate --shard).", completion: .file())
    var parts: [String]

    @Option(help: "Output format: table or json.") var format: SimulationFormat = .table

    @Option(
        help:
            "Replay this many chunks of every part (chosen from the parts' own digest) and refuse a part that differs.")
    var audit: Int?

    @OptionGroup var output: OutputOption<MergeCommand>

    func run() throws {
        let request = try MergeRequest(parts: parts, producer: "casino-odds \(ToolVersion.string)", audit: audit)
        let (result, summary) = try request.run()
        try result.write(format, to: try output.target())
        if let summary {
            writeStderr(
                "casino-odds: audit replayed \(summary.chunksReplayed) of the parts' \(summary.chunksInParts) chunks (choice seed \(summary.choiceSeed)); every one matches"
            )
        }
    }
}
