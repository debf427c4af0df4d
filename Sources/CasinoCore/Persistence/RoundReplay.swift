/// Replays one recorded round through the real engine at its recorded RNG position and says what,
/// if anything, does not match the rules.
///
/// A settled round must pay what the engine pays there after the midnight cap at its recorded
/// `capMoment` (remaining minutes and minutes until 23:59): exactly, with the same cap flag — so a
/// win cut deeper than the cap allows, or paid above it, is caught; a loss is never capped. The
/// moment is the app's own record (nothing in the history can check it against the clock), and
/// must be a moment a day can have. A forfeit must charge exactly the stake. Positions of one stream must strictly
/// increase with the wager id (a round's draws cannot be reused or moved back).
public enum RoundReplay {
    /// The engine for a recorded `game` and `options` (as shown to the user: `"2.00x"`,
    /// `"16 rows high"`, `"3 mines 5 reveals"`, `"one payline"`), or why it cannot be built.
    public static func engine(game: GameKind, options: String, configuration: GameConfiguration) -> Result<
        AnyGameEngine, RoundProblem
    > {
        do throws(ConfigurationError) {
            if let engine = try AnyGameEngine(recorded: game, options: options, configuration: configuration) {
                return .success(engine)
            }
        } catch {
            return .failure(RoundProblem("\(game) \(options): \(error)"))
        }
        return .failure(RoundProblem("unreadable options \"\(options)\" for \(game)"))
    }

    /// The problem with `transaction`, or nil when it replays by the rules.
    ///
    /// - Complexity: O(drawIndex) to reach the recorded position, then one round.
    public static func check(_ transaction: Transaction, seed: UInt64, configuration: GameConfiguration)
        -> RoundProblem?
    {
        let generators = ReplayGenerators(positions: [transaction.position], seed: seed)
        return check(transaction, seed: seed, configuration: configuration, generators: generators)
    }

    /// The largest wager a recorded round may have: far above any day's budget (a day has at most
    /// 1,499 minutes until 23:59) and far below `Int` overflow in the payout at the largest
    /// multiplier a configuration accepts (Mines' 10¹⁰ hundredths).
    public static let mostWagerMinutes = 1_000_000

    static func check(
        _ transaction: Transaction, seed: UInt64, configuration: GameConfiguration,
        generators: ReplayGenerators
    ) -> RoundProblem? {
        let t = transaction
        if t.position.seed != seed {
            return RoundProblem("position seed \(t.position.seed) is not the history's seed \(seed)")
        }
        if t.wager < 1 { return RoundProblem("wager \(t.wager) is below 1 minute") }
        if t.wager > RoundReplay.mostWagerMinutes {
            return RoundProblem(
                "wager \(t.wager) is more than \(RoundReplay.mostWagerMinutes) minutes, beyond any day's budget")
        }
        if t.resolution == .forfeited {
            return t.deltaMinutes == -t.wager && !t.capApplied
                ? nil : RoundProblem("forfeit charged \(-t.deltaMinutes) minutes, not the stake \(t.wager)")
        }
        let engine: AnyGameEngine
        switch RoundReplay.engine(game: t.game, options: t.options, configuration: configuration) {
        case .success(let p): engine = p
        case .failure(let problem): return problem
        }
        guard let moment = t.capMoment else {
            return RoundProblem(
                "records no cap moment (remaining minutes and minutes until 23:59 at the settlement), "
                    + "so its cap cannot be re-derived")
        }
        guard (0...CapMoment.mostRemainingMinutes).contains(moment.remainingMinutes),
            (0...CapMoment.mostMinutesUntilMidnight).contains(moment.minutesUntilMidnight)
        else {
            return RoundProblem(
                "cap moment of \(moment.remainingMinutes) minutes remaining, \(moment.minutesUntilMidnight) "
                    + "until 23:59 is not a moment of a day (0…\(CapMoment.mostMinutesUntilMidnight) until 23:59)")
        }
        if t.position.drawIndex > ReplayGenerators.mostDrawIndex {
            return RoundProblem(
                "draw index \(t.position.drawIndex) is past \(ReplayGenerators.mostDrawIndex), further than a replay "
                    + "goes (a stream is one day's rounds)")
        }
        guard var generator = generators.generator(at: t.position) else {
            return RoundProblem(
                "not replayed: the history's streams take more than \(ReplayGenerators.mostDraws) draws in all to reach "
                    + "its positions")
        }
        let outcome = engine.play(wager: t.wager, using: &generator)
        let expected = moment.cap(outcome.deltaMinutes)
        if t.deltaMinutes == expected.deltaMinutes && t.capApplied == expected.capApplied { return nil }
        return RoundProblem(
            "delta \(t.deltaMinutes)\(t.capApplied ? " (capped)" : ""), but the engine's outcome at the recorded "
                + "position is \(outcome.centi), delta \(outcome.deltaMinutes), which the cap with "
                + "\(moment.remainingMinutes) minutes remaining and \(moment.minutesUntilMidnight) until 23:59 makes "
                + "\(expected.deltaMinutes)\(expected.capApplied ? " (capped)" : "")")
    }

    /// Every problem of `history`, one per failing round, in order: the history's own fields, then
    /// each round's replay and the order of its position in its stream.
    public static func verify(_ history: HistoryExport, configuration: GameConfiguration) -> [(
        wagerID: UInt64?, problem: RoundProblem
    )] {
        var problems: [(UInt64?, RoundProblem)] = []
        var lastIndex: [UInt64: (id: UInt64, drawIndex: UInt64)] = [:]
        let generators = ReplayGenerators(
            positions: history.transactions.lazy.filter { $0.resolution == .settled }.map(\.position),
            seed: history.seed)
        var previousID: UInt64? = nil
        for t in history.transactions.sorted(by: { $0.wagerID < $1.wagerID }) {
            // Ids are unique in a history (each wager gets the next); a repeated one is a copied round.
            defer { previousID = t.wagerID }
            if previousID == t.wagerID {
                problems.append((t.wagerID, RoundProblem("wager id \(t.wagerID) appears more than once")))
                continue
            }
            if let problem = check(t, seed: history.seed, configuration: configuration, generators: generators) {
                problems.append((t.wagerID, problem))
                continue
            }
            if t.resolution == .settled {
                if let last = lastIndex[t.position.stream], last.drawIndex >= t.position.drawIndex {
                    problems.append(
                        (
                            t.wagerID,
                            RoundProblem(
                                "draw index \(t.position.drawIndex) on stream \(t.position.stream) "
                                    + "does not follow wager \(last.id)'s \(last.drawIndex)")
                        ))
                    continue
                }
                lastIndex[t.position.stream] = (t.wagerID, t.position.drawIndex)
            }
        }
        return problems
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

    /// Steps each stream of `seed` among `positions` once, streams in increasing order; positions of
    /// another seed are left out (the round is refused for its seed first).
    init<Positions: Sequence<RandomPosition>>(positions: Positions, seed: UInt64) {
        var byStream: [UInt64: [UInt64]] = [:]
        for p in positions where p.seed == seed && p.drawIndex <= ReplayGenerators.mostDrawIndex {
            byStream[p.stream, default: []].append(p.drawIndex)
        }
        var budget = ReplayGenerators.mostDraws
        for stream in byStream.keys.sorted() {
            let indices = Set(byStream[stream] ?? []).sorted()
            guard let last = indices.last, last <= budget else { continue }
            budget -= last
            var generator = Xoshiro256StarStar(seed: seed, stream: stream)
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

/// Why a recorded round does not verify, in words.
public struct RoundProblem: CasinoError, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
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
    /// The one-line message the tool prints (`CasinoError`).
    public var message: String { description }
}
