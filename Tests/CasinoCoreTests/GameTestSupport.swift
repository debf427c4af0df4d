@testable import CasinoCore

// ScriptedGenerator and word(for:bound:) come from DistributionTests.swift.

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
            $0.adding($1.probability.multiplied(by: ExactFraction(WideUnsigned($1.centi.hundredths), 100))!)!
        }
    }
}
