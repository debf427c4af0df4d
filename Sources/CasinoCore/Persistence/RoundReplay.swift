/// Replays one recorded round through the real engine at its recorded RNG position and says what,
/// if anything, does not match the rules.
///
/// A settled round must pay what the engine pays there after the midnight cap at its `capMoment`
/// (remaining minutes, and minutes until 23:59, which `verify` re-derives from `resolvedAt`):
/// exactly, with the same cap flag — so a win cut deeper than the cap allows, or paid above it, is
/// caught; a loss is never capped. A forfeit must charge exactly the stake, record no moment and
/// name options its game can be played with; it is played too, for where its draws end (`verify`'s
/// rules between rounds, `RoundReplay+Sequence.swift`).
/// The history around the rounds (numbers, hash chain, dates, seeds) is `verify`'s
/// (`RoundReplay+History.swift`).
public enum RoundReplay {
    /// The engine for a recorded `game` and `options` (as shown to the user: `"2.00x"`,
    /// `"16 rows high"`, `"3 mines 5 reveals"`, `"one payline"`), or why it cannot be built.
    public static func engine(game: GameKind, options: String, configuration: GameConfiguration) -> Replayed<
        AnyGameEngine
    > {
        do throws(ConfigurationError) {
            if let engine = try AnyGameEngine(recorded: game, options: options, configuration: configuration) {
                // One spelling per choice: "2x", "02.00x" or "2.00x " name the same target but are
                // not what the app writes, and a second spelling is a second history of one round.
                guard engine.recordedOptions == options else {
                    return .failure(
                        RoundProblem(
                            "options",
                            "\"\(options)\" is not how the app records \(game) \"\(engine.recordedOptions)\""))
                }
                return .success(engine)
            }
        } catch {
            return .failure(RoundProblem("options", "\(game) \(options): \(error)"))
        }
        return .failure(RoundProblem("options", "unreadable options \"\(options)\" for \(game)"))
    }

    /// The problem with `transaction`'s play and pay, or nil when it replays by the rules (its
    /// moment taken as recorded; its seed as it names it).
    ///
    /// - Complexity: O(drawIndex) to reach the recorded position, then one round.
    public static func check(_ transaction: Transaction, configuration: GameConfiguration) -> RoundProblem? {
        let generators = ReplayGenerators(positions: [transaction.position], seeds: [transaction.position.seed])
        return check(transaction, configuration: configuration, generators: generators)
    }

    /// The largest wager a round can have: the most remaining minutes a day allows, 1,499 (the
    /// cap keeps remaining within the minutes until 23:59 after a win, at most 1,499 on a 25-hour
    /// day, and an allowance is at most 1,440). It also keeps the payout at the largest multiplier
    /// a configuration accepts (Mines' 10¹⁰ hundredths) far from `Int` overflow.
    public static let mostWagerMinutes = 1499

    static func check(_ transaction: Transaction, configuration: GameConfiguration, generators: ReplayGenerators)
        -> RoundProblem?
    {
        switch replay(transaction, configuration: configuration, generators: generators) {
        case .success: return nil
        case .failure(let problem): return problem
        }
    }

    /// `check`, and when the round replays by the rules, the draw index its draws end at (the
    /// first draw it left unspent, at least one past its start: a round spends its first draw).
    /// A forfeit is played too: its outcome was drawn, unseen, before its commit spent the draws.
    ///
    /// With `commitMinutesUntilMidnight` (the minutes until 23:59 at `placedAt`, which `verify`
    /// re-derives in the history's zone), the stake is also judged as the core judged it at commit,
    /// against the round's `budgetAtCommit` (`commitProblem`).
    static func replay(
        _ transaction: Transaction, configuration: GameConfiguration, generators: ReplayGenerators,
        commitMinutesUntilMidnight: Int? = nil
    )
        -> Replayed<UInt64>
    {
        let t = transaction
        if let problem = fieldProblem(t) { return .failure(problem) }
        let engine: AnyGameEngine
        switch RoundReplay.engine(game: t.game, options: t.options, configuration: configuration) {
        case .success(let p): engine = p
        case .failure(let problem): return .failure(problem)
        }
        if let commitMinutesUntilMidnight,
            let problem = commitProblem(
                t, outcomeTable: engine.outcomeTable, returnFloor: configuration.returnFloor,
                minutesUntilMidnight: commitMinutesUntilMidnight)
        {
            return .failure(problem)
        }
        if t.resolution == .forfeited {
            // A forfeit pays nothing to replay, but its draws were spent: where they end is where
            // the next round of its day starts.
            guard t.position.drawIndex <= ReplayGenerators.mostDrawIndex,
                let generator = generators.generator(at: t.position)
            else { return .failure(RoundReplay.notReplayed(t.position)) }
            var counting = CountingGenerator(generator, drawIndex: t.position.drawIndex)
            _ = engine.play(wager: t.wager, using: &counting)
            return .success(max(counting.drawIndex, t.position.drawIndex &+ 1))
        }
        return replaySettled(t, engine: engine, generators: generators)
    }

    /// The wager out of range, or a forfeit that records a cap moment or charges other than its stake.
    private static func fieldProblem(_ t: Transaction) -> RoundProblem? {
        if t.wager < 1 { return RoundProblem("wager", "wager \(t.wager) is below 1 minute") }
        if t.wager > RoundReplay.mostWagerMinutes {
            return RoundProblem(
                "wager",
                "wager \(t.wager) is more than \(RoundReplay.mostWagerMinutes) minutes, more than any day's budget "
                    + "allows")
        }
        if t.resolution == .forfeited {
            if t.capMoment != nil {
                return RoundProblem("capMoment", "a forfeit records a cap moment: only a settled round is capped")
            }
            if t.deltaMinutes != -t.wager || t.capApplied {
                return RoundProblem(
                    "deltaMinutes", "forfeit charged \(-t.deltaMinutes) minutes, not the stake \(t.wager)")
            }
        }
        return nil
    }

    /// A settled round replayed: its cap moment must be a moment of a day, and the engine's outcome
    /// at its position, capped there, its delta.
    private static func replaySettled(_ t: Transaction, engine: AnyGameEngine, generators: ReplayGenerators)
        -> Replayed<UInt64>
    {
        guard let moment = t.capMoment else {
            return .failure(
                RoundProblem(
                    "capMoment",
                    "records no cap moment (remaining minutes and minutes until 23:59 at the settlement), "
                        + "so its cap cannot be re-derived"))
        }
        guard (0...RoundReplay.mostWagerMinutes).contains(moment.remainingMinutes),
            (0...CapMoment.mostMinutesUntilMidnight).contains(moment.minutesUntilMidnight)
        else {
            return .failure(
                RoundProblem(
                    "capMoment",
                    "cap moment of \(moment.remainingMinutes) minutes remaining, \(moment.minutesUntilMidnight) "
                        + "until 23:59 is not a moment of a day (0…\(RoundReplay.mostWagerMinutes) remaining, "
                        + "0…\(CapMoment.mostMinutesUntilMidnight) until 23:59)"))
        }
        guard t.position.drawIndex <= ReplayGenerators.mostDrawIndex,
            let generator = generators.generator(at: t.position)
        else { return .failure(RoundReplay.notReplayed(t.position)) }
        var counting = CountingGenerator(generator, drawIndex: t.position.drawIndex)
        let outcome = engine.play(wager: t.wager, using: &counting)
        let expected = moment.cap(outcome.deltaMinutes)
        if t.deltaMinutes == expected.deltaMinutes && t.capApplied == expected.capApplied {
            return .success(max(counting.drawIndex, t.position.drawIndex &+ 1))
        }
        return .failure(
            RoundProblem(
                "deltaMinutes",
                "delta \(t.deltaMinutes)\(t.capApplied ? " (capped)" : ""), but the engine's outcome at the recorded "
                    + "position is \(outcome.centi), delta \(outcome.deltaMinutes), which the cap with "
                    + "\(moment.remainingMinutes) minutes remaining and \(moment.minutesUntilMidnight) until 23:59 makes "
                    + "\(expected.deltaMinutes)\(expected.capApplied ? " (capped)" : "")"))
    }

    /// Why the round at `position` gets no generator: past the furthest draw index replayed, or
    /// past the draws all streams may take together.
    static func notReplayed(_ position: RandomPosition) -> RoundProblem {
        if position.drawIndex > ReplayGenerators.mostDrawIndex {
            return RoundProblem(
                "position.drawIndex",
                "draw index \(position.drawIndex) is past \(ReplayGenerators.mostDrawIndex), further than a replay "
                    + "goes (a stream is one day's rounds)")
        }
        return RoundProblem(
            "position",
            "not replayed: the history's streams take more than \(ReplayGenerators.mostDraws) draws in all to reach "
                + "its positions")
    }
}

/// The generator at every recorded position of a history, each stream drawn once in increasing
/// draw index (whatever order the rounds come in), within bounds: a position past `mostDrawIndex`,
/// or one whose stream would take the draws stepped in all past `mostDraws`, gets no generator.
/// So a replay costs at most `mostDraws` steps whatever a (possibly hostile) file says.
struct ReplayGenerators {
    /// The furthest draw index replayed: about a million draws, where a day's stream of a real user
    /// holds a few hundred (one stream per day, Docs/rng.md).
    static let mostDrawIndex: UInt64 = 1 << 20
    /// The most steps all streams take together: 64 full streams, well under a second.
    static let mostDraws: UInt64 = 1 << 26

    private var generators: [RandomPosition: Xoshiro256StarStar] = [:]

    private struct StreamKey: Hashable {
        var seed: RoundSeed
        var stream: UInt64
    }

    /// Steps each stream among `positions` once, in the order the positions first name them;
    /// positions of a seed not in `seeds` are left out (the round is refused for its seed first).
    init<Positions: Sequence<RandomPosition>>(positions: Positions, seeds: Set<RoundSeed>) {
        var byStream: [StreamKey: [UInt64]] = [:]
        var order: [StreamKey] = []
        for p in positions where seeds.contains(p.seed) && p.drawIndex <= ReplayGenerators.mostDrawIndex {
            let key = StreamKey(seed: p.seed, stream: p.stream)
            if byStream[key] == nil { order.append(key) }
            byStream[key, default: []].append(p.drawIndex)
        }
        var budget = ReplayGenerators.mostDraws
        for key in order {
            let (seed, stream) = (key.seed, key.stream)
            let indices = Set(byStream[key] ?? []).sorted()
            guard let last = indices.last, last <= budget else { continue }
            budget -= last
            var generator = seed.generator(stream: stream)
            var index: UInt64 = 0
            for drawIndex in indices {
                while index < drawIndex {
                    _ = generator.next()
                    index += 1
                }
                generators[RandomPosition(seed: seed, stream: stream, drawIndex: drawIndex)] = generator
            }
        }
    }

    /// A copy of the generator at `position`, or nil when it is out of the bounds above.
    func generator(at position: RandomPosition) -> Xoshiro256StarStar? { generators[position] }
}

/// A recorded round's engine or draw end, or why the round does not verify: a verdict, not an
/// error (`verify` lists every round's problem; nothing is thrown).
public enum Replayed<Value> {
    /// The round replays to this value.
    case success(Value)
    /// The round does not verify, and this is the first reason.
    case failure(RoundProblem)

    /// The value, or nil when the round has a problem.
    public var value: Value? {
        guard case .success(let value) = self else { return nil }
        return value
    }
}

/// Why a recorded round does not verify: the field at fault (`"capMoment.minutesUntilMidnight"`,
/// `"previousHash"`, …) and what is wrong with it, in words.
public struct RoundProblem: Hashable, Sendable, CustomStringConvertible {
    /// The field at fault.
    public var field: String
    public var description: String
    /// A problem with `field`.
    public init(_ field: String, _ description: String) {
        self.field = field
        self.description = description
    }
}

extension Centi {
    /// `"2.00x"` (or `"2x"`, `"2.5x"`): at most two decimals, the trailing `x` required.
    public init?(multiplierText text: String) {
        guard text.hasSuffix("x") else { return nil }
        let number = text.dropLast().split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(number.count), let whole = Int(number[0]), whole >= 0, whole < 1_000_000 else {
            return nil
        }
        var hundredths = whole * 100
        if number.count == 2 {
            let digits = number[1]
            guard (1...2).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), let f = Int(digits)
            else { return nil }
            hundredths += digits.count == 1 ? f * 10 : f
        }
        self.init(hundredths)
    }
}

extension RoundProblem {
    /// The problem in one line (its description).
    public var message: String { description }
}
