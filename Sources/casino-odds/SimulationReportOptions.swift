import ArgumentParser
import OddsLab
import OddsReports
import RelatedReports

/// The options `week` and `redeem` share: the seed, the threads, and where the report goes.
struct SimulationReportOptions: ParsableArguments, OptionWording {
    @OptionGroup var seed: SeedOption<SimulationReportOptions>
    @OptionGroup var threadCount: ThreadsOption<SimulationReportOptions>

    @Option(help: "Output format.") var format: RelatedOutputFormat = .table

    static let wording = SharedWording(
        outputDirHelp: "Also write the report section (Markdown, any SVG chart, CSV) into this folder.")
    @OptionGroup var output: OutputDirOption<SimulationReportOptions>

    /// The threads and the output folder, checked before any work, not after the simulation.
    func checked() throws -> (threads: Int, folder: OutputFolder?) {
        (try threadCount.value().count, try output.outputDir.map { try OutputFolder($0) })
    }

    /// Publishes `results` through `writer`, then fails the command (exit 1) on invariant violations.
    func publish<Writer: RelatedReportWriter>(
        _ results: [Writer.Result], with writer: Writer.Type, to folder: OutputFolder?, commandLine: String,
        command: String
    ) throws {
        let violations = try writer.publish(results, format: format, folder: folder, commandLine: commandLine)
        if violations > 0 { throw CheckFailed(summary: "\(command): \(violations) invariant violations") }
    }
}

extension RelatedOutputFormat: ExpressibleByArgument {}
