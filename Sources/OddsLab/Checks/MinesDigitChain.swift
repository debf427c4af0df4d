import CasinoCore

/// Floyd's digit sequences for one Mines plan, counted exactly step by step: the proof's domain
/// above 3 mines, where the sequences (∏ (j + 1) over Floyd's j, 6.4·10⁶ for 5 mines, 1.6·10²⁵ for
/// 24) are too many to play one by one.
///
/// Floyd's algorithm takes a digit t in 0…j for j = 25 − m … 24 and adds tile t, or tile j when t
/// is already a mine. Whether a digit collides, and so which tile it adds, depends on the revealed
/// tiles holding a mine (the first-hit outcome depends on nothing else) and only on *how many*
/// mines lie elsewhere: the mines off the revealed tiles are all below j, so exactly that many of
/// the unrevealed digits collide. So the chain's state is the set of revealed tiles holding a mine
/// (a mask), each carrying the number of digit sequences that reach it (exactly, in 128 bits), and
/// a step sends each state along every revealed tile's digit one by one and along the unrevealed
/// digits in two classes, those that collide and those that add a new tile. The final states'
/// first hits, weighted, are the outcome counts over every sequence: compared with the exact table,
/// that is a proof of the rule, with no sampling.
///
/// The engine is played through the chain: for every state of every step and every digit class
/// leaving it, one whole digit sequence — the state's first-found prefix, that digit, then each
/// later digit adding its own new tile j — is decoded into words and decided by the engine
/// (`playOutcome` and `outcome(decidedBy:)`), against Floyd's subset and the first hit derived
/// from those digits.
struct MinesDigitChain {
    /// Every digit sequence: ∏ (j + 1).
    let sequences: UInt128
    /// The outcome counts over every sequence, by outcome index.
    let counts: [UInt128]
    /// The chain's states over all steps.
    let states: Int
    /// The digit classes followed (one sequence each played by the engine).
    let transitions: Int

    /// One state: the sequences reaching it, and the first sequence found (its digits packed 5
    /// bits each, digit i at bit 5i), with its whole mask.
    private struct State {
        var weight: UInt128
        var prefix: UInt128
        var mines: UInt64
    }

    /// Runs the chain for `m` mines revealed in `tiles` order, calling `play` with each whole
    /// sequence the engine decides: its m digits in Floyd's order, packed 5 bits each (digit i at
    /// bit 5i).
    ///
    /// - Complexity: O(Σ states × (reveals + 2) × m): at most about 190 000 transitions among the
    ///   offered default plans (7 mines 14 reveals), about 2 million over all of them; no allocation
    ///   per transition.
    init(mines m: Int, tiles: [Int], play: (_ digits: UInt128) -> Void) {
        let n = MinesConfiguration.tileCount
        var rank = [Int](repeating: -1, count: n)
        for (r, tile) in tiles.enumerated() { rank[tile] = r }
        let revealed = tiles.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
        var current: [UInt64: State] = [0: State(weight: 1, prefix: 0, mines: 0)]
        var sequences: UInt128 = 1
        var states = 0
        var transitions = 0
        for step in 0..<m {
            let j = n - m + step
            sequences *= UInt128(j + 1)
            let unrevealedDigits = (0...j).filter { rank[$0] < 0 }.count
            // Each later digit j′ adds its own tile j′ (never a mine yet): the rest of a sequence
            // through any digit of this step.
            var rest: UInt128 = 0
            for later in step + 1..<m { rest |= UInt128(n - m + later) << UInt128(5 * later) }
            var next: [UInt64: State] = [:]
            // Sorted, so the sequences played (and any failure named) are the same on every run.
            for key in current.keys.sorted() {
                guard let state = current[key] else { continue }
                states += 1
                let offRevealed = step - key.nonzeroBitCount
                var collides = -1, adds = -1
                for t in 0...j where rank[t] < 0 {
                    if state.mines >> UInt64(t) & 1 == 1 {
                        if collides < 0 { collides = t }
                    } else if adds < 0 {
                        adds = t
                    }
                }
                // Each revealed tile's digit alone, then the unrevealed digits in two classes.
                func follow(_ t: Int, _ count: UInt128) {
                    let mines = state.mines | 1 << UInt64(state.mines >> UInt64(t) & 1 == 1 ? j : t)
                    let prefix = state.prefix | UInt128(t) << UInt128(5 * step)
                    transitions += 1
                    play(prefix | rest)
                    let successor = mines & revealed
                    if var existing = next[successor] {
                        existing.weight += state.weight * count
                        next[successor] = existing
                    } else {
                        next[successor] = State(weight: state.weight * count, prefix: prefix, mines: mines)
                    }
                }
                for t in 0...j where rank[t] >= 0 { follow(t, 1) }
                if offRevealed > 0 && collides >= 0 { follow(collides, UInt128(offRevealed)) }
                if unrevealedDigits > offRevealed && adds >= 0 { follow(adds, UInt128(unrevealedDigits - offRevealed)) }
            }
            current = next
        }
        var counts = [UInt128](repeating: 0, count: tiles.count + 1)
        for (key, state) in current {
            let first = (0..<n).filter { key >> UInt64($0) & 1 == 1 }.map { rank[$0] }.min() ?? tiles.count
            counts[first] += state.weight
        }
        self.sequences = sequences
        self.counts = counts
        self.states = states + current.count
        self.transitions = transitions
    }
}
