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
        var generators = ReplayGenerators()
        return check(transaction, seed: seed, configuration: configuration, generators: &generators)
    }

    static func check(
        _ transaction: Transaction, seed: UInt64, configuration: GameConfiguration,
        generators: inout ReplayGenerators
    ) -> RoundProblem? {
        let t = transaction
        if t.position.seed != seed {
            return RoundProblem("position seed \(t.position.seed) is not the history's seed \(seed)")
        }
        if t.wager < 1 { return RoundProblem("wager \(t.wager) is below 1 minute") }
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
        var generator = generators.generator(at: t.position)
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
        var generators = ReplayGenerators()
        for t in history.transactions.sorted(by: { $0.wagerID < $1.wagerID }) {
            if let problem = check(t, seed: history.seed, configuration: configuration, generators: &generators) {
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

/// One generator per stream, kept at the furthest position reached: rounds of a stream come in
/// increasing positions, so replaying a history draws each stream once, not once per round.
struct ReplayGenerators {
    var streams: [UInt64: (generator: Xoshiro256StarStar, drawIndex: UInt64)] = [:]

    /// A copy of the generator of `position`'s seed and stream, advanced to its draw index.
    mutating func generator(at position: RandomPosition) -> Xoshiro256StarStar {
        var (generator, index) =
            streams[position.stream].flatMap { $0.drawIndex <= position.drawIndex ? $0 : nil }
            ?? (Xoshiro256StarStar(seed: position.seed, stream: position.stream), 0)
        while index < position.drawIndex {
            _ = generator.next()
            index += 1
        }
        streams[position.stream] = (generator, index)
        return generator
    }
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
