import AppGroupStore
import CasinoCore
import Foundation

/// One child process: its pid and the two ends of its pipes.
struct ChildProcess {
    var role: Role
    var pid: pid_t
    var input: Int32
    var output: Int32
    var buffer: [UInt8] = []

    /// The next line it wrote, or nil at end of file (it died).
    mutating func readLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return nil }
            buffer += chunk[0..<n]
        }
    }

    func send(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
    }
}

/// Runs the three processes round by round, kills one at a seeded point of most rounds, restarts
/// it, and audits the disk after every kill and every round.
///
/// The schedule (which process, killed how, where) is a function of the seed; the OS interleaving
/// of the three processes is not, so two runs of one seed kill at the same points of the schedule
/// but may see different races. The audit's verdict does not depend on the interleaving: every
/// interleaving must pass.
struct Supervisor {
    let seed: UInt64
    let kills: Int
    let discipline: WriteDiscipline
    let folder: String
    let keepFolder: Bool

    init(seed: UInt64, kills: Int, discipline: WriteDiscipline, folder: String?) {
        self.seed = seed
        self.kills = kills
        self.discipline = discipline
        if let folder {
            self.folder = folder
            keepFolder = true
        } else {
            var template = Array("/tmp/store-kills-XXXXXX".utf8CString)
            guard let made = mkdtemp(&template) else { fatalUsage("cannot make a folder in /tmp") }
            self.folder = String(cString: made)
            keepFolder = false
        }
    }

    var container: String { folder + "/container" }
    var journal: String { folder + "/journal" }

    func spawn(_ role: Role, round: Int) -> ChildProcess {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { fatalUsage("pipe failed (errno \(errno))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        for fd in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, fd) }
        let argv = [
            CommandLine.arguments[0], "child", role.rawValue, container, journal, String(seed), String(round),
            discipline.rawValue
        ]
        var cArgs = argv.map { strdup($0) }
        cArgs.append(nil)
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, "/proc/self/exe", &actions, nil, cArgs, environ)
        guard status == 0 else { fatalUsage("posix_spawn failed (\(status))") }
        close(toChild[0])
        close(fromChild[1])
        return ChildProcess(role: role, pid: pid, input: toChild[1], output: fromChild[0])
    }

    func run() -> Int32 {
        mkdir(container, 0o700)
        mkdir(journal, 0o700)
        signal(SIGPIPE, SIG_IGN)
        var audit = DiskAudit(folder: container, journal: journal)
        var children = Role.allCases.map { spawn($0, round: 0) }
        var schedule = HarnessRandom(seed: seed, subRun: 0, chunk: 0)
        var tally = RunTally()
        var round = 0
        while tally.killed < kills {
            round += 1
            tally.rounds += 1
            let (victim, selfKill, stage, write, delay) = Self.drawRound(&schedule)
            for i in children.indices {
                children[i].send(
                    i == victim && selfKill ? "R \(round) \(stage.rawValue) \(write)" : "R \(round) - 0")
            }
            if !selfKill {
                var wait = timespec(tv_sec: 0, tv_nsec: delay * 1000)
                nanosleep(&wait, nil)
                kill(children[victim].pid, SIGKILL)
            }
            for i in children.indices {
                let finished = Self.readRound(
                    of: &children[i], killedFromOutside: i == victim && !selfKill, audit: &audit, tally: &tally)
                guard i == victim, !selfKill || !finished else { continue }
                // It died: reap it, check it was the SIGKILL, audit the disk, restart it.
                guard Self.reapKilled(children[i]) else { return 2 }
                tally.killed += 1
                if selfKill {
                    tally.atStage += 1
                    tally.stageKills[stage.rawValue, default: 0] += 1
                } else {
                    tally.external += 1
                    if finished { tally.idle += 1 } else { tally.midRound += 1 }
                }
                audit.audit(context: "after kill \(tally.killed) (\(children[i].role.rawValue), round \(round))")
                children[i] = spawn(children[i].role, round: round + 1)
            }
            audit.audit(context: "after round \(round)")
        }
        for child in children {
            child.send("Q")
            var status: Int32 = 0
            waitpid(child.pid, &status, 0)
        }
        audit.audit(context: "at the end")
        printSummary(tally, audit: audit)
        // A folder of its own making is removed (the mutation tests make one per run); one named
        // with --folder is kept to be looked at.
        if keepFolder {
            print("  folder: \(folder)")
        } else {
            _ = try? FileManager.default.removeItem(atPath: folder)
        }
        return audit.violationCount == 0 ? 0 : 1
    }

    /// A round's draws, in this order: the victim, whether it kills itself at a write stage (60 %),
    /// which stage, at which write, and the delay in µs before an external kill.
    private static func drawRound(_ schedule: inout HarnessRandom)
        -> (victim: Int, selfKill: Bool, stage: WriteStage, write: Int, delay: Int)
    {
        let victim = Int(schedule.next() % 3)
        let selfKill = schedule.chance(60)
        let stages: [WriteStage] = [
            .lockHeld, .temporaryPartlyWritten, .temporaryWritten, .temporarySynced, .renamed, .folderSynced
        ]
        let stage = stages[Int(schedule.next() % UInt64(stages.count))]
        let write = 1 + Int(schedule.next() % 2)
        let delay = Int(schedule.next() % 4000) // µs
        return (victim, selfKill, stage, write, delay)
    }

    /// What a run counted, for its summary.
    private struct RunTally {
        var killed = 0, atStage = 0, external = 0, midRound = 0, idle = 0, rounds = 0, events = 0, refusals = 0
        var conflicts = 0
        var firstRefusals: [String] = []
        var stageKills: [String: Int] = [:]
    }

    /// Reads a child's lines for one round: its taps (for the audit), its refusals and, at its
    /// "D" line, its events and compare-and-swap retries. A child killed from outside is read on to
    /// its end (it was sent its kill already). Returns whether the child finished the round.
    private static func readRound(
        of child: inout ChildProcess, killedFromOutside: Bool, audit: inout DiskAudit, tally: inout RunTally
    ) -> Bool {
        var finished = false
        while let line = child.readLine() {
            if line.hasPrefix("T ") {
                let f = line.split(separator: " ")
                if f.count == 3, let v = UInt64(f[2]) { audit.pendingTaps.append((f[1] == "1", v)) }
            } else if line.hasPrefix("F ") {
                tally.refusals += 1
                if tally.firstRefusals.count < 5 {
                    tally.firstRefusals.append("\(child.role.rawValue): \(line.dropFirst(2))")
                }
            } else if line.hasPrefix("D ") {
                let f = line.split(separator: " ")
                if f.count == 4 {
                    tally.events += Int(f[2]) ?? 0
                    tally.conflicts += Int(f[3]) ?? 0
                }
                finished = true
                if !killedFromOutside { break }
            }
        }
        return finished
    }

    /// Reaps a child that died and checks a SIGKILL ended it (false, said on stderr, when not).
    private static func reapKilled(_ child: ChildProcess) -> Bool {
        var status: Int32 = 0
        waitpid(child.pid, &status, 0)
        close(child.input)
        close(child.output)
        let signaled = (status & 0x7f) != 0 && (status & 0x7f) != 0x7f
        guard signaled && (status & 0x7f) == SIGKILL else {
            FileHandle.standardError.write(
                Data("store-kills: \(child.role.rawValue) ended without a SIGKILL (status \(status))\n".utf8))
            return false
        }
        return true
    }

    /// The run's summary: kills, rounds, events, writes audited, and every invariant's checks.
    private func printSummary(_ t: RunTally, audit: DiskAudit) {
        print(
            "store-kills: seed \(seed), store \(discipline.rawValue): 3 processes (app, monitor, shield action), "
                + "\(t.killed) kills (\(t.atStage) at a write stage, \(t.external) external: \(t.midRound) mid-round, \(t.idle) between events), "
                + "\(t.rounds) rounds, \(t.events) events, \(audit.writesAudited) writes audited, \(t.conflicts) writes refused by a compare-and-swap and retried, "
                + "\(t.refusals) events stored nothing; "
                + "violations: \(audit.violationCount)")
        print(
            "  kills by write stage: "
                + t.stageKills.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        for name in DiskAudit.invariants {
            print(
                "  \(name): \(audit.checks[name, default: 0]) checks, \(audit.violations[name, default: 0]) violations")
        }
        for line in t.firstRefusals { print("  stored nothing: \(line)") }
        for line in audit.firstViolations { print("  violation: \(line)") }
    }
}
