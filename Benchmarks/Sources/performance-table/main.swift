// Prints the table of Docs/performance.md from one run: raw RNG draws/s on all cores, then for
// each game its wagers/s through the runner on all cores, the RNG-bound limit (draws/s ÷ draws
// per wager), the ratio to it, and the speed-up of all cores over one thread.
import BenchmarkSupport
import Foundation

let cores = ProcessInfo.processInfo.activeProcessorCount
let scale = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1  // multiply run lengths on a fast machine

func millions(_ x: Double) -> String { String(Int((x / 1e6).rounded())) + " M" }
func ratio(_ x: Double) -> String { String(Double(Int((x * 100).rounded())) / 100) }

/// The 1-, 5- and 15-minute load averages: a busy machine shows here, and in the figures.
func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}

print("load average before: \(loadAverage())")
let draws = RawDraws.perSecond(draws: 1_000_000_000 * scale, threads: cores, repeats: 7)
let drawsOne = RawDraws.perSecond(draws: 500_000_000 * scale, threads: 1, repeats: 7)
print("RNG (xoshiro256**): \(millions(draws)) draws/s on \(cores) cores, \(millions(drawsOne)) on 1 (\(ratio(draws / drawsOne))×)")
print("")
print("| game | draws per wager | wagers/s, \(cores) threads | RNG-bound limit | ratio to limit | wagers/s, 1 thread | \(cores) threads ÷ 1 |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
for game in try BenchmarkGame.all() {
    // About half a second per run on two cores for every game (more wagers for the faster ones),
    // best of 7: on a shared machine the best run is the one least disturbed.
    let wagers: Int
    switch game.plan {
    case .crash: wagers = 800_000_000
    case .plinko: wagers = 400_000_000
    case .slots: wagers = 200_000_000
    case .mines: wagers = 80_000_000
    }
    let perWager = game.drawsPerWager()
    let all = try game.wagersPerSecond(wagers: wagers * scale, threads: cores, repeats: 7)
    let one = try game.wagersPerSecond(wagers: wagers * scale / 2, threads: 1, repeats: 7)
    let limit = draws / perWager
    print("| \(game.name) | \(String(format: "%.4f", perWager)) | \(millions(all)) | \(millions(limit)) | \(ratio(all / limit)) | \(millions(one)) | \(ratio(all / one))× |")
}
print("")
print("load average after: \(loadAverage())")
