@testable import CasinoCore

/// A generator that replays a fixed list of words, to drive an engine through chosen draws.
struct ScriptedGenerator: BitGenerator {
    var words: [UInt64]
    var position = 0

    init(_ words: [UInt64]) { self.words = words }

    mutating func next() -> UInt64 {
        defer { position += 1 }
        return words[position]
    }
}

/// The word that makes `nextBounded(bound)` return `value` on its first draw: the largest word whose
/// product with `bound` has high word `value`, whose low word is then at least 2⁶⁴ − bound, above
/// Lemire's rejection threshold, so it is accepted.
func wordForBounded(_ value: UInt64, bound: UInt64) -> UInt64 {
    let top = (UInt128(value) + 1) << 64
    return UInt64((top - 1) / UInt128(bound))
}

/// The word whose `nextUnitOpenClosedNumerator()` is `u` (1…2⁵³).
func wordForNumerator(_ u: UInt64) -> UInt64 { (u - 1) << 11 }

extension OutcomeTable {
    /// Σ p, exactly.
    var totalProbability: ExactFraction {
        outcomes.reduce(ExactFraction.zero) { $0.adding($1.probability)! }
    }

    /// Σ p · centi / 100, exactly.
    var exactReturn: ExactFraction {
        outcomes.reduce(ExactFraction.zero) {
            $0.adding($1.probability.multiplied(by: ExactFraction(UInt128($1.centi.hundredths), 100))!)!
        }
    }
}
