// Prints the table of Docs/performance.md from one run: raw RNG draws/s on all cores, then for
// each game its wagers/s through the runner on all cores, the RNG-bound limit (draws/s ÷ draws
// per wager), the ratio to it, the same on one thread (a figure the other tenants of a shared
// machine cannot lower by taking the second core), and the speed-up of all cores over one thread.
import BenchmarkSupport
import CasinoCore
import Foundation

let cores = ProcessInfo.processInfo.activeProcessorCount
// Arguments: [scale [rounds]]. `scale` multiplies run lengths on a fast machine.
let scale = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1

func millions(_ x: Double) -> String { String(Int((x / 1e6).rounded())) + " M" }
/// Fixed decimals, so 0.498 prints as 0.498 and never as a rounded "0.5".
func fixed(_ x: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", x) }

/// The 1-, 5- and 15-minute load averages: a busy machine shows here, and in the figures.
func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}

print("load average before: \(loadAverage())")

// Every measurement is the best of `rounds` samples, and the samples are interleaved: each round
// samples raw draws (all cores, one thread) and then every game (all cores, one thread). A moment
// when another tenant of the shared machine takes a core then lowers one sample of everything,
// not a whole column; and the RNG rate, the best of samples spread over the whole run, is never
// lowered by one disturbed moment (which would flatter the ratios).
// 15 rounds take about a minute and a half; a second argument sets another number.
let rounds = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 15
let games = try BenchmarkGame.all()
/// About half a second per run on two cores for every game (more wagers for the faster ones); a game
/// not listed (a new one, until it is timed) plays 100 M.
let wagersPerKind: [GameKind: Int] = [
    .crash: 800_000_000, .plinko: 400_000_000, .slots: 200_000_000, .mines: 80_000_000
]
func wagersPerRun(_ game: BenchmarkGame) -> Int { (wagersPerKind[game.engine.kind] ?? 100_000_000) * scale }
var draws = 0.0, drawsOne = 0.0
var all = [Double](repeating: 0, count: games.count), one = all
for _ in 0..<rounds {
    draws = max(draws, RawDraws.perSecond(draws: 1_000_000_000 * scale, threads: cores, repeats: 1))
    drawsOne = max(drawsOne, RawDraws.perSecond(draws: 500_000_000 * scale, threads: 1, repeats: 1))
    for (index, game) in games.enumerated() {
        all[index] = max(all[index], try game.wagersPerSecond(wagers: wagersPerRun(game), threads: cores, repeats: 1))
        one[index] = max(one[index], try game.wagersPerSecond(wagers: wagersPerRun(game) / 2, threads: 1, repeats: 1))
    }
}

print(
    "RNG (xoshiro256**): \(millions(draws)) draws/s on \(cores) cores, \(millions(drawsOne)) on 1 (\(fixed(draws / drawsOne, 2))×)"
)
print("")
print(
    "| game | draws per wager | wagers/s, \(cores) threads | RNG-bound limit | ratio to limit | wagers/s, 1 thread | ratio to limit, 1 thread | \(cores) threads ÷ 1 |"
)
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for (index, game) in games.enumerated() {
    let perWager = game.drawsPerWager()
    let limit = draws / perWager
    print(
        "| \(game.name) | \(String(format: "%.4f", perWager)) | \(millions(all[index])) | \(millions(limit)) | "
            + "\(fixed(all[index] / limit, 3)) | \(millions(one[index])) | \(fixed(one[index] / (drawsOne / perWager), 3)) | "
            + "\(fixed(all[index] / one[index], 2))× |")
}
print("")
print("load average after: \(loadAverage())")
