import ArgumentParser
import CasinoCore
import OddsLab
import OddsReports

struct RNGCommand: ParsableCommand, OptionWording {
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

    @OptionGroup var seed: SeedOption<RNGCommand>

    @Option(help: "The stream of the seed (stream k starts at SplitMix64 outputs 4k…4k+3).")
    var stream: Seed = Seed(value: 0)

    @Option(help: "How many items to print (default: 10 for hex and text, unlimited for raw).") var count: Int?

    @Option(help: "Output format: hex (words), text or raw (default: hex for words, text otherwise).")
    var format: RNGRequest.Format?

    @Option(help: ArgumentHelp("Print integers uniform on 0..<N (Lemire), as the engines draw them.", valueName: "N"))
    var bounded: Seed?

    @Option(
        help: ArgumentHelp(
            "Print one outcome index per wager of this game (its options as for simulate).", valueName: "game"))
    var outcomes: GameKind?

    @OptionGroup var game: GameOptions

    @Flag(help: "Chi-square test the --bounded or --outcomes values instead of printing them (exit 1 when p < 0.001).")
    var chiSquare = false

    @Option(help: ArgumentHelp("Take K consecutive streams in turn, one item each.", valueName: "K"))
    var interleave: Int = 1

    func run() throws {
        let request = try RNGRequest(
            seed: seed.seed, stream: stream, count: count, format: format, bounded: bounded, outcomes: outcomes,
            game: game.flags, chiSquare: chiSquare, interleave: interleave)
        guard request.chiSquareCount != nil else { return request.write() }
        let test = try request.chiSquare()
        writeStdout(test.line(seed: request.seed, stream: request.stream))
        if test.failed { throw ExitCode(1) }
    }
}

extension RNGRequest.Format: ExpressibleByArgument {}
