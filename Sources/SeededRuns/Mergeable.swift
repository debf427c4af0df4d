/// A tally of a simulation that two parts of a run can be added into: Monte Carlo counters, a
/// day run's totals, a week's or a redemption audit's counts.
///
/// `+=` must be associative (adding chunk tallies in chunk order gives the whole run's tally
/// however the chunks were grouped); `ChunkedRunner` always adds in chunk order, so a tally that
/// keeps something order-dependent (the first violation, examples in order) is still the same for
/// every thread count. Integer sums are also commutative, which is what lets a shard's tally be
/// merged with the others' afterwards.
public protocol Mergeable: Sendable {
    /// Adds `rhs`, the tally of the chunks right after `lhs`'s, into `lhs`.
    static func += (lhs: inout Self, rhs: Self)
}

/// Results collected one per chunk, in chunk order: for runs whose chunk results are reduced by
/// the caller (a week's tallies, a check's cases).
public struct ChunkResults<Element: Sendable>: Mergeable {
    /// The chunks' results, first chunk first.
    public var elements: [Element]

    public init(_ elements: [Element] = []) { self.elements = elements }

    public static func += (lhs: inout ChunkResults, rhs: ChunkResults) { lhs.elements += rhs.elements }
}
