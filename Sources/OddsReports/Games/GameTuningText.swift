import OddsLab

/// How `tune`'s text shows a game's own kind of tuned result (`TunedResult`'s case for it, its
/// `FloorTuning.Result`): declared in the game's folder (`Games/<Game>/GameTuningText+<Game>.swift`)
/// and listed once in `all`. A game tuned by its return-rate knob (`TunedResult.returnRate`: Crash,
/// and any game with no tuner of its own) needs none.
struct GameTuningText: Sendable {
    /// The section of `tune`'s text for a tuned result of the game's own kind; nil for any other.
    var tuned: @Sendable (VerifiedTuning) -> String?
    /// The section of `tune --for-floor`'s text, with the heading when the game replaces the
    /// stakes-at-a-moment one; nil for another game's result.
    var floor: (@Sendable (FloorTuning, FloorTuningRequest) -> (heading: String?, section: String)?)?
    /// Fills `tune --format json`'s fields for a tuned result of the game's own kind (its schema,
    /// `TuningResultFile`) and says true; false for another game's result.
    var json: (@Sendable (VerifiedTuning, inout TuningResultFile) -> Bool)? = nil

    /// Every game's, in the registry's order.
    static let all: [GameTuningText] = [.plinko, .mines, .slots]
}
