import CasinoCore

/// Why a file an option names (`--config`, `--profile-file`) cannot be used, said after the flag
/// and the path: `--config game.json: slots.paytable: nominal return 200.00 % is above 100 %`. A
/// field's path alone (`slots.paytable: …`) did not say which file, or that `--config` named it.
package struct OptionFileError: CasinoError, Hashable, Sendable, CustomStringConvertible {
    /// The option, e.g. `--config`.
    package var flag: String
    /// The path as typed (quoted at most 240 characters when printed).
    package var path: String
    /// What is wrong, worded to follow `path: ` (`does not exist`, `crash.returnPPM: … is negative`).
    package var problem: String

    package init(flag: String, path: String, problem: String) {
        (self.flag, self.path, self.problem) = (flag, path, problem)
    }

    /// The error for an empty path, which would otherwise read `--config : does not exist`.
    package static func empty(_ flag: String) -> OptionFileError {
        OptionFileError(flag: flag, path: "", problem: "")
    }

    /// The error of a file's contents, `error` (its path in the file, or none for the file as a whole).
    package init(flag: String, path: String, contents error: ConfigurationError) {
        let whole = error.value.isEmpty ? error.rule : "\(error.value) \(error.rule)"
        self.init(flag: flag, path: path, problem: error.path.isEmpty ? whole : error.description)
    }

    package var description: String {
        guard !path.isEmpty else { return "\(flag) is empty: give the path of a file" }
        return "\(flag) \(InputQuote.brief(path, limit: 240)): \(problem)"
    }

    /// The one-line message the tool prints (`CasinoError`).
    package var message: String { description }
}
