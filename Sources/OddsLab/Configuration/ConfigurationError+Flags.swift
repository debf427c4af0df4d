import CasinoCore

extension ConfigurationError {
    /// The error with an option name (`rows`) written as its flag (`--rows`), for command lines:
    /// the names here are the game options every subcommand takes as flags.
    package var flagged: ConfigurationError {
        guard ["game", "target", "rows", "risk", "mines", "reveals", "tiles"].contains(path) else { return self }
        var copy = self
        copy.path = "--" + path
        return copy
    }
}
