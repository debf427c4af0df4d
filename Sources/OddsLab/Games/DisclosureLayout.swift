/// How the published disclosure lays out every choice of a game: the layouts the writers know,
/// so a new game picks one in its descriptor instead of adding a case to the writer.
package enum DisclosureLayout: Hashable, Sendable {
    /// One row per choice, its multipliers column listing the paying multipliers with their
    /// chances (Crash: the target and the chance of reaching it).
    case payingMultipliers
    /// One row per choice, its multipliers column listing every outcome's multiplier in order
    /// (Plinko: the buckets left to right).
    case everyMultiplier
    /// Each choice's paytable with every result's chance, then one row per choice (Slots).
    case paytable
    /// Grids of the choices: the option `down` down, the option `across` across (Mines: mines
    /// down, tiles revealed across), for the multiplier, the minutes kept and the smallest bet.
    case grid(down: String, across: String)
}
