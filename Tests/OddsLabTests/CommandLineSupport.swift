import Foundation

/// The `casino-odds` built beside this test bundle (`swift test` builds it with the tests).
enum CasinoOddsBinary {
    static let url: URL? = {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("casino-odds")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }()
}

/// What one run of the binary gave.
struct CasinoOddsRun {
    var status: Int32
    /// Stdout as bytes, for readers that take `Data` (JSONSerialization).
    var stdoutBytes: Data
    var stderr: String

    var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
}

/// A suite that runs `casino-odds` as the built binary, the way a user runs it.
protocol CasinoOddsCommandLine {}

extension CasinoOddsCommandLine {
    /// Runs the binary with `arguments` to the end, in `folder` when given. Cancels the test when
    /// there is no binary (the suites are also disabled then).
    func run(_ arguments: [String], in folder: String? = nil) throws -> CasinoOddsRun {
        let process = Process()
        guard let binary = CasinoOddsBinary.url else { throw CancellationError() }
        process.executableURL = binary
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CasinoOddsRun(
            status: process.terminationStatus, stdoutBytes: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }
}
