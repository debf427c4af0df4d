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

extension CasinoOddsCommandLine {
    /// Runs the binary with `arguments` as raw bytes, to the end: `Process` takes Swift strings,
    /// which cannot hold a byte that is not UTF-8, so this spawns it with C strings.
    ///
    /// - Throws: `CasinoOddsBinary.Missing` when there is no binary; a `POSIXError` when the spawn fails.
    func run(rawArguments arguments: [[UInt8]]) throws -> CasinoOddsRun {
        let binary = try CasinoOddsBinary.located().path
        // Close-on-exec, so no other process a parallel test spawns keeps a write end open
        // (which would make reading to the end wait for that process). Glibc's module has no pipe2.
        var outFDs: [Int32] = [0, 0], errFDs: [Int32] = [0, 0]
        guard pipe(&outFDs) == 0, pipe(&errFDs) == 0 else { throw POSIXError(.EMFILE) }
        for fd in outFDs + errFDs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outFDs[1], 1) // dup2 clears close-on-exec
        posix_spawn_file_actions_adddup2(&actions, errFDs[1], 2)
        let words = [Array(binary.utf8)] + arguments
        let cStrings: [UnsafeMutablePointer<CChar>?] = words.map { bytes in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (i, byte) in bytes.enumerated() { pointer[i] = CChar(bitPattern: byte) }
            pointer[bytes.count] = 0
            return pointer
        }
        defer { for pointer in cStrings { pointer?.deallocate() } }
        var argv = cStrings + [nil]
        var pid = pid_t()
        let spawned = posix_spawn(&pid, binary, &actions, nil, &argv, environ)
        close(outFDs[1])
        close(errFDs[1])
        let out = FileHandle(fileDescriptor: outFDs[0], closeOnDealloc: true)
        let err = FileHandle(fileDescriptor: errFDs[0], closeOnDealloc: true)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        let stdout = out.readDataToEndOfFile()
        let stderr = err.readDataToEndOfFile()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // The exit code; a signal shows as 128 + its number, as a shell shows it.
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
        return CasinoOddsRun(status: code, stdoutBytes: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }
}
