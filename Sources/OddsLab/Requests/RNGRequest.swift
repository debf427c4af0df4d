import CasinoCore
import Statistics

/// `rng`: the generator's output for a seed and stream (raw words, bounded integers or a game's
/// outcomes), or a chi-square test of it.
public struct RNGRequest: Sendable {
    /// What each item is.
    public enum Items: Sendable {
        case words
        case bounded(UInt64)
        case outcomes(GameKind, AnyGameEngine)
    }

    /// How items are printed: `hex` (words only), `text`, or `raw` little-endian bytes.
    public enum Format: String, CaseIterable, Sendable {
        case hex, text, raw
    }

    /// The chi-square's significance level: its false-alarm rate for a seed chosen at random.
    public static let chiSquareLevel = 0.001
    /// The most draws a chi-square counts: about twenty minutes of one core.
    static let maximumChiSquareCount = 1_000_000_000_000
    /// The most streams `--interleave` takes (a table of generators, 32 bytes each).
    static let maximumInterleave = 1 << 16

    public var seed: UInt64
    public var stream: UInt64
    public var items: Items
    public var format: Format
    /// Items to print; negative for no end (raw without `--count`).
    public var limit: Int
    public var interleave: Int
    /// The sample size when the request is a chi-square test; nil when it prints items.
    public var chiSquareCount: Int?

    /// Reads and checks the options; `game` are the game flags, which need `outcomes`.
    public init(
        seed: Seed, stream: Seed, count: Int?, format: Format?, bounded: Seed?, outcomes: GameKind?, game: GameFlags,
        chiSquare: Bool, interleave: Int
    ) throws {
        if let count, count < 0 { throw InputError("\(option: .count) must be 0 or more, got \(count)") }
        if let bounded, bounded.value == 0 { throw InputError("\(option: .bounded) must be at least 1, got 0") }
        if bounded != nil && outcomes != nil {
            throw InputError("\(option: .bounded) and \(option: .outcomes) cannot be combined")
        }
        if format == .hex && (bounded != nil || outcomes != nil) {
            throw InputError(
                "\(option: .format) hex prints words only; use text or raw with \(option: .bounded) or \(option: .outcomes)"
            )
        }
        if outcomes == nil && game.anyGiven { throw InputError("game options need \(option: .outcomes) GAME") }
        if let named = game.game, let outcomes, named != outcomes {
            throw InputError("\(option: .game) \(named) and \(option: .outcomes) \(outcomes) name different games")
        }
        if chiSquare && bounded == nil && outcomes == nil {
            throw InputError("\(option: .chiSquare) needs \(option: .bounded) N or \(option: .outcomes) GAME")
        }
        // A chi-square of no draws says nothing; one of 2^63 draws would run for centuries.
        if chiSquare, let count, count < 1 || count > RNGRequest.maximumChiSquareCount {
            throw InputError("\(option: .count) with \(option: .chiSquare) must be 1…1e12, got \(count)")
        }
        if chiSquare && (format != nil || interleave != 1) {
            throw InputError(
                "\(option: .chiSquare) prints one line; it takes no \(option: .format) or \(option: .interleave)")
        }
        if interleave < 1 || interleave > RNGRequest.maximumInterleave {
            throw InputError("\(option: .interleave) must be 1…\(RNGRequest.maximumInterleave), got \(interleave)")
        }
        // Stream k starts at SplitMix64 output 4k (mod 2^64): stream 2^62 would be stream 0 again.
        if stream.value > Xoshiro256StarStar.streamCount - UInt64(interleave) {
            let problem: InputText =
                interleave == 1
                ? "\(option: .stream) must be below 2^62 (\(Xoshiro256StarStar.streamCount)), got \(stream.value)"
                : "\(option: .stream) \(stream.value) + \(option: .interleave) \(interleave) passes the last stream, 2^62 − 1"
            throw InputError("\(problem): stream k + 2^62 repeats stream k")
        }
        if let outcomes {
            var flags = game
            flags.game = outcomes
            items = .outcomes(outcomes, try flags.configuredGame().engine)
        } else if let bounded {
            items = .bounded(bounded.value)
        } else {
            items = .words
        }
        self.seed = seed.value
        self.stream = stream.value
        self.format = format ?? (bounded == nil && outcomes == nil ? .hex : .text)
        self.limit = count ?? (self.format == .raw ? -1 : 10)
        self.interleave = interleave
        self.chiSquareCount = chiSquare ? count ?? 100_000_000 : nil
    }

    /// The generators of the streams taken, in turn.
    public var generators: [Xoshiro256StarStar] {
        (0..<interleave).map { Xoshiro256StarStar(seed: seed, stream: stream + UInt64($0)) }
    }

    /// A chi-square test's outcome.
    public struct ChiSquare: Sendable {
        /// What was tested: `nextBounded(1000)`, `outcomes of crash`.
        public var what: String
        public var draws: Int
        public var test: PearsonChiSquareTest
        /// Whether p < `chiSquareLevel` or an impossible outcome occurred.
        public var failed: Bool {
            test.pValue < RNGRequest.chiSquareLevel || test.observedInImpossibleCategories > 0
        }
    }

    /// The chi-square of `chiSquareCount` items against their exact distribution.
    ///
    /// The test's own refusals (`PearsonChiSquareTest`: an empty table, probabilities that do not
    /// sum to 1, counts past `UInt64`) cannot follow from options `init` accepted: a bound is at
    /// least 1, the count at most 1e12 and a game's outcome table exact. Were one to, it reaches the
    /// user in the test's own words (`chi-square test needs at least one category`).
    public func chiSquare() throws -> ChiSquare {
        let size = chiSquareCount ?? 100_000_000
        switch items {
        case .outcomes(let kind, let engine):
            let test = try ScaledOutputTest.outcomes(of: engine, wagers: size, seed: seed, stream: stream)
            return ChiSquare(what: "outcomes of \(kind)", draws: size, test: test)
        case .bounded(let bound):
            let test = try ScaledOutputTest.bounded(bound, draws: size, seed: seed, stream: stream)
            return ChiSquare(what: "nextBounded(\(bound))", draws: size, test: test)
        case .words:
            let test = try ScaledOutputTest.bounded(1, draws: size, seed: seed, stream: stream)
            return ChiSquare(what: "nextBounded(1)", draws: size, test: test)
        }
    }
}
