import AppGroupStore
import Foundation

// store-kills: the App Group store under real processes and real kills (Docs/days.md, "Real
// processes, real kills"). Not part of the shipped tool: a harness, built by `swift build`.
//
//   store-kills run --seed S --kills K [--mutation no-version-check|no-lock] [--folder DIR]
//
// runs the app, the monitor and the shield action as three OS processes on one container folder,
// SIGKILLs one of them at a seeded point of most rounds (mid-write included) and restarts it, and
// audits what is on disk after every kill and every round. Exit 0: no violation; 1: a violation
// (the first ones printed); 2: bad input.

func fatalUsage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("store-kills: \(message)\n".utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "child" {
    guard arguments.count == 7, let role = Role(rawValue: arguments[1]), let seed = UInt64(arguments[4]),
        let round = Int(arguments[5]), let discipline = WriteDiscipline(rawValue: arguments[6])
    else { fatalUsage("child ROLE FOLDER JOURNAL SEED ROUND DISCIPLINE") }
    runChild(
        role: role, folder: arguments[2], journal: arguments[3], seed: seed, round: round, discipline: discipline)
    exit(0)
}

guard arguments.first == "run" else {
    fatalUsage("usage: store-kills run --seed S --kills K [--mutation no-version-check|no-lock] [--folder DIR]")
}
var options: [String: String] = [:]
var index = 1
while index < arguments.count {
    let name = arguments[index]
    guard ["--seed", "--kills", "--mutation", "--folder"].contains(name) else { fatalUsage("\(name): unknown option") }
    guard index + 1 < arguments.count else { fatalUsage("\(name) needs a value") }
    options[name] = arguments[index + 1]
    index += 2
}
guard let seed = UInt64(options["--seed"] ?? "1") else { fatalUsage("--seed: \(options["--seed"]!) is not 0…2^64−1") }
guard let kills = Int(options["--kills"] ?? "100"), (1...10_000_000).contains(kills) else {
    fatalUsage("--kills: \(options["--kills"]!) is not 1…10000000")
}
guard let discipline = WriteDiscipline(rawValue: options["--mutation"] ?? "full") else {
    fatalUsage("--mutation: \(options["--mutation"]!) is not no-version-check or no-lock")
}
let supervisor = Supervisor(seed: seed, kills: kills, discipline: discipline, folder: options["--folder"])
exit(supervisor.run())
