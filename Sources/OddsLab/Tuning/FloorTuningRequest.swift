/// What `casino-odds tune --for-floor` is asked: tune a game's defaults so that the stakes of
/// `goal` pass the return floor, keeping each game's shape and nominal band.
///
/// Plinko: every selected table through `PlinkoFloorTuner`. Mines: every selected plan through
/// `MinesFloorTuner`. The result carries the tuned configuration and the patches that write it.
public struct FloorTuningRequest: Hashable, Sendable {
    public var game: GameKind
    public var selection: GameSelection
    /// The nominal RTP the band is centred on.
    public var target: TargetRTP
    public var goal: FloorGoal

    public init(game: GameKind, selection: GameSelection = GameSelection(), target: TargetRTP, goal: FloorGoal = FloorGoal()) {
        self.game = game
        self.selection = selection
        self.target = target
        self.goal = goal
    }

    /// Runs the tuning over `base`.
    ///
    /// - Throws: `TuningError` for a game the floor tuning does not cover, or an invalid selection or shape.
    public func run(over base: GameConfiguration) throws(TuningError) -> FloorTuning {
        var selection = self.selection
        selection.game = game
        let games: [ConfiguredGame]
        do throws(ConfigurationError) { games = try base.configuredGames(for: selection) } catch { throw TuningError(error.flagged) }
        var tuned = base
        switch game {
        case .plinko:
            var tunings: [PlinkoFloorTuning] = []
            for configured in games {
                guard case .plinko(let engine) = configured.plan else { continue }
                let tuning = try PlinkoFloorTuner(options: engine.options, shape: engine.table, target: target, goal: goal).tune()
                tuned.plinko.tables[tuning.options] = tuning.table
                tunings.append(tuning)
            }
            do throws(ConfigurationError) { try tuned.validate() } catch { throw TuningError(error) }
            return FloorTuning(result: .plinko(tunings), configuration: tuned,
                               patches: tunings.map { .plinko($0.options, table: $0.table) })
        default:
            throw TuningError("--for-floor tunes plinko and mines (\(game): see Docs/tuning.md, \"Tuning for the return floor\")")
        }
    }
}

/// A floor tuning's result.
public struct FloorTuning: Hashable, Sendable {
    public enum Result: Hashable, Sendable {
        case plinko([PlinkoFloorTuning])
    }
    public var result: Result
    /// The configuration tuned from, with the tuned part replaced.
    public var configuration: GameConfiguration
    /// What `--write-config` changes in the file.
    public var patches: [ConfigurationPatch]
}
