@testable import OddsLab
import Testing

// Above 3 mines the proof counts Floyd's digit sequences step by step (`MinesDigitChain`) instead of
// one by one: where one by one is still affordable, both must give the same counts.
@Suite struct MinesDigitChainTests {
    /// Floyd's subset from digits in Floyd's order (digit i in 0…25 − m + i), and its first hit.
    static func firstHit(digits: [Int], tiles: [Int]) -> Int {
        let m = digits.count
        var mines: UInt64 = 0
        for (i, t) in digits.enumerated() {
            let j = 25 - m + i
            mines |= mines >> UInt64(t) & 1 == 1 ? 1 << UInt64(j) : 1 << UInt64(t)
        }
        return tiles.firstIndex { mines >> UInt64($0) & 1 == 1 } ?? tiles.count
    }

    /// Every digit sequence one by one, depth first: digit i runs over 0…25 − m + i, and the subset
    /// of a prefix is built once for all the sequences that share it (the same subsets `firstHit` builds
    /// from whole sequences; 6.4 million of them for 5 mines, so the work per sequence is kept small).
    static func countOneByOne(mines m: Int, tiles: [Int]) -> (sequences: Int, counts: [Int]) {
        var counts = [Int](repeating: 0, count: tiles.count + 1)
        var sequences = 0
        func visit(_ i: Int, _ subset: UInt64) {
            if i == m {
                sequences += 1
                var k = 0
                while k < tiles.count && subset >> UInt64(tiles[k]) & 1 == 0 { k += 1 }
                counts[k] += 1
                return
            }
            let j = UInt64(25 - m + i)
            for t in 0...(25 - m + i) {
                visit(i + 1, subset | (subset >> UInt64(t) & 1 == 1 ? 1 << j : 1 << UInt64(t)))
            }
        }
        visit(0, 0)
        return (sequences, counts)
    }

    @Test func theDepthFirstCountIsFirstHitOverEveryDigitSequence() {
        // 2 mines, every sequence listed: the depth-first count agrees with `firstHit` one by one.
        let tiles = [23, 0, 24]
        var counts = [Int](repeating: 0, count: tiles.count + 1)
        for a in 0...23 { for b in 0...24 { counts[MinesDigitChainTests.firstHit(digits: [a, b], tiles: tiles)] += 1 } }
        let (sequences, depthFirst) = MinesDigitChainTests.countOneByOne(mines: 2, tiles: tiles)
        #expect(sequences == 24 * 25)
        #expect(depthFirst == counts)
    }

    @Test(arguments: [(4, [0, 1, 2, 3, 4]), (4, [24, 3, 12, 0, 7, 19]), (5, [0, 1, 2])])
    func theChainCountsEveryDigitSequenceAsPlayingThemOneByOneDoes(mines: Int, tiles: [Int]) {
        var played = 0
        let chain = MinesDigitChain(mines: mines, tiles: tiles) { _ in played += 1 }
        let (sequences, counts) = MinesDigitChainTests.countOneByOne(mines: mines, tiles: tiles)
        #expect(chain.sequences == UInt128(sequences))
        #expect(chain.counts == counts.map { UInt128($0) })
        #expect(played == chain.transitions && played > 0)
    }

    @Test func everyOfferedPlanAboveThreeMinesIsProvenOverEveryDigitSequence() throws {
        let suite = try CheckSuite(configuration: .defaults)
        let gate = ExactGate(cases: suite.cases.filter { $0.game.title.hasPrefix("mines") }, threads: 2)
        let above = gate.proofs.filter { !$0.domain.hasPrefix("all ") }
        #expect(above.count == 219 - 24 - 23 - 21)
        for proof in above {
            #expect(proof.passed, "\(proof.title): \(proof.problems)")
            #expect(proof.domain.contains("Floyd digit sequences counted"), "\(proof.title): \(proof.domain)")
        }
    }

    @Test func oneMineOneRevealedTile() {
        var played = 0
        let chain = MinesDigitChain(mines: 1, tiles: [0]) { _ in played += 1 }
        #expect(chain.sequences == 25)
        #expect(chain.counts == [1, 24])
        #expect(played == chain.transitions)
    }

    @Test func threeMinesFiveRevealsSurviveC20Of3OverC25Of3() {
        let chain = MinesDigitChain(mines: 3, tiles: [0, 1, 2, 3, 4]) { _ in }
        #expect(chain.sequences == 23 * 24 * 25)
        #expect(chain.counts.reduce(0, +) == chain.sequences)
        // P(no mine among 5 revealed) = C(20,3) / C(25,3) = 1140 / 2300.
        #expect(chain.counts[5] * 2300 == chain.sequences * 1140)
        // P(first mine at the first revealed tile) = 3/25.
        #expect(chain.counts[0] * 25 == chain.sequences * 3)
    }

    @Test func theRevealOrderDecidesWhichMineIsFirstNotTheTilesNumbers() {
        let inOrder = MinesDigitChain(mines: 2, tiles: [3, 7]) { _ in }
        let reversed = MinesDigitChain(mines: 2, tiles: [7, 3]) { _ in }
        #expect(inOrder.counts == reversed.counts)
        #expect(inOrder.counts.reduce(0, +) == 24 * 25)
    }
}
