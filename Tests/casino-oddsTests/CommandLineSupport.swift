import Foundation

/// The `casino-odds` built beside this test bundle: this target depends on the executable target,
/// so `swift test` (and `swift build --build-tests`) builds it first.
enum CasinoOddsBinary {
    /// The folders searched: the test bundle's own and up to three above it.
    static let searched: [URL] = {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        var folders: [URL] = []
        for _ in 0..<4 {
            folders.append(dir)
            dir = dir.deletingLastPathComponent()
        }
        return folders
    }()

    static let url: URL? = searched.lazy.map { $0.appendingPathComponent("casino-odds") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// A missing binary fails the test that needed it, naming where it looked: a suite that skips
    /// when the tool is not built would pass with nothing tested.
    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "no executable casino-odds beside the tests (looked in "
                + CasinoOddsBinary.searched.map(\.path).joined(separator: ", ") + "); build it with `swift build`"
        }
    }

    /// The binary, or `Missing`.
    static func located() throws -> URL {
        guard let url else { throw Missing() }
        return url
    }
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
    /// Runs the binary with `arguments` to the end, in `folder` when given.
    ///
    /// - Throws: `CasinoOddsBinary.Missing` when there is no binary, which fails the test.
    func run(_ arguments: [String], in folder: String? = nil, environment: [String: String] = [:]) throws
        -> CasinoOddsRun
    {
        let process = Process()
        process.executableURL = try CasinoOddsBinary.located()
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
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
