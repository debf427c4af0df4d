/// Which paytable line each symbol triple pays, decided in constant time per triple.
///
/// `SlotsConfiguration.payingLine(for:)` tries every line, and a line's `contains` scans its
/// options: over every triple of up to 64 symbols that cost symbols³ × entries, minutes for a file
/// listing one symbol thousands of times. Here the lines are numbered in paying order (highest
/// multiplier first, the earlier line among equals), and each (reel, symbol) and (symbol, count)
/// holds the set of lines it satisfies as bits: a triple's matching lines are three ANDs and up to
/// three ORs, and the line it pays is the lowest bit. Repeated options set the same bit, so they
/// cost nothing after they are read.
struct SlotsPayingLines: Equatable {
    /// Bits per line set: one per line, in paying order.
    private let words: Int
    /// At `(r · symbols + s) · words`: the `.line` lines whose reel `r` accepts symbol `s` (an empty
    /// option list accepts all).
    private let byReel: [UInt64]
    /// At `(s · 3 + k - 1) · words`: the `.count` lines satisfied when symbol `s` shows on `k` reels (k = 1…3).
    private let byCount: [UInt64]
    private let symbolCount: Int
    /// `.count` lines asking for at most 0 reels: they match every triple.
    private let always: [UInt64]
    /// Paying position → paytable index.
    private let order: [Int]

    /// - Complexity: O(paytable entries + symbols · lines), linear in the configuration.
    init(configuration: SlotsConfiguration, symbols: [String]) {
        let lines = configuration.paytable
        let words = (lines.count + 63) / 64
        var index: [String: Int] = [:]
        for (i, symbol) in symbols.enumerated() { index[symbol] = i }
        // Stable: among equal multipliers the earlier line pays, as `payingLine(for:)` decides.
        let order = lines.indices.sorted { (lines[$0].centi, $1) > (lines[$1].centi, $0) }
        let n = symbols.count
        var byReel = [UInt64](repeating: 0, count: SlotsConfiguration.reelCount * n * words)
        var byCount = [UInt64](repeating: 0, count: n * 3 * words)
        var always = [UInt64](repeating: 0, count: words)
        for (position, i) in order.enumerated() {
            let (word, bit) = (position / 64, UInt64(1) << UInt64(position % 64))
            switch lines[i].pattern {
            case .line(let allowed):
                guard allowed.count == SlotsConfiguration.reelCount else { continue } // matches nothing
                for (r, options) in allowed.enumerated() {
                    if options.isEmpty {
                        for s in symbols.indices { byReel[(r * n + s) * words + word] |= bit }
                    } else {
                        for symbol in options { if let s = index[symbol] { byReel[(r * n + s) * words + word] |= bit } }
                    }
                }
            case .count(let symbol, let atLeast):
                if atLeast <= 0 {
                    always[word] |= bit
                } else if atLeast <= 3, let s = index[symbol] {
                    for k in atLeast...3 { byCount[(s * 3 + k - 1) * words + word] |= bit }
                }
            }
        }
        self.words = words
        self.symbolCount = n
        self.byReel = byReel
        self.byCount = byCount
        self.always = always
        self.order = order
    }

    /// The paytable index of the line symbols `a`, `b`, `c` (indices into `symbols`) pay, or nil.
    ///
    /// - Complexity: O(lines / 64).
    func line(_ a: Int, _ b: Int, _ c: Int) -> Int? {
        let n = symbolCount
        func reel(_ r: Int, _ s: Int, _ w: Int) -> UInt64 { byReel[(r * n + s) * words + w] }
        func count(_ s: Int, _ k: Int, _ w: Int) -> UInt64 { byCount[(s * 3 + k - 1) * words + w] }
        for w in 0..<words {
            var match = (reel(0, a, w) & reel(1, b, w) & reel(2, c, w)) | always[w]
            if a == b && b == c {
                match |= count(a, 3, w)
            } else if a == b || a == c {
                match |= count(a, 2, w) | count(a == b ? c : b, 1, w)
            } else if b == c {
                match |= count(a, 1, w) | count(b, 2, w)
            } else {
                match |= count(a, 1, w) | count(b, 1, w) | count(c, 1, w)
            }
            if match != 0 { return order[w * 64 + match.trailingZeroBitCount] }
        }
        return nil
    }
}
