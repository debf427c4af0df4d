import CorePrimitives
import Foundation
import Synchronization

/// A chunk worker: plays claims of consecutive chunks on one thread and returns each claim's tally.
///
/// A worker is made once per thread (`ChunkedRunner.run`'s `makeWorker`), so it can own scratch
/// memory reused for every claim: nothing is allocated or locked per wager.
public protocol ChunkWorker: SendableMetatype {
    associatedtype Tally: Mergeable

    /// Plays the chunks `claim` (consecutive, at most the run's claim size) and returns their tally,
    /// or nil when it gave up part-way because `control` asked to stop.
    ///
    /// Calls `control.record(_:)` with the units it played, as often as a progress display needs.
    mutating func play(_ claim: Range<Int>, control: RunControl) -> Tally?
}

/// The lab's one runner: a seeded simulation cut into chunks, played on all cores, reproducibly.
///
/// Chunk k of a run draws from stream k of the run's seed (the RNG contract, `Docs/rng.md`), so
/// what a chunk plays does not depend on which thread plays it. Threads claim consecutive chunks
/// from a shared counter (`claimSize` at a time: the vector generator plays eight chunks at once)
/// and each claim's tally is added to the total strictly in chunk order (a claim that finishes
/// early waits for its predecessors), so the total is the same for every thread count, even for a
/// tally whose `+=` is not commutative.
///
/// Progress and cancellation are built in: workers report units done to the `RunControl`; after
/// `stop()` no new claim starts, a claim in progress may give up, and the run returns the tally of
/// the first chunks that were all finished.
public enum ChunkedRunner {
    /// What a run did: the tally of `chunks.lowerBound ..< chunks.lowerBound + done`.
    public struct Outcome<Tally: Mergeable>: Sendable {
        /// The tally of the chunks done, in order.
        public var tally: Tally
        /// How many chunks, from the first, the tally holds.
        public var done: Int
        /// False when a stop left chunks unplayed.
        public var isComplete: Bool

        /// The tally of every chunk, for runs that are reported whole or not at all.
        ///
        /// - Throws: `CommandInterrupted` when a stop left chunks unplayed, saying what the caller
        ///   kept (`kept`: "nothing was written" unless it says more).
        public func whole(kept: String = CommandInterrupted.stopped.kept) throws(CommandInterrupted) -> Tally {
            guard isComplete else { throw CommandInterrupted(kept: kept) }
            return tally
        }
    }

    /// Plays `chunks` on `threads` threads (the calling one when `threads` is 1).
    ///
    /// - Parameters:
    ///   - chunks: the chunk indices to play, e.g. a shard's share of the run.
    ///   - threads: worker threads, at least 1; the result does not depend on it.
    ///   - claimSize: chunks claimed and played together, at least 1; the result does not depend on it.
    ///   - stackSize: each worker thread's stack, in bytes.
    ///   - control: progress and stop requests.
    ///   - empty: the tally of no chunks, returned when nothing was done.
    ///   - makeWorker: makes one thread's worker, on that thread.
    /// - Complexity: O(chunks) claims, each one lock; O(threads) claim tallies waiting at a time.
    public static func run<Worker: ChunkWorker>(
        _ chunks: Range<Int>, threads: Int, claimSize: Int = 1, stackSize: Int = 1 << 20,
        control: RunControl, empty: Worker.Tally, makeWorker: @escaping @Sendable () -> Worker
    ) -> Outcome<Worker.Tally> {
        let claimSize = max(1, claimSize)
        let next = Atomic<Int>(0)
        let merge = Mutex(OrderedMerge(total: empty, next: chunks.lowerBound))
        let work: @Sendable () -> Void = {
            var worker = makeWorker()
            while !control.isStopRequested {
                let offset = next.wrappingAdd(claimSize, ordering: .relaxed).oldValue
                guard offset < chunks.count else { return }
                let first = chunks.lowerBound + offset
                let claim = first..<(first + min(claimSize, chunks.count - offset))
                guard let tally = worker.play(claim, control: control) else { return }
                merge.withLock { $0.add(tally, of: claim) }
            }
        }
        let workers = max(1, min(threads, (chunks.count + claimSize - 1) / claimSize))
        if workers == 1 {
            work()
        } else {
            let group = DispatchGroup()
            for _ in 0..<workers {
                group.enter()
                let thread = Thread {
                    work()
                    group.leave()
                }
                thread.stackSize = stackSize
                thread.start()
            }
            group.wait()
        }
        return merge.withLock { m in
            Outcome(tally: m.total, done: m.next - chunks.lowerBound, isComplete: m.next == chunks.upperBound)
        }
    }
}

extension ChunkedRunner {
    /// Plays `chunks` one at a time with `playChunk` (chunk index → its tally, or nil when it gave
    /// up because a stop was requested), for runs with no per-thread scratch memory.
    public static func run<Tally: Mergeable>(
        _ chunks: Range<Int>, threads: Int, stackSize: Int = 1 << 20, control: RunControl, empty: Tally,
        playChunk: @escaping @Sendable (_ chunk: Int, _ control: RunControl) -> Tally?
    ) -> Outcome<Tally> {
        run(chunks, threads: threads, stackSize: stackSize, control: control, empty: empty) {
            ClosureWorker { claim, control in playChunk(claim.lowerBound, control) }
        }
    }
}

/// Claim tallies added in chunk order: a claim that finishes before its predecessors waits here.
private struct OrderedMerge<Tally: Mergeable>: Sendable {
    var total: Tally
    /// The first chunk not yet added.
    var next: Int
    var waiting: [Int: (tally: Tally, end: Int)] = [:]

    mutating func add(_ tally: Tally, of claim: Range<Int>) {
        waiting[claim.lowerBound] = (tally, claim.upperBound)
        while let ready = waiting.removeValue(forKey: next) {
            total += ready.tally
            next = ready.end
        }
    }
}

/// A worker made of a closure, for runs with no per-thread scratch memory.
public struct ClosureWorker<Tally: Mergeable>: ChunkWorker {
    private let body: (Range<Int>, RunControl) -> Tally?

    public init(_ body: @escaping (Range<Int>, RunControl) -> Tally?) { self.body = body }

    public func play(_ claim: Range<Int>, control: RunControl) -> Tally? { body(claim, control) }
}
