import CasinoCore
import ArgumentParser
import Foundation
import OddsLab
import OddsReports
import RelatedReports

/// The options `week` and `redeem` share: the seed, the threads, and where the report goes.
struct SimulationReportOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json, markdown, csv
    }

    enum Words: OptionWording {}

    @OptionGroup var seed: SeedOption<Words>

    @OptionGroup var threadCount: ThreadsOption<Words>

    @Option(help: "Output format.")
    var format: Format = .table

    @Option(
        name: .customLong("output-dir"),
        help: "Also write the report section (Markdown, any SVG chart, CSV) into this folder.",
        completion: .directory)
    var output: String?

    /// The threads, and the output folder checked before any work, not after the simulation.
    func checkThreads() throws -> Int {
        let threads = try threadCount.value().count
        // The output folder is checked here too, before any work, not after the simulation.
        if let output {
            do {
                try AtomicWriter().checkFolder(output)
            } catch { throw InputError("--output-dir: \(error)") }
        }
        return threads
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
            } catch { throw InputError("--output-dir: \(error)") }
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
