import ArgumentParser
import CasinoCore
import Foundation
import OddsLab
import OddsReports
import SeededRuns

@main
struct CasinoOdds: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "casino-odds",
        abstract: "The Screen Time Casino odds lab: exact odds, seeded Monte Carlo and fairness reports.",
        discussion: """
            Every figure this tool prints is reproducible: randomness comes from one seeded \
            xoshiro256** generator (see Docs/rng.md), and the same seed and options give \
            byte-identical output on any machine, thread count or shard split.

            Exit codes: 0 success, 1 a check failed or reports differ, 2 bad input.

            CASINO_ODDS_DRAWS=scalar makes Monte Carlo runs draw from one scalar generator per \
            chunk instead of the vector generator (lanes, the default); the output is the same bytes.
            """,
        version: ToolVersion.string,
        subcommands: [
            AnalyzeCommand.self, SimulateCommand.self, MergeCommand.self, CertifyCommand.self, CheckCommand.self,
            ReportCommand.self,
            DayCommand.self, VerifyCommand.self, TuneCommand.self, SweepCommand.self, WeekCommand.self,
            RedeemCommand.self, RNGCommand.self, CardCommand.self
        ]
    )

    /// Runs the command, turning every user-facing error into one line on stderr and exit code 2
    /// (1 is reserved for "the check ran and failed"), never a trap or a usage dump.
    static func main() {
        // Before any thread starts, so every thread can take Ctrl-C and the atomic writers'
        // clean-up signals (see `unblockTerminationSignals`).
        unblockTerminationSignals()
        do {
            // From argv's bytes: `CommandLine.arguments` has already replaced invalid UTF-8 by U+FFFD.
            try ArgumentEncoding.refuseInvalidUTF8(rawArguments())
            let arguments = OptionSpelling.joiningNegativeValues(Array(CommandLine.arguments.dropFirst()))
            try OptionVocabulary.refuseControlCharacters(arguments)
            try OptionSpelling.check(arguments)
            var command = try parseAsRoot(arguments)
            // After parsing, so `--help` and `--version` work whatever the environment holds.
            // (`--help` parses as the help command, which runs and exits 0.)
            if type(of: command).configuration.commandName != "help" { try OptionVocabulary.checkDrawSource() }
            // A parse check for tests (every help's Examples must parse): parse, then run nothing.
            if ProcessInfo.processInfo.environment["CASINO_ODDS_PARSE_ONLY"] == "1" { return }
            try command.run()
        } catch let error as CasinoError {
            // The one place an error becomes output, with the options it names spelled.
            writeStderr("casino-odds: " + error.printedText(spelling: OptionSpelling.spelled))
            posixExit(error.exitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is ExitCode {
                exit(withError: error) // --help, --version, or an explicit exit code.
            }
            let firstLine =
                message(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? "invalid input"
            writeStderr("casino-odds: \(firstLine)")
            posixExit(2)
        }
    }
}

/// The arguments after the program's name, as the bytes the process was given.
private func rawArguments() -> [[UInt8]] {
    // A stride, not 1..<argc: a process started with an empty argv has argc 0.
    stride(from: 1, to: Int(CommandLine.argc), by: 1).map { i in
        guard let argument = CommandLine.unsafeArgv[i] else { return [] }
        return Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
    }
}

enum ToolVersion {
    static let string = "0.8.0"
}
