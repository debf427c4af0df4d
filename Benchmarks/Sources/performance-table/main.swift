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
let draws = RawDraws.perSecond(draws: 2_000_000_000 * scale, threads: cores)
let drawsOne = RawDraws.perSecond(draws: 1_000_000_000 * scale, threads: 1)
print("RNG (xoshiro256**): \(millions(draws)) draws/s on \(cores) cores, \(millions(drawsOne)) on 1 (\(ratio(draws / drawsOne))×)")
print("")
print("| game | draws per wager | wagers/s, \(cores) threads | RNG-bound limit | ratio to limit | wagers/s, 1 thread | \(cores) threads ÷ 1 |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
for game in try BenchmarkGame.all() {
    // About two seconds per run on two cores for every game: more wagers for the faster ones.
    let wagers: Int
    switch game.plan {
    case .crash: wagers = 2_000_000_000
    case .plinko: wagers = 1_500_000_000
    case .slots: wagers = 600_000_000
    case .mines: wagers = 300_000_000
    }
    let perWager = game.drawsPerWager()
    let all = try game.wagersPerSecond(wagers: wagers * scale, threads: cores)
    let one = try game.wagersPerSecond(wagers: wagers * scale / 2, threads: 1)
    let limit = draws / perWager
    print("| \(game.name) | \(String(format: "%.4f", perWager)) | \(millions(all)) | \(millions(limit)) | \(ratio(all / limit)) | \(millions(one)) | \(ratio(all / one))× |")
}
print("")
print("load average after: \(loadAverage())")
