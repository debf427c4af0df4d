import ArgumentParser
import OddsLab

extension Seed {
    /// `--seed`'s reader: taken even when it starts with `-` (so `--seed -1` is answered, not
    /// mistaken for a missing value), with an error that says what a seed is.
    static func parse(_ text: String) throws -> Seed {
        guard let seed = Seed(argument: text) else {
            throw ValidationError(
                "--seed must be an unsigned 64-bit number (0…18446744073709551615, or hexadecimal with 0x), got \(InputQuote.brief(text))"
            )
        }
        return seed
    }
}
