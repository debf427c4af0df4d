import ArgumentParser
import Foundation
import OddsReports

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
                try AtomicDirectoryWriter(directory: output).checkTarget()
            } catch { throw ToolError("--output-dir: \(error)") }
        }
    }

    /// The CSV files on stdout, one after another, each under a `# name` line.
    static func csvText(_ files: [(name: String, text: String)]) -> String {
        files.map { "# \($0.name)\r\n" + $0.text }.joined(separator: "\r\n")
    }

    /// Prints `text`, writes `files()` into `--output` when given, then fails the command (exit 1)
    /// if the simulation counted invariant violations: the report is out either way.
    func publish(_ text: String, files: () -> [ReportFile], violations: Int, command: String) throws {
        writeStdout(text)
        if let output {
            do {
                try AtomicDirectoryWriter(directory: output).write(files())
            } catch { throw ToolError("--output-dir: \(error)") }
        }
        if violations > 0 { throw CheckFailed(summary: "\(command): \(violations) invariant violations") }
    }
}
