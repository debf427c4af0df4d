import CasinoCore

/// What `casino-odds tune --for-floor` is asked: tune a game's defaults so that the stakes of
/// `goal` pass the return floor, keeping each game's shape and nominal band.
///
/// Plinko: every selected table through `PlinkoFloorTuner`. Mines: every selected plan through
/// `MinesFloorTuner`. The result carries the tuned configuration and the patches that write it.
package struct FloorTuningRequest: Hashable, Sendable {
    package var game: GameKind
    var selection: GameSelection
    /// The nominal RTP the band is centred on.
    package var target: TargetRTP
    package var goal: FloorGoal
    /// Slots: the stake whose day is tuned, and the minutes of the ordinary day it must be accepted
    /// for (`SlotsDayTuner`); nil: `SlotsDayTuner.defaultStake` and half the day.
    var slotsStake: Int? = nil
    var slotsDayMinutes: Int? = nil

    /// A choice with no accepted stake in 1…`offerLimit` minutes at 00:00 is not offered.
    package static let offerLimit = 120

    init(
        game: GameKind, selection: GameSelection = GameSelection(), target: TargetRTP, goal: FloorGoal = FloorGoal()
    ) {
        self.game = game
        self.selection = selection
        self.target = target
        self.goal = goal
    }

    /// Runs the tuning over `base`.
    ///
    /// - Throws: `InputError` for a game the floor tuning does not cover, or an invalid selection or shape.
    func run(over base: GameConfiguration) throws -> FloorTuning {
        var selection = self.selection
        selection.game = game
        // From the command line the game flags were checked in `base` where they entered (`TuneRequest`).
        let games = try base.configuredGames(for: selection)
        guard let floorTune = GameRegistry.descriptor(game).floorTune else {
            let names = GameRegistry.games.filter { $0.floorTune != nil }.map(\.kind.rawValue)
            let list =
                names.count < 2
                ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            throw InputError(
                "\(option: .forFloor) tunes \(list) (\(game): see Docs/tuning.md, \"Tuning for the return floor\")"
            )
        }
        return try floorTune(self, base, games)
    }
}

/// A floor tuning's result.
package struct FloorTuning: Hashable, Sendable {
    package enum Result: Hashable, Sendable {
        case plinko([PlinkoFloorTuning])
        case mines([MinesFloorTuning])
        case slots(SlotsDayTuning)
    }
    package var result: Result
    /// The configuration tuned from, with the tuned part replaced.
    var configuration: GameConfiguration
    /// What `tune --output` changes in the file.
    package var patches: [ConfigurationPatch]
}
