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

            The parts of a sharded `certify` run (certification parts) merge the same way into the \
            certification's table: certification.csv, certification.md and parts.csv (every part's \
            shard, fingerprint and SHA-256) in --output-dir, or the Markdown table on stdout. \
            The parts of a sharded `check` run assemble into exactly what the unsharded check \
            prints (--format table or json), with its exit code; so do the parts of a sharded \
            `day` run (each part's first chunk is replayed, so a relabelled part is refused).

            Examples:
              casino-odds merge p1.json p2.json --format json --output result.json
              casino-odds merge part-*.json --audit 4
              casino-odds merge cert-*.json --audit 1 --output-dir certification
            """
    )

    @Argument(help: "Partial results (JSON files written by simulate --shard).", completion: .file())
    var parts: [String]

    @Option(help: "Output format of a simulate merge: table or json (default: table).") var format: SimulationFormat?

    @Option(
        help:
            "Replay this many chunks of every part (chosen from the parts' own digest) and refuse a part that differs.")
    var audit: Int?

    @OptionGroup var output: OutputOption<MergeCommand>
    @OptionGroup var outputDir: OutputDirOption<MergeCommand>

    func run() throws {
        let producer = "casino-odds \(ToolVersion.string)"
        let summary: MergeAudit.Summary?
        if CertifyMergeRequest.looksLikeCertification(parts) {
            let request = try CertifyMergeRequest(
                parts: parts, producer: producer, audit: audit, givesFormat: format != nil)
            let target = try output.target()
            let folder = try outputDir.outputDir.map { try OutputFolder($0) }
            let merged = try request.run()
            summary = merged.audit
            if let folder {
                try folder.write(merged.certification.files(parts: merged.parts))
                writeStdout(merged.certification.summary + "\n")
            } else if let target {
                try target.write(merged.certification.markdown)
            } else {
                writeStdout(merged.certification.markdown)
            }
        } else if CheckMergeRequest.looksLikeCheck(parts) {
            let request = try CheckMergeRequest(
                parts: parts, producer: producer, audit: audit, hasOutputDir: outputDir.outputDir != nil)
            let target = try output.target()
            let report = try request.run()
            let text = format == .json ? report.json : report.table
            if let target { try target.write(text) } else { writeStdout(text) }
            if let failure = report.failure { throw failure }
            return
        } else if DayMergeRequest.looksLikeDay(parts) {
            let request = try DayMergeRequest(
                parts: parts, producer: producer, audit: audit, hasOutputDir: outputDir.outputDir != nil)
            let target = try output.target()
            let merged = try request.run()
            var report = DayReport(spec: merged.spec, result: merged.result, producer: producer, replayCommand: nil)
            if let handle = report.firstViolationHandle {
                report.replayCommand = OptionSpelling.spelled(merged.replayCommand(handle))
            }
            let text = format == .json ? report.json : report.table
            if let target { try target.write(text) } else { writeStdout(text) }
            if let failure = report.failure { throw failure }
            return
        } else {
            let request = try MergeRequest(
                parts: parts, producer: producer, audit: audit, hasOutputDir: outputDir.outputDir != nil)
            let merged = try request.run()
            summary = merged.audit
            try merged.result.write(format ?? .table, to: try output.target())
        }
        if let summary {
            writeStderr(
                "casino-odds: audit replayed \(summary.chunksReplayed) of the parts' \(summary.chunksInParts) chunks (choice seed \(summary.choiceSeed)); every one matches"
            )
        }
    }
}
