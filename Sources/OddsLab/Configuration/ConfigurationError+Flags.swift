import CasinoCore

extension ConfigurationError {
    /// The error with an option name (`rows`) written as its flag (`--rows`), for command lines:
    /// the names here are the game options every subcommand takes as flags (`GameOption.flag`).
    var flagged: ConfigurationError {
        var copy = self
        if ["game", "tiles"].contains(path) {
            copy.path = "--" + path
        } else if let option = GameRegistry.options.first(where: { $0.option.name == path })?.option {
            copy.path = option.flag
        } else {
            return self
        }
        return copy
    }
}
