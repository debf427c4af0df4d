import CasinoCore
@testable import OddsLab
import SeededRuns
import Synchronization

/// A fair coin: one draw, loss or 2.00x.
struct FairCoinPlan: GameEngine {
    var outcomeTable: OutcomeTable {
        OutcomeTable([
            Outcome(label: "tails", probability: ExactFraction(1, 2), centi: Centi(0)),
            Outcome(label: "heads", probability: ExactFraction(1, 2), centi: Centi(200))
        ])
    }

    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        Int(generator.next() >> 63)
    }
}

/// Three outcomes from two bits: loss (1/2), 1.50x (1/4), `bigCenti` (1/4).
struct ThreeOutcomePlan: GameEngine {
    var bigCenti = 250

    var outcomeTable: OutcomeTable {
        OutcomeTable([
            Outcome(label: "loss", probability: ExactFraction(1, 2), centi: Centi(0)),
            Outcome(label: "small win", probability: ExactFraction(1, 4), centi: Centi(150)),
            Outcome(label: "big win", probability: ExactFraction(1, 4), centi: Centi(bigCenti))
        ])
    }

    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        switch generator.next() >> 62 {
        case 0, 1: return 0
        case 2: return 1
        default: return 2
        }
    }
}

/// A faulty engine: one round in four returns an index past its two-outcome table.
struct OutOfRangePlan: GameEngine {
    var outcomeTable: OutcomeTable { FairCoinPlan().outcomeTable }

    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        Int(generator.next() >> 62) == 3 ? 7 : 0
    }
}

/// A fair coin that asks the run to stop on its first round.
final class StoppingCoinPlan: GameEngine {
    let control: RunControl
    init(control: RunControl) { self.control = control }

    var outcomeTable: OutcomeTable { FairCoinPlan().outcomeTable }

    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        control.stop()
        return FairCoinPlan().playOutcome(using: &generator)
    }
}

/// Decides a round from its first word except when the word's low 6 bits are 0 (one round in 64,
/// so most rows of eight lanes hold one): then it draws one or two more words, as Lemire's redraws do.
struct SometimesUndecidedPlan: GameEngine {
    var outcomeTable: OutcomeTable { ThreeOutcomePlan().outcomeTable }

    var decidesRoundsByOneWord: Bool { true }

    func outcome(decidedBy word: UInt64) -> Int {
        word & 63 == 0 ? -1 : Int(word >> 62) % 3
    }

    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        let word = generator.next()
        let decided = outcome(decidedBy: word)
        if decided >= 0 { return decided }
        var more = generator.next()
        if more & 1 == 0 { more = generator.next() }
        return Int(more >> 62) % 3
    }
}

/// `SometimesUndecidedPlan` with two outcomes (a coin), for the runner's two-outcome row loop.
struct SometimesUndecidedCoinPlan: GameEngine {
    var outcomeTable: OutcomeTable { FairCoinPlan().outcomeTable }

    var decidesRoundsByOneWord: Bool { true }

    func outcome(decidedBy word: UInt64) -> Int {
        word & 63 == 0 ? -1 : Int(word >> 63)
    }

    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        let word = generator.next()
        let decided = outcome(decidedBy: word)
        if decided >= 0 { return decided }
        var more = generator.next()
        if more & 1 == 0 { more = generator.next() }
        return Int(more >> 63)
    }
}
