import Synchronization

/// A handle on a running simulation, shared with other threads: it reports progress and takes a
/// request to stop.
///
/// Work is counted in the run's own unit (wagers, days, weeks, checked wagers), as the workers
/// report it. A stop is honoured between chunks (and, for runs whose chunks are long, between the
/// units inside one; such a chunk is then dropped whole), so whatever a stopped run returns is
/// made of whole chunks, the first ones in order.
public final class RunControl: Sendable {
    private let stopRequested = Atomic<Bool>(false)
    private let unitsDone = Atomic<Int>(0)

    public init() {}

    /// Asks the run to stop; safe from any thread, including a signal's watcher.
    public func stop() { stopRequested.store(true, ordering: .relaxed) }

    /// True once `stop()` was called.
    public var isStopRequested: Bool { stopRequested.load(ordering: .relaxed) }

    /// Units of work done so far (for progress displays only: a dropped chunk's units stay counted).
    public var unitsCompleted: Int { unitsDone.load(ordering: .relaxed) }

    /// Records `units` more units done; called by the workers.
    public func record(_ units: Int) { unitsDone.wrappingAdd(units, ordering: .relaxed) }
}
