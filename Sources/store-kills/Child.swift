import AppGroupStore
import CasinoAppGroupStore
import CasinoCore
import Foundation

// One process of the phone: the app, the DeviceActivity monitor or the shield action, each an
// `AppCoordinator` over the real App Group store in the shared container folder. It plays its
// part of each round the supervisor sends on stdin, and says on stdout what landed:
//
//   R <round> <stage|-> <write>   play round <round>; with a stage, die (SIGKILL, sent to itself)
//                                 at that stage of this round's <write>-th write
//   Q                             exit
//
//   T <wish 0|1> <version>        a lock/unlock tap landed as the write at <version>
//   F <refusal>                   an event stored nothing (`AppCoordinator.storeRefusal`)
//   D <round> <events> <refused>  the round is played; <refused>: its writes refused because
//                                 another process wrote first (each retried on a fresh read)

/// The process's kill plan for the current round (set between rounds, read by the store's hook).
nonisolated(unsafe) var killStage: WriteStage?
nonisolated(unsafe) var killAtWrite = 0
nonisolated(unsafe) var writesThisRound = 0
/// The simulated wall clock: every process of a round sees the same instant.
nonisolated(unsafe) var roundSeconds: Int64 = 0

/// 2026-01-05 00:00 New York (05:00 UTC): round r is 10 minutes after round r − 1.
let firstRoundSeconds: Int64 = 1_767_589_200
let secondsPerRound: Int64 = 600

func roundInstant(_ round: Int) -> Int64 { firstRoundSeconds + Int64(round) * secondsPerRound }

/// The harness's randomness, on the RNG contract's one rule (Docs/rng.md): sub-run i of the run's
/// seed (`RunSeeds.subRunSeed`), chunk k of it (`RunSeeds.chunkGenerator`). Sub-run 0 is the
/// supervisor's schedule, 1…3 the processes' events (chunk: the round), 4 the usage (chunk: the
/// day), so the schedule and every process's events are a function of the seed alone.
struct HarnessRandom {
    var generator: Xoshiro256StarStar
    init(seed: UInt64, subRun: Int, chunk: Int) {
        generator = RunSeeds.chunkGenerator(seed: RunSeeds.subRunSeed(of: seed, index: subRun), chunk: chunk)
    }
    mutating func next() -> UInt64 { generator.next() }
    /// True with probability `percent` / 100.
    mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }
}

struct HarnessUsage: UsageMonitor {
    let seed: UInt64
    /// Real use of the restricted apps, a function of the local day and minute only (so every
    /// process reads the same value at the same instant, and it never falls within a day):
    /// 5 … 30 % of the minutes since midnight, the share drawn per day.
    mutating func usageMinutes(on day: DayKey, for selection: [String]) -> Int {
        let local = USEasternTimeRules().localDateTime(at: roundSeconds)
        var rng = HarnessRandom(seed: seed, subRun: 4, chunk: local.year * 10_000 + local.month * 100 + local.day)
        let share = 5 + Int(rng.next() % 26)
        return (local.hour * 60 + local.minute) * share / 100
    }
    mutating func scheduleUsageThreshold(_ threshold: UsageThreshold) {}
}

struct HarnessShields: ShieldController {
    mutating func applyShields(to selection: [String]) {}
    mutating func clearShields() {}
}

struct HarnessLog: EventLog {
    mutating func record(_ event: LogEvent) {}
}

/// A coin flip paying 2.00x: the round's draw decides it.
struct CoinFlip: GameEngine {
    var outcomeTable: OutcomeTable {
        OutcomeTable([
            Outcome(label: "lose", probability: ExactFraction(1, 2), centi: Centi(0)),
            Outcome(label: "win", probability: ExactFraction(1, 2), centi: Centi(200))
        ])
    }
    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int { Int(generator.next() >> 63) }
}

typealias HarnessCoordinator = AppCoordinator<
    ZoneClock<USEasternTimeRules>, HarnessUsage, HarnessShields, CasinoStateFile, HarnessLog
>

enum Role: String, CaseIterable {
    case app, monitor, shield
}

func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func runChild(role: Role, folder: String, journal: String, seed: UInt64, round: Int, discipline: WriteDiscipline) {
    roundSeconds = roundInstant(round)
    var storage = CasinoStateFile(folder: folder)
    storage.file.journalFolder = journal
    storage.file.discipline = discipline
    storage.file.stageHook = { stage in
        if stage == .lockHeld { writesThisRound += 1 }
        if stage == killStage && writesThisRound == killAtWrite { kill(getpid(), SIGKILL) }
    }
    var coordinator = HarnessCoordinator(
        clock: ZoneClock(rules: USEasternTimeRules()) { Instant(secondsSinceEpoch: roundSeconds) },
        usage: HarnessUsage(seed: seed), shields: HarnessShields(), storage: storage, log: HarnessLog(),
        initialAllowanceMinutes: 60)
    // A fresh installation's seed, committed with its first write (the lab's 64-bit seed).
    coordinator.commitLabSeedIfFresh(seed)
    if role == .app {
        coordinator.storage.file.journalTag = "app:launch"
        coordinator.launch()
        report(coordinator)
    }
    var lastDay = coordinator.clock.today
    while let line = readLine() {
        let fields = line.split(separator: " ")
        guard fields.first == "R", fields.count == 4, let r = Int(fields[1]), let w = Int(fields[3]) else { break }
        roundSeconds = roundInstant(r)
        killStage = WriteStage(rawValue: String(fields[2]))
        killAtWrite = w
        writesThisRound = 0
        var rng = HarnessRandom(seed: seed, subRun: Role.allCases.firstIndex(of: role)! + 1, chunk: r)
        let conflictsBefore = coordinator.storage.conflicts
        let events = playEvents(of: role, &coordinator, rng: &rng, lastDay: lastDay)
        lastDay = coordinator.clock.today
        emit("D \(r) \(events) \(coordinator.storage.conflicts - conflictsBefore)")
    }
}

/// One round's events of `role`, each tagged in the journal with the role and the event: the
/// monitor's day boundary and usage threshold, the shield's lock tap, the app's foregrounds, taps,
/// selection changes and rounds. Returns how many it played.
func playEvents(of role: Role, _ coordinator: inout HarnessCoordinator, rng: inout HarnessRandom, lastDay: DayKey)
    -> Int
{
    var events = 0
    func tagged(_ event: String) { coordinator.storage.file.journalTag = "\(role.rawValue):\(event)" }
    switch role {
    case .monitor:
        if coordinator.clock.today != lastDay {
            tagged("dayBoundary")
            coordinator.dayBoundaryReached()
            events += 1
            report(coordinator)
        }
        if rng.chance(70) {
            tagged("usageThreshold")
            coordinator.usageThresholdReached()
            events += 1
            report(coordinator)
        }
    case .shield:
        coordinator.reload()
        if !coordinator.state.userWantsUnlocked && rng.chance(40) {
            tagged("toggleLock")
            tap(&coordinator)
            events += 1
        }
    case .app:
        for _ in 0..<(1 + Int(rng.next() % 3)) {
            let pick = rng.next() % 100
            if pick < 25 {
                tagged("foreground")
                coordinator.enterForeground()
                report(coordinator)
            } else if pick < 45 {
                tagged("toggleLock")
                tap(&coordinator)
            } else if pick < 50 {
                tagged("selection")
                coordinator.changeSelection(["app.\(rng.next() % 4)", "app.\(4 + rng.next() % 4)"])
                report(coordinator)
            } else {
                playRound(&coordinator, rng: &rng)
            }
            events += 1
        }
    }
    return events
}

func report(_ coordinator: HarnessCoordinator) {
    if let refusal = coordinator.storeRefusal { emit("F \(refusal)") }
}

func tap(_ coordinator: inout HarnessCoordinator) {
    let result = coordinator.toggleLock()
    report(coordinator)
    guard result != .refused, coordinator.storeRefusal == nil else { return }
    emit("T \(coordinator.state.userWantsUnlocked ? 1 : 0) \(coordinator.version)")
}

/// One round of the coin flip: commit (the draws spent), then settle, as the app does.
func playRound(_ coordinator: inout HarnessCoordinator, rng: inout HarnessRandom) {
    guard let position = coordinator.nextRoundPosition() else { return }
    let remaining = coordinator.remainingMinutes
    guard remaining >= 1 else { return }
    let wager = 1 + Int(rng.next() % UInt64(min(remaining, 10)))
    var drawn = position.makeGenerator()
    let engine = CoinFlip()
    let outcome = engine.play(wager: wager, using: &drawn)
    coordinator.storage.file.journalTag = "app:commit"
    let committed = coordinator.commitWager(
        game: .crash, options: "coin", wager: wager, position: position, nextDrawIndex: drawn.drawIndex,
        outcomeTable: engine.outcomeTable, returnFloor: .off)
    report(coordinator)
    guard case .success(let pending) = committed else { return }
    coordinator.storage.file.journalTag = "app:settle"
    coordinator.settleWager(id: pending.id, outcome: outcome)
    report(coordinator)
}
