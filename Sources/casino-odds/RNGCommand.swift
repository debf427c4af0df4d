import ArgumentParser
import Foundation
import CasinoCore
import OddsLab
import OddsReports
import Statistics

struct RNGCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rng",
        abstract: "Print the generator's output for a seed and stream: raw words, bounded integers or game outcomes.",
        discussion: """
            What is printed (Docs/rng.md):
              words (default)  xoshiro256** output, hex by default
              --bounded N      nextBounded(N), Lemire's method as the engines call it
              --outcomes GAME  one outcome index per wager from the game's engine, at
                               its real draw positions (game options as for simulate,
                               e.g. --outcomes mines --mines 3 --reveals 5)

            --chi-square tests the --bounded or --outcomes values instead of printing
            them: a Pearson chi-square against their exact distribution (bounds above
            1000 by the value mod 1000), p-value printed; exit 1 when p < 0.001 or an
            impossible outcome occurred. --count is the sample size (default 10^8).

            --interleave K takes streams S…S+K−1 (S = --stream) in turn, one item each
            (raw words of 8 streams come straight from the runner's vector generator).

            Formats: hex (words only) and text, one item per line; raw, little-endian
            UInt64 words (one byte per item for --outcomes) on stdout, without end when
            --count is absent, for external test batteries, e.g.
              casino-odds rng --seed 1 --format raw | dieharder -g 200 -a
            A closed pipe ends the output quietly.

            Examples:
              casino-odds rng --seed 1 --count 5
              casino-odds rng --seed 1 --bounded 1000 --chi-square
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case hex, text, raw
    }

    enum Words: OptionWording {}

    @OptionGroup var seed: SeedOption<Words>

    @Option(help: "The stream of the seed (stream k starts at SplitMix64 outputs 4k…4k+3).")
    var stream: Seed = Seed(value: 0)

    @Option(help: "How many items to print (default: 10 for hex and text, unlimited for raw).")
    var count: Int?

    @Option(help: "Output format: hex (words), text or raw (default: hex for words, text otherwise).")
    var format: Format?

    @Option(help: ArgumentHelp("Print integers uniform on 0..<N (Lemire), as the engines draw them.", valueName: "N"))
    var bounded: Seed?

    @Option(
        help: ArgumentHelp(
            "Print one outcome index per wager of this game (its options as for simulate).", valueName: "game"))
    var outcomes: GameKind?

    @OptionGroup var game: GameOptions

    @Flag(help: "Chi-square test the --bounded or --outcomes values instead of printing them (exit 1 when p < 0.001).")
    var chiSquare = false

    /// The chi-square's significance level: its false-alarm rate for a seed chosen at random.
    static let chiSquareLevel = 0.001
    /// The most draws `--chi-square` counts: about twenty minutes of one core.
    static let maximumChiSquareCount = 1_000_000_000_000

    @Option(help: ArgumentHelp("Take K consecutive streams in turn, one item each.", valueName: "K"))
    var interleave: Int = 1

    /// The most streams `--interleave` takes (a table of generators, 32 bytes each).
    static let maximumInterleave = 1 << 16

    func validate() throws {
        if let count, count < 0 {
            throw ValidationError("--count must be 0 or more, got \(count)")
        }
        if let bounded, bounded.value == 0 {
            throw ValidationError("--bounded must be at least 1, got 0")
        }
        if bounded != nil && outcomes != nil {
            throw ValidationError("--bounded and --outcomes cannot be combined")
        }
        if format == .hex && (bounded != nil || outcomes != nil) {
            throw ValidationError("--format hex prints words only; use text or raw with --bounded or --outcomes")
        }
        if outcomes == nil
            && (game.game != nil || game.target != nil || game.rows != nil || game.risk != nil
                || game.mines != nil || game.reveals != nil || game.config != nil)
        {
            throw ValidationError("game options need --outcomes GAME")
        }
        if let named = game.game, let outcomes, named != outcomes {
            throw ValidationError("--game \(named) and --outcomes \(outcomes) name different games")
        }
        if chiSquare && bounded == nil && outcomes == nil {
            throw ValidationError("--chi-square needs --bounded N or --outcomes GAME")
        }
        // A chi-square of no draws says nothing; one of 2^63 draws would run for centuries.
        if chiSquare, let count, count < 1 || count > RNGCommand.maximumChiSquareCount {
            throw ValidationError("--count with --chi-square must be 1…1e12, got \(count)")
        }
        if chiSquare && (format != nil || interleave != 1) {
            throw ValidationError("--chi-square prints one line; it takes no --format or --interleave")
        }
        if interleave < 1 || interleave > RNGCommand.maximumInterleave {
            throw ValidationError("--interleave must be 1…\(RNGCommand.maximumInterleave), got \(interleave)")
        }
        // Stream k starts at SplitMix64 output 4k (mod 2^64): stream 2^62 would be stream 0 again.
        if stream.value > Xoshiro256StarStar.streamCount - UInt64(interleave) {
            throw ValidationError(
                interleave == 1
                    ? "--stream must be below 2^62 (\(Xoshiro256StarStar.streamCount)), got \(stream.value): "
                        + "stream k + 2^62 repeats stream k"
                    : "--stream \(stream.value) + --interleave \(interleave) passes the last stream, 2^62 − 1: "
                        + "stream k + 2^62 repeats stream k")
        }
    }

    func run() throws {
        ignoreBrokenPipe()
        var engine: AnyGameEngine? = nil
        if let outcomes {
            var options = game
            options.game = outcomes
            engine = try options.configuredGame().engine
        }
        if chiSquare {
            try runChiSquare(engine: engine)
            return
        }
        var generators = (0..<interleave).map {
            Xoshiro256StarStar(seed: seed.value, stream: stream.value + UInt64($0))
        }
        let format = self.format ?? (bounded == nil && outcomes == nil ? .hex : .text)
        let limit = count ?? (format == .raw ? -1 : 10)
        let item: (inout Xoshiro256StarStar) -> UInt64
        if let engine {
            item = { UInt64(truncatingIfNeeded: engine.playOutcome(using: &$0)) }
        } else if let bound = bounded?.value {
            item = { $0.nextBounded(bound) }
        } else {
            item = { $0.next() }
        }
        switch format {
        case .hex, .text:
            let writer = StdoutWriter()
            var produced = 0
            while produced != limit {
                let value = item(&generators[produced % interleave])
                produced += 1
                var line = String(value, radix: format == .hex ? 16 : 10)
                if format == .hex { line = String(repeating: "0", count: 16 - line.count) + line }
                guard writer.write(Array((line + "\n").utf8)) else { return }
            }
            writer.flush()
        case .raw:
            if engine != nil {
                RawExport.write(limit: limit, generators: &generators) { UInt8(truncatingIfNeeded: item(&$0)) }
            } else if bounded != nil {
                RawExport.write(limit: limit, generators: &generators) { item(&$0).littleEndian }
            } else if interleave == LaneBlock.lanes && DrawSource.current == .lanes {
                // Eight streams word by word is the vector generator's own layout: write its blocks.
                RawExport.writeLanes(limit: limit, streams: generators)
            } else {
                RawExport.write(limit: limit, generators: &generators) { $0.next().littleEndian }
            }
        }
    }
}

extension RNGCommand {
    /// One line: what was tested, the statistic and its p-value; exit 1 when it fails.
    func runChiSquare(engine: AnyGameEngine?) throws {
        let size = count ?? 100_000_000
        let what: String
        let test: PearsonChiSquareTest
        do {
            if let engine, let outcomes {
                what = "outcomes of \(outcomes)"
                // `open` hands over the concrete engine, so the loop is specialised as the runner's is.
                struct Outcomes: GameEngineBody {
                    typealias Failure = any Error
                    let size: Int, seed: UInt64, stream: UInt64
                    func callAsFunction<Engine: GameEngine>(_ engine: Engine) throws -> PearsonChiSquareTest {
                        try ScaledOutputTest.outcomes(of: engine, wagers: size, seed: seed, stream: stream)
                    }
                }
                test = try engine.open(Outcomes(size: size, seed: seed.value, stream: stream.value))
            } else {
                let bound = bounded?.value ?? 1
                what = "nextBounded(\(bound))"
                test = try ScaledOutputTest.bounded(bound, draws: size, seed: seed.value, stream: stream.value)
            }
        } catch {
            throw InputError("chi-square: \(error)")
        }
        let failed = test.pValue < RNGCommand.chiSquareLevel || test.observedInImpossibleCategories > 0
        let line =
            "\(what), \(size) draws, seed \(seed.value) stream \(stream.value): chi-square "
            + String(format: "%.1f", test.statistic) + " on \(test.degreesOfFreedom) df, p = "
            + String(format: "%.4f", test.pValue)
            + (test.observedInImpossibleCategories > 0
                ? ", \(test.observedInImpossibleCategories) impossible outcomes" : "")
            + (failed ? " FAIL" : " pass") + " (level \(RNGCommand.chiSquareLevel))\n"
        writeStdout(line)
        if failed { throw ExitCode(1) }
    }
}

extension RawExport {
    /// Raw words of 8 interleaved streams from the vector generator: its block is already row i
    /// = word i of each stream in turn, so it is written as it is filled.
    static func writeLanes(limit: Int, streams: [Xoshiro256StarStar]) {
        let block = LaneBlock(streams: streams, rows: blockItems / LaneBlock.lanes)
        var remaining = limit
        while remaining != 0 {
            block.fill()
            let n = remaining < 0 ? blockItems : min(blockItems, remaining)
            if remaining > 0 { remaining -= n }
            guard
                block.withWords({ words -> Bool in
                    #if _endian(big)
                        for i in 0..<n { words[i] = words[i].littleEndian }
                    #endif
                    return stdoutAccepted(
                        writeAll(UnsafeRawBufferPointer(start: words.baseAddress, count: n * 8), to: 1))
                })
            else { return }
        }
    }
}

/// The raw export: items written in blocks straight from one buffer, for test batteries that read
/// gigabytes (a word appended at a time ran at about a fifth of a plain C loop).
enum RawExport {
    /// Items per block: 64 KiB of words.
    static let blockItems = 8192

    /// Writes `limit` items (without end when negative), item i from `generators[i mod count]`.
    /// Returns when done or when stdout is closed.
    @inline(__always)
    static func write<Item>(
        limit: Int, generators: inout [Xoshiro256StarStar],
        item: (inout Xoshiro256StarStar) -> Item
    ) {
        let buffer = UnsafeMutableBufferPointer<Item>.allocate(capacity: blockItems)
        defer { buffer.deallocate() }
        let lanes = generators.count
        var remaining = limit
        var lane = 0
        generators.withUnsafeMutableBufferPointer { streams in
            while remaining != 0 {
                let n = remaining < 0 ? blockItems : min(blockItems, remaining)
                if lanes == 1 {
                    // A local copy stays in registers; through the buffer each step would wait on memory.
                    var generator = streams[0]
                    for i in 0..<n { buffer[i] = item(&generator) }
                    streams[0] = generator
                } else {
                    for i in 0..<n {
                        buffer[i] = item(&streams[lane])
                        lane += 1
                        if lane == lanes { lane = 0 }
                    }
                }
                if remaining > 0 { remaining -= n }
                let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: n * MemoryLayout<Item>.stride)
                guard stdoutAccepted(writeAll(bytes, to: 1)) else { return }
            }
        }
    }
}

/// Buffered writes to stdout that report a closed pipe instead of dying on SIGPIPE.
final class StdoutWriter {
    private var pending: [UInt8] = []

    /// Appends bytes, flushing when the buffer is large; false once stdout's reader has gone
    /// (`stdoutAccepted`).
    func write(_ bytes: [UInt8]) -> Bool {
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { return flushReporting() }
        return true
    }

    func flush() { _ = flushReporting() }

    private func flushReporting() -> Bool {
        defer { pending.removeAll(keepingCapacity: true) }
        return stdoutAccepted(writeAll(pending, to: 1))
    }
}
