/// The four games of the casino: a game's identity everywhere (wagers, the history, run specs).
///
/// The raw value is the game's name in every file and on the command line (`"crash"`, …), so a
/// typed field reads and writes exactly the text a `String` did.
public enum GameKind: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The four games.
    case crash, plinko, mines, slots

    public var description: String { rawValue }
}
