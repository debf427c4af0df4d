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
            in any order. See Docs/scaling.md.

            Examples:
              casino-odds merge p1.json p2.json --format json --output result.json
            """
    )

    @Argument(help: "Partial results (JSON files written by simulate --shard).", completion: .file())
    var parts: [String]

    @Option(help: "Output format: table or json.") var format: SimulationFormat = .table

    @OptionGroup var output: OutputOption<MergeCommand>

    func run() throws {
        let request = try MergeRequest(parts: parts)
        try request.run().write(format, to: try output.target())
    }
}
