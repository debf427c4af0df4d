import CasinoCore
/// Everything that determines a Monte Carlo run's result: the game and its options, the wager and
/// budget it is played under, the seed, the number of wagers and how they are cut into chunks.
///
/// Two runs with equal specs and equal outcome tables produce the same bytes, whatever the thread
/// count, the shard split or the machine: chunk `k` always plays `wagersInChunk(k)` wagers on
/// stream `k` of `seed` (Docs/rng.md).
public struct RunSpec: Hashable, Sendable {
    /// The number of wagers in every chunk but the last, for every run the tool makes.
    ///
    /// 2²⁰ keeps a chunk to a few milliseconds on one core (so threads share work evenly and
    /// Ctrl-C answers quickly) and a 10¹⁰-wager run to under 10,000 chunks. It is part of the
    /// result's identity: changing it changes which stream plays which wager.
    @usableFromInline package static let standardChunkSize = 1 << 20

    /// The largest run accepted: 10¹⁵ wagers (about a week on two cores at the fastest game).
    package static let maximumWagers = 1_000_000_000_000_000

    /// The largest wager or remaining budget accepted, in minutes; far above a real day's budget,
    /// low enough that every per-chunk sum fits in 64 bits.
    static let maximumMinutes = 1_000_000

    /// The most `minutesUntilMidnight` can be: 1499, at 00:00 on the 25-hour day when clocks fall
    /// back. It counts real minutes to 23:59, elapsed time on a daylight-saving day (Docs/rules.md);
    /// a 24-hour day starts at 1439.
    static let maximumMinutesUntilMidnight = 1499

    /// The game; its name (`crash`, `plinko`, `mines`, `slots`) is what a result file records.
    package var game: GameKind
    /// The game's options as name/value pairs sorted by name, e.g. `[("target", "2.00")]`.
    /// A configuration file belongs here too (as a digest of its contents), since it changes the game.
    package var options: [GameOptionValue]
    /// Minutes staked on every wager.
    package var wager: Int
    /// The player's `remainingMinutes` when each wager is placed (the budget the cap works from).
    package var remainingMinutes: Int
    /// `minutesUntilMidnight` when each wager is placed; 0…1499 (`maximumMinutesUntilMidnight`).
    package var minutesUntilMidnight: Int
    /// The seed; chunk `k` uses stream `k` of it.
    @usableFromInline package var seed: UInt64
    /// The number of wagers in the whole run (all shards together).
    package var wagers: Int
    /// Wagers per chunk; `standardChunkSize` for every run the tool makes.
    package var chunkSize: Int

    /// Creates a spec after checking every field against the rules; see `InputError` for the messages.
    ///
    /// `remainingMinutes` defaults to the wager (the player stakes everything left) and
    /// `minutesUntilMidnight` to 1439 (just after midnight), the loosest cap a 24-hour day has.
    public init(
        game: GameKind,
        options: [GameOptionValue] = [],
        wager: Int,
        remainingMinutes: Int? = nil,
        minutesUntilMidnight: Int = 1439,
        seed: UInt64,
        wagers: Int,
        chunkSize: Int = RunSpec.standardChunkSize
    ) throws {
        try self.init(
            game: game, options: options, wager: wager, remainingMinutes: remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight, seed: seed, wagers: wagers, chunkSize: chunkSize,
            refusal: { $0 })
    }

    /// A spec checked as the public initializer checks it, each refusal worded by `refusal` (a
    /// result file's reader names the file).
    init(
        game: GameKind, options: [GameOptionValue], wager: Int, remainingMinutes: Int?, minutesUntilMidnight: Int,
        seed: UInt64, wagers: Int, chunkSize: Int, refusal: (InputError) -> InputError
    ) throws(InputError) {
        self.game = game
        self.options = options.sorted { $0.name < $1.name }
        self.wager = wager
        self.remainingMinutes = remainingMinutes ?? wager
        self.minutesUntilMidnight = minutesUntilMidnight
        self.seed = seed
        self.wagers = wagers
        self.chunkSize = chunkSize
        try validate(refusal: refusal)
    }

    /// The number of chunks: `⌈wagers / chunkSize⌉`; the last one may be short.
    @usableFromInline package var chunkCount: Int { (wagers + chunkSize - 1) / chunkSize }

    /// The number of wagers chunk `chunk` plays: `chunkSize`, except for a short last chunk.
    @usableFromInline func wagersInChunk(_ chunk: Int) -> Int {
        min(chunkSize, wagers - chunk * chunkSize)
    }

    /// The number of wagers in chunks `chunks`.
    func wagers(in chunks: Range<Int>) -> Int {
        guard !chunks.isEmpty else { return 0 }
        return min(chunks.upperBound * chunkSize, wagers) - chunks.lowerBound * chunkSize
    }

    func validate(refusal: (InputError) -> InputError) throws(InputError) {
        if wagers < 1 { throw refusal(InputError(clipping: "the number of wagers must be at least 1, got \(wagers)")) }
        if wagers > RunSpec.maximumWagers {
            throw refusal(InputError(clipping: "the number of wagers must be at most 1e15, got \(wagers)"))
        }
        if wager < 1 { throw refusal(InputError(clipping: "the wager must be at least 1 minute, got \(wager)")) }
        if remainingMinutes > RunSpec.maximumMinutes {
            throw refusal(
                InputError(
                    clipping: "remaining minutes must be at most \(RunSpec.maximumMinutes), got \(remainingMinutes)"))
        }
        if wager > remainingMinutes {
            throw refusal(
                InputError(
                    clipping:
                        "the wager (\(wager) min) is more than the remaining minutes (\(remainingMinutes)); a wager must be 1…remaining"
                ))
        }
        if !(0...RunSpec.maximumMinutesUntilMidnight).contains(minutesUntilMidnight) {
            throw refusal(
                InputError(
                    clipping:
                        "minutes until midnight must be 0…\(RunSpec.maximumMinutesUntilMidnight), got \(minutesUntilMidnight)"
                ))
        }
        // Bounded like the wagers, so `chunkCount` and the chunk arithmetic cannot overflow for a part
        // read from a file (found by an adversarial run: a chunk size of 2⁶³ − 1 trapped `merge`).
        if chunkSize < 1 || chunkSize > RunSpec.maximumWagers {
            throw refusal(InputError(clipping: "the chunk size must be 1…1e15, got \(chunkSize)"))
        }
        for option in options where option.name.isEmpty {
            throw refusal(InputError(clipping: "a game option has an empty name"))
        }
        for (a, b) in zip(options, options.dropFirst()) where a.name == b.name {
            throw refusal(InputError(clipping: "the game option '\(InputQuote.brief(a.name))' is given twice"))
        }
    }
}

/// One game option as it is recorded in a result: `target = 2.00`, `rows = 16`.
public struct GameOptionValue: Hashable, Sendable {
    package var name: String
    package var value: String

    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
