import ArgumentParser
import Foundation
import OddsReports
import RelatedReports

/// The options `week` and `redeem` share: the seed, the threads, and where the report goes.
struct SimulationReportOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json, markdown, csv
    }

    @Option(
        parsing: .unconditional, help: "The 64-bit seed (decimal, or hexadecimal with 0x; default: 1).",
        transform: Seed.parse)
    var seed: Seed = Seed(value: 1)

    @Option(
        name: .customLong("threads"), help: "Worker threads (default: all cores); the output does not depend on it.")
    var threadCount: Int?

    /// The worker threads: `--threads`, or all cores.
    var threads: Int { threadCount ?? ProcessInfo.processInfo.activeProcessorCount }

    @Option(help: "Output format.")
    var format: Format = .table

    @Option(
        name: .customLong("output-dir"),
        help: "Also write the report section (Markdown, any SVG chart, CSV) into this folder.",
        completion: .directory)
    var output: String?

    /// Checked in `run()` rather than `validate()` so a bad value is a `ToolError` (exit 2) like
    /// the command's other checks.
    func checkThreads() throws {
        guard threads > 0, threads <= 1024 else { throw ToolError("--threads must be 1 … 1024, got \(threads)") }
        // The output folder is checked here too, before any work, not after the simulation.
        if let output {
            do {
                try AtomicWriter().checkFolder(output)
            } catch { throw ToolError("--output-dir: \(error)") }
        }
    }

    /// Prints `results` in `--format` through `writer`, writes its files into `--output-dir` when
    /// given, then fails the command (exit 1) if the simulation counted invariant violations: the
    /// report is out either way.
    func publish<Writer: RelatedReportWriter>(
        _ results: [Writer.Result], with writer: Writer.Type, commandLine: String, command: String
    ) throws {
        // The folder first: a write that fails prints one line, not the result and then the error.
        if let output {
            do {
                try AtomicWriter().writeFolder(writer.files(results, command: commandLine, folder: ""), to: output)
            } catch { throw ToolError("--output-dir: \(error)") }
        }
        switch format {
        case .table: writeStdout(writer.table(results))
        case .json: writeStdout(writer.json(results))
        case .markdown: writeStdout(writer.document(results, command: commandLine))
        case .csv: writeStdout(writer.csvText(results))
        }
        let violations = writer.invariantViolations(results)
        if violations > 0 { throw CheckFailed(summary: "\(command): \(violations) invariant violations") }
    }
}
