import CasinoCore
/// One of `count` equal shares of a run's chunks, numbered from 1 as job arrays number their tasks.
///
/// Shard `i` of `k` owns the contiguous chunks `⌊(i−1)·C/k⌋ ..< ⌊i·C/k⌋` of a run with `C` chunks,
/// so shares differ by at most one chunk and a partial result is one range of chunks, even when
/// it was interrupted (workers always finish the chunks they have claimed, in order).
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1…count.
    var index: Int
    /// The number of shards the run is split into; at least 1.
    var count: Int

    /// True when the run is split into more than one shard (a shard's part then records each
    /// chunk's counts, for `merge --audit`).
    @usableFromInline package var isSplit: Bool { count > 1 }

    /// The whole run as one shard.
    public static let whole = Shard(uncheckedIndex: 1, count: 1)

    /// Creates shard `index` of `count`, or throws a one-line reason, worded by `refusal` (which
    /// says where the shard came from: an option, a part's field).
    init(index: Int, count: Int, refusal: (InputError) -> InputError = { $0 }) throws(InputError) {
        guard count >= 1 else {
            throw refusal(InputError(clipping: "a shard count must be at least 1, got \(index)/\(count)"))
        }
        guard (1...count).contains(index) else {
            throw refusal(
                InputError(clipping: "shard \(index)/\(count) does not exist: the shard number must be 1…\(count)"))
        }
        self.index = index
        self.count = count
    }

    init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `i/k`, e.g. `3/8`; a refusal is worded by `refusal` (`--shard: …`, `part.json: shard: …`).
    init(parsing text: String, refusal: (InputError) -> InputError = { $0 }) throws(InputError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let k = Int(parts[1]) else {
            throw refusal(
                InputError(
                    clipping: "a shard is written i/k with whole numbers, e.g. 3/8; got '\(InputQuote.brief(text))'"))
        }
        try self.init(index: i, count: k, refusal: refusal)
    }

    /// The chunks this shard owns in a run of `chunkCount` chunks.
    @usableFromInline func chunks(ofRunWith chunkCount: Int) -> Range<Int> {
        // Int128 keeps (i·C) exact for any chunk count and shard count.
        let lower = Int(Int128(index - 1) * Int128(chunkCount) / Int128(count))
        let upper = Int(Int128(index) * Int128(chunkCount) / Int128(count))
        return lower..<upper
    }

    /// `"3/8"`.
    public var description: String { "\(index)/\(count)" }
}

extension Shard {
    /// The parts of one split, each of its shards exactly once (what `merge` assembles for
    /// `simulate`'s, `check`'s, `day`'s and `certify`'s parts): the parts' positions in `parts`,
    /// in shard order 1…k. Refuses, naming the files, a part of another split (another k than the
    /// first part's), a shard given twice (or a file given twice), and a missing shard.
    ///
    /// - Throws: `InputError`, one line.
    static func completeSplit(_ parts: [(name: String, shard: Shard)]) throws(InputError) -> [Int] {
        guard let first = parts.first else { return [] }
        let k = first.shard.count
        var byIndex: [Int: Int] = [:]
        for (position, part) in parts.enumerated() {
            let shard = part.shard
            guard shard.count == k else {
                throw InputError(
                    clipping:
                        "\(part.name) is shard \(shard) but \(first.name) is shard \(first.shard): give the parts of one split"
                )
            }
            if let other = byIndex[shard.index].map({ parts[$0].name }) {
                throw InputError(
                    clipping:
                        other == part.name
                        ? "\(part.name) is given twice (shard \(shard)): give each part once"
                        : "\(other) and \(part.name) are both shard \(shard): a shard is given twice")
            }
            byIndex[shard.index] = position
        }
        if let missing = (1...k).first(where: { byIndex[$0] == nil }) {
            throw InputError(
                clipping:
                    "shard \(missing)/\(k) is not among the parts: \(k - byIndex.count) of \(k) shards are missing")
        }
        return (1...k).map { byIndex[$0]! }
    }
}
