import Foundation
import Testing

/// Ctrl-C on a terminal, as a user presses it: each long-running command runs under `script`
/// (util-linux), which gives it a pseudo-terminal, so stderr is a terminal and the progress line
/// shows; once it shows, the test types Ctrl-C (byte 0x03) into the terminal, whose line
/// discipline sends SIGINT to the command. The command must stop, exit 130, say it was
/// interrupted and what it kept, and leave no partial or temporary file behind.
///
/// No test waits on the clock: each reads the terminal until the progress line appears. How fast
/// the stop is (about 30–120 ms in a release build) is measured, not asserted: Docs/cli.md.
@Suite(.serialized) struct InterruptCommandLineTests: CasinoOddsCommandLine {
    /// A command, its arguments with `DIR` standing for a fresh empty folder, and what it keeps.
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        /// The words the interruption message must contain.
        var says: String
        /// The files the folder must hold afterwards (sorted); anything else is a leftover.
        var keeps: [String] = []
        var testDescription: String { arguments.prefix(2).joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(
            arguments: ["simulate", "--game", "mines", "--wagers", "1T", "--output", "DIR/run.json"],
            says: "the output is a partial result of chunks", keeps: ["run.json"]),
        Case(arguments: ["check", "--junit", "DIR/junit.xml"], says: "no check finished, nothing was written"),
        Case(arguments: ["day", "--days", "100000000"], says: "nothing was written"),
        Case(arguments: ["week", "--weeks", "1000000000", "--output-dir", "DIR/week"], says: "nothing was written"),
        Case(arguments: ["redeem", "--days", "100000000", "--output-dir", "DIR/redeem"], says: "nothing was written"),
        Case(
            arguments: [
                "sweep", "--game", "crash", "--param", "target", "--from", "1.2", "--to", "2", "--days", "10000000"
            ],
            says: "nothing was written"),
        Case(arguments: ["report", "--output-dir", "DIR/Reports"], says: "DIR/Reports is unchanged")
    ]

    // Over 10 s (11.2 s for the seven commands, load 8–10): each runs the debug binary until its progress line shows.
    @Test(arguments: cases)
    func ctrlCStopsWithExit130AndKeepsNothingHalfDone(_ c: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interrupt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = c.arguments.map { $0.replacingOccurrences(of: "DIR", with: folder.path) }

        let (status, screen) = try runOnTerminalPressingCtrlC(arguments)

        let tail = String(screen.suffix(300))
        let showedProgress = screen.contains(" left") || screen.contains(" so far")
        #expect(showedProgress, "no progress line: \(tail)")
        #expect(status == 130, "exit \(status): \(tail)")
        let says = c.says.replacingOccurrences(of: "DIR", with: folder.path)
        let saidInterrupted = screen.contains("casino-odds: interrupted; ") && screen.contains(says)
        #expect(saidInterrupted, "expected \"interrupted; … \(says)\": \(tail)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == c.keeps, "left behind: \(left)")
        if c.keeps == ["run.json"] {
            let kept = try String(contentsOf: folder.appendingPathComponent("run.json"), encoding: .utf8)
            #expect(kept.contains("PARTIAL (interrupted)"))
        }
    }

    /// Runs the binary on a pseudo-terminal, types Ctrl-C once the progress line shows, and returns
    /// the exit status and everything the terminal showed.
    private func runOnTerminalPressingCtrlC(_ arguments: [String]) throws -> (Int32, String) {
        let binary = try CasinoOddsBinary.located().path
        let command = ([binary] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
            .joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        // -q quiet, -f flush as written, -e exit with the command's status, -c the command.
        process.arguments = ["-qfec", command, "/dev/null"]
        let keyboard = Pipe(), terminal = Pipe()
        process.standardInput = keyboard
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        var screen = Data()
        var pressed = false
        var redrawsAfterPress = 0
        while true {
            let chunk = terminal.fileHandleForReading.availableData
            if chunk.isEmpty { break } // the terminal closed: the command ended
            screen.append(chunk)
            // The progress line ends in "… left" (or "… so far" when the total is unknown).
            let redraws = chunk.split(separator: 0x0D).count
            if pressed {
                // A command that ignores Ctrl-C keeps redrawing (5 a second): after 50 redraws it
                // is ended, and fails the test on its exit status and message, instead of hanging.
                redrawsAfterPress += redraws
                if redrawsAfterPress > 50 { kill(process.processIdentifier, SIGKILL) }
            } else if let text = String(data: screen, encoding: .utf8),
                text.contains(" left") || text.contains(" so far")
            {
                keyboard.fileHandleForWriting.write(Data([0x03]))
                pressed = true
            }
        }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: screen, as: UTF8.self))
    }
}
