import Foundation
import Testing

/// The writers through the binary, as issue 38's reproductions ran them: real signals in the write
/// phase, real bind mounts, names that only look like the tool's leftovers.
///
/// The signals are raised by the process itself at a chosen step (`CASINO_ODDS_RAISE_DURING_WRITE`,
/// the writer's one fault-injection seam), so no test waits for a moment on the clock. The mounts
/// need a mount namespace (`unshare -m`, root): where the machine allows none the two mount tests
/// are skipped and say so; on CI's machines (root) they run.
@Suite(.serialized) struct WriterHardeningCommandLineTests: CasinoOddsCommandLine {
    private func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Every file under `root` with its bytes, hidden ones included.
    private func contents(_ root: String) -> [String: Data] {
        var found: [String: Data] = [:]
        for path in (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? [] {
            if let data = FileManager.default.contents(atPath: root + "/" + path) { found[path] = data }
        }
        return found
    }

    struct SignalCase: Sendable, CustomTestStringConvertible {
        var signal: String
        var number: Int32
        var step: String
        var committed: Bool
        var testDescription: String { "\(signal) after \(step)" }
    }

    static let signalCases = [
        SignalCase(signal: "SIGINT", number: 2, step: "staged", committed: false),
        SignalCase(signal: "SIGTERM", number: 15, step: "flushed", committed: false),
        SignalCase(signal: "SIGHUP", number: 1, step: "staged", committed: false),
        SignalCase(signal: "SIGTERM", number: 15, step: "exchanged", committed: true)
    ]

    /// A real signal while the set is staged: exit 128 + its number, one line saying so, the old
    /// folder exactly as it was and no staging folder left; after the swap, the whole new set.
    @Test(arguments: signalCases)
    func aSignalInTheWritePhaseStopsCleanly(_ c: SignalCase) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try run(["week", "--weeks", "1", "--output-dir", "W"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: folder + "/W/commitment-penalties.md"))
        let before = contents(folder + "/W")
        let stopped = try run(
            ["week", "--weeks", "1", "--output-dir", "W"], in: folder,
            environment: ["CASINO_ODDS_RAISE_DURING_WRITE": "\(c.signal)@\(c.step)"])
        #expect(stopped.status == 128 + c.number, "\(stopped.stderr)")
        let last = stopped.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("casino-odds: interrupted by \(c.signal); "), "\(last)")
        if c.committed {
            #expect(last.contains("new files are in W, complete"))
            #expect(contents(folder + "/W")["commitment-penalties.md"] != Data("old\n".utf8))
        } else {
            #expect(last.contains("nothing was written, the old output is unchanged"))
            #expect(contents(folder + "/W") == before)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["W"])
    }

    /// `mkdir .R.staging-mydata .R.staging- .R.previous-zz` (with files inside), then a report:
    /// all three stay, with their files; so does a user's `.out.json.tmp-x` beside `--output`.
    @Test func namesThatLookLikeTheToolsLeftoversAreLeftAloneAndNamed() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in [".R.staging-mydata", ".R.staging-", ".R.previous-zz"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: true)
            try Data("mine\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + name + "/data.txt"))
        }
        try Data("notes\n".utf8).write(to: URL(fileURLWithPath: folder + "/.out.json.tmp-x"))
        let week = try run(["week", "--weeks", "1", "--output-dir", "R"], in: folder)
        #expect(week.status == 0, "\(week.stderr)")
        #expect(week.stderr.contains("alone: not a leftover this tool made"), "\(week.stderr)")
        let simulate = try run(["simulate", "--game", "crash", "--wagers", "1000", "--output", "out.json"], in: folder)
        #expect(simulate.status == 0, "\(simulate.stderr)")
        #expect(simulate.stderr.contains(".out.json.tmp-x"), "\(simulate.stderr)")
        for name in [".R.staging-mydata", ".R.staging-", ".R.previous-zz"] {
            #expect(FileManager.default.contents(atPath: folder + "/" + name + "/data.txt") == Data("mine\n".utf8))
        }
        #expect(FileManager.default.contents(atPath: folder + "/.out.json.tmp-x") == Data("notes\n".utf8))
    }

    static let canMount: Bool = {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        probe.arguments = ["-m", "true"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    /// A bind mount of a folder of the same file system inside the report folder (its device is
    /// the folder's, so only the mount id tells it), and a bind-mounted file: refused before any
    /// work with a line that says "mount", exit 2, and the bound files kept.
    @Test(
        .enabled(if: canMount, "no mount namespace on this machine (unshare -m needs root)"), arguments: [false, true])
    func aBindMountInsideTheFolderIsRefusedBeforeAnyWork(boundFile: Bool) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try run(["week", "--weeks", "1", "--output-dir", "R"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        try FileManager.default.createDirectory(atPath: folder + "/elsewhere", withIntermediateDirectories: true)
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: folder + "/elsewhere/precious.txt"))
        let source = boundFile ? folder + "/elsewhere/precious.txt" : folder + "/elsewhere"
        let target = boundFile ? folder + "/R/commitment-penalties.md" : folder + "/R/charts"
        let binary = try CasinoOddsBinary.located().path
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        shell.arguments = [
            "-m", "sh", "-c", "mount --bind \"$1\" \"$2\" && cd \"$3\" && exec \"$4\" week --weeks 1 --output-dir R",
            "sh", source, target, folder, binary
        ]
        let err = Pipe()
        shell.standardError = err
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 2, "\(stderr)")
        let lines = stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains("mount point") == true, "\(stderr)")
        #expect(FileManager.default.contents(atPath: folder + "/elsewhere/precious.txt") == Data("keep\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["R", "elsewhere"])
    }
}
