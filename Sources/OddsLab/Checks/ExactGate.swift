import CasinoCore
import SeededRuns

/// The gate's exact half, decided before anything is played: a decision proof for every choice
/// the suite plays (`DecisionProof`) and every case's payouts derived a second way
/// (`PayoutDerivation`). Neither samples, so neither adds to the false-alarm budget; the Monte
/// Carlo that follows only has to check the plumbing around them (generator, lanes, runner,
/// counting, merging) — see Docs/methodology.md, "What is proven exactly, what is sampled".
struct ExactGate: Sendable {
    /// One proof per distinct choice, in suite order of its first case.
    let proofs: [DecisionProof]
    /// The case each proof is reported with: the first case of its choice.
    let proofCases: [Int]
    /// One derivation per case, in suite order.
    let derivations: [PayoutDerivation]

    /// Proves every choice of `cases` and derives every case's payouts, on `threads` threads (the
    /// result does not depend on it).
    ///
    /// - Complexity: O(choices × decision domain + cases × outcomes) / threads; under a second for
    ///   the standard suite.
    init(cases: [CheckCase], threads: Int = 1) {
        var firstCase: [String: Int] = [:]
        var choices: [(Int, ConfiguredGame)] = []
        for (index, checkCase) in cases.enumerated() where firstCase[checkCase.game.title] == nil {
            firstCase[checkCase.game.title] = index
            choices.append((index, checkCase.game))
        }
        let chosen = choices
        let outcome = ChunkedRunner.run(
            choices.indices, threads: max(1, threads), control: RunControl(),
            empty: ChunkResults<DecisionProof>()
        ) { index, _ in ChunkResults([DecisionProof(chosen[index].1)]) }
        proofs = (try? outcome.whole().elements) ?? choices.map { DecisionProof($0.1) }
        proofCases = choices.map(\.0)
        derivations = cases.map(PayoutDerivation.init)
    }

    /// The items reported with case `index`: its choice's proof (on the choice's first case) and
    /// its payout derivation.
    func items(ofCase index: Int) -> [CheckItem] {
        var items: [CheckItem] = []
        if let proof = proofCases.firstIndex(of: index) { items.append(proofs[proof].item(caseIndex: index)) }
        if index < derivations.count { items.append(derivations[index].item(caseIndex: index)) }
        return items
    }

    /// True when every proof and every derivation passed.
    var passed: Bool { proofs.allSatisfy(\.passed) && derivations.allSatisfy(\.passed) }
}
