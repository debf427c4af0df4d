import Synchronization

/// A handle on a running Monte Carlo run, shared with other threads: it reports progress and
/// takes a request to stop.
///
/// Stopping is checked between claims of chunks (one chunk, or 8 with the vector generator), never
/// inside one, so a stopped run still reports whole chunks: every chunk it claimed is played to the
/// end, and the chunks done form one range.
public final class RunControl: Sendable {
    private let stopRequested = Atomic<Bool>(false)
    private let wagersDone = Atomic<Int>(0)

    public init() {}

    /// Asks the run to stop after the chunks in progress; safe from any thread.
    public func stop() { stopRequested.store(true, ordering: .relaxed) }

    /// True once `stop()` was called.
    public var isStopRequested: Bool { stopRequested.load(ordering: .relaxed) }

    /// Wagers played so far, updated once per chunk; for progress displays.
    public var wagersCompleted: Int { wagersDone.load(ordering: .relaxed) }

    func recordChunk(wagers: Int) { wagersDone.wrappingAdd(wagers, ordering: .relaxed) }
}
