import Dispatch
import Synchronization

/// Runs `chunkCount` independent chunks of a seeded simulation on `threads` workers and returns
/// the chunk results in chunk order.
///
/// Chunk k draws from stream k of the seed (the RNG contract) and its result lands in slot k, so
/// the returned array, and anything reduced from it in order, is the same for every thread count:
/// threads change the speed, never the bytes.
/// - Complexity: O(chunkCount) calls of `body`; one lock per worker.
func runRelatedChunks<Result: Sendable>(
    chunkCount: Int, threads: Int, empty: Result,
    _ body: @escaping @Sendable (_ chunk: Int) -> Result
) -> [Result] {
    guard chunkCount > 0 else { return [] }
    let slots = Mutex(Array(repeating: empty, count: chunkCount))
    let workers = max(1, min(threads, chunkCount))
    // Worker w takes chunks w, w + workers, …: every slot is written by exactly one worker, once,
    // after its chunks are done, so the lock is taken once per worker.
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        var done: [(chunk: Int, result: Result)] = []
        var chunk = worker
        while chunk < chunkCount {
            done.append((chunk, body(chunk)))
            chunk += workers
        }
        slots.withLock { results in
            for (chunk, result) in done { results[chunk] = result }
        }
    }
    return slots.withLock { $0 }
}

/// Number formatting for the related-systems results, in integers only, so the same counts print
/// the same bytes on every machine (no `Double` formatting, whose last digit is the platform's).
public enum RelatedFormat {
    /// `numerator / denominator` with `places` decimals, rounded half away from zero; `"n/a"` when
    /// the denominator is 0.
    public static func decimal(_ numerator: Int, _ denominator: Int, places: Int) -> String {
        guard denominator > 0 else { return "n/a" }
        var scale: Int128 = 1
        for _ in 0..<places { scale *= 10 }
        let n = Int128(numerator.magnitude) * scale
        let d = Int128(denominator)
        let rounded = (2 * n + d) / (2 * d)
        var text = String(rounded / scale)
        if places > 0 {
            let digits = String(rounded % scale)
            text += "." + String(repeating: "0", count: places - digits.count) + digits
        }
        return numerator < 0 && rounded != 0 ? "-" + text : text
    }

    /// Cents as dollars with two decimals: `1234` → `"12.34"`.
    public static func dollars(_ cents: Int) -> String {
        decimal(cents, 100, places: 2)
    }

    /// `part / whole` as a percentage with `places` decimals: `(1, 8, 1)` → `"12.5"`.
    public static func percent(_ part: Int, _ whole: Int, places: Int = 2) -> String {
        decimal(part * 100, whole, places: places)
    }
}
