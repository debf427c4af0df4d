import Foundation
import Synchronization

/// Runs a day simulation over all cores, reproducibly.
///
/// Days are cut into chunks of `DayRunSpec.chunkDays`; chunk k runs on stream k of the seed from a
/// fresh installation. Threads claim chunks from a shared counter, and chunk totals are merged
/// strictly in chunk order (a chunk that finishes early waits for its predecessors), so the result
/// — first violation included — is the same for any thread count.
public enum DayRunner {
    /// Simulates `spec` on `threads` threads with the shipped coordinator.
    public static func run(_ spec: DayRunSpec, threads: Int) -> DayRunResult {
        run(spec, threads: threads, app: SimulatedCoordinator.self)
    }

    /// Simulates `spec` driving `app` (tests pass deliberately wrong coordinators).
    ///
    /// - Complexity: O(days · (minutes per day + steps) / threads) time; O(threads) chunk results
    ///   in memory, whatever the number of days.
    public static func run<App: SimulatedApp>(_ spec: DayRunSpec, threads: Int, app: App.Type) -> DayRunResult {
        let chunkCount = spec.chunkCount
        let merge = Mutex(OrderedMerge())
        let next = Atomic<Int>(0)
        let work: @Sendable () -> Void = {
            while true {
                let chunk = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard chunk < chunkCount else { return }
                let result = runChunk(chunk, of: spec, app: App.self)
                merge.withLock { m in
                    m.waiting[chunk] = result
                    while let ready = m.waiting.removeValue(forKey: m.nextChunk) {
                        m.total.merge(ready)
                        m.nextChunk += 1
                    }
                }
            }
        }
        let workers = max(1, min(threads, chunkCount))
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
                thread.stackSize = 4 << 20
                thread.start()
            }
            group.wait()
        }
        return merge.withLock { $0.total }
    }

    /// Simulates chunk `chunk` of `spec`.
    public static func runChunk<App: SimulatedApp>(_ chunk: Int, of spec: DayRunSpec, app: App.Type) -> DayRunResult {
        var simulator = DaySimulator<App>(
            profile: spec.profile, seed: spec.seed, stream: UInt64(chunk),
            firstDayNumber: DayRunSpec.firstDayNumber(ofChunk: chunk),
            killEveryWrite: spec.killEveryWrite)
        var result = DayRunResult()
        for _ in 0..<spec.days(inChunk: chunk) {
            result.add(simulator.simulateNextDay())
        }
        result.tally = simulator.tally
        if simulator.tally.firstViolation != nil { result.firstViolationChunk = chunk }
        result.forks = simulator.forks
        if simulator.device.stored?.pendingWager != nil { result.pendingAtEnd = 1 }
        return result
    }
}

/// Chunk results merged in chunk order. Finished chunks wait until every earlier chunk is merged;
/// chunks are claimed in order, so only about as many wait as there are threads.
private struct OrderedMerge: Sendable {
    var total = DayRunResult()
    var nextChunk = 0
    var waiting: [Int: DayRunResult] = [:]
}
