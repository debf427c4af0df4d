import CasinoCore
import Foundation
import XoshiroLanes

/// Where a Monte Carlo run's draws come from. The result is the same bytes either way.
public enum DrawSource: String, Sendable, CaseIterable {
    /// One `Xoshiro256StarStar` per chunk, stepped one word at a time by the engine.
    case scalar
    /// Eight chunks per thread at once: their streams stepped together in SIMD lanes
    /// (`LaneBlock`), each chunk's engine reading its own stream's words from the block.
    case lanes

    /// The environment variable that picks the source for the tool: `scalar` or `lanes`.
    static let environmentVariable = "CASINO_ODDS_DRAWS"

    /// The source named by `CASINO_ODDS_DRAWS`, `.lanes` when unset; nil when it names none.
    static func fromEnvironment() -> DrawSource? {
        guard let name = ProcessInfo.processInfo.environment[environmentVariable] else { return .lanes }
        return DrawSource(rawValue: name)
    }

    /// What runs use when not told: the environment's choice, `.lanes` when it names none (the
    /// tool refuses a bad name before it runs anything).
    @usableFromInline package static let current: DrawSource = fromEnvironment() ?? .lanes
}

/// The vector kernel this machine runs (`xoshiro_lanes_best_kernel`: CPUID on x86-64).
@usableFromInline enum LaneKernel {
    /// The widest kernel the CPU and OS support, picked once.
    @usableFromInline static let best: xoshiro_kernel = xoshiro_lanes_best_kernel()

    /// Every kernel this machine can run, portable first (for tests).
    static var available: [xoshiro_kernel] {
        [xoshiro_kernel_portable, xoshiro_kernel_avx2, xoshiro_kernel_avx512].filter { $0.rawValue <= best.rawValue }
    }

    /// `"avx512"`, `"avx2"` or `"portable"`.
    static func name(_ kernel: xoshiro_kernel) -> String {
        switch kernel {
        case xoshiro_kernel_avx512: return "avx512"
        case xoshiro_kernel_avx2: return "avx2"
        default: return "portable"
        }
    }
}

/// The next `rows` words of eight xoshiro256** streams, filled by a vector kernel: lane l's i-th
/// word at `words[i · 8 + l]`.
///
/// Each lane's words are exactly its scalar stream's: the kernels compute the same recurrence,
/// and a lane read past the block (`LaneGenerator`) steps that lane's state in place with the
/// scalar recurrence, so the next fill continues from there.
@usableFromInline package final class LaneBlock {
    /// Streams per block: `XOSHIRO_LANES`.
    @usableFromInline package static let lanes = Int(XOSHIRO_LANES)
    /// Rows per fill: 256 rows of 8 words is 16 KiB, well inside the L1 cache.
    @usableFromInline static let standardRows = 256

    @usableFromInline let rows: Int
    let kernel: xoshiro_kernel
    @usableFromInline let state: UnsafeMutablePointer<xoshiro_lanes>
    @usableFromInline let words: UnsafeMutablePointer<UInt64>

    /// A block over `streams` (at most 8; lanes beyond them run a stream nobody reads).
    @usableFromInline package init(
        streams: [Xoshiro256StarStar], rows: Int = LaneBlock.standardRows, kernel: xoshiro_kernel = LaneKernel.best
    ) {
        precondition(streams.count <= LaneBlock.lanes && rows > 0, "LaneBlock takes at most 8 streams")
        self.rows = rows
        self.kernel = kernel
        state = .allocate(capacity: 1)
        state.initialize(to: xoshiro_lanes())
        words = .allocate(capacity: rows * LaneBlock.lanes)
        words.initialize(repeating: 0, count: rows * LaneBlock.lanes)
        for lane in 0..<LaneBlock.lanes {
            let (s0, s1, s2, s3) = (lane < streams.count ? streams[lane] : Xoshiro256StarStar(seed: 0)).state
            setWord(0, lane: lane, s0); setWord(1, lane: lane, s1)
            setWord(2, lane: lane, s2); setWord(3, lane: lane, s3)
        }
    }

    deinit {
        state.deallocate()
        words.deallocate()
    }

    private func setWord(_ k: Int, lane: Int, _ value: UInt64) {
        UnsafeMutableRawPointer(state).assumingMemoryBound(to: UInt64.self)[k * LaneBlock.lanes + lane] = value
    }

    /// Advances every lane `rows` words, replacing the block's contents.
    @usableFromInline package func fill() {
        xoshiro_lanes_fill(kernel, state, words, rows)
    }

    /// The block's words, `rows × 8`, row-major (word i of lane l at `i · 8 + l`).
    package func withWords<R>(_ body: (UnsafeMutableBufferPointer<UInt64>) throws -> R) rethrows -> R {
        try body(UnsafeMutableBufferPointer(start: words, count: rows * LaneBlock.lanes))
    }

    /// A generator reading lane `lane` of the block just filled, from its word `row` (its first by default).
    @inlinable
    func generator(lane: Int, row: Int = 0) -> LaneGenerator {
        LaneGenerator(
            cursor: words + row * LaneBlock.lanes + lane, end: words + rows * LaneBlock.lanes,
            state: UnsafeMutableRawPointer(state).assumingMemoryBound(to: UInt64.self) + lane)
    }
}

/// One lane of a `LaneBlock` as a bit generator: the block's words of its stream, in order, then
/// (if a wager needs more) the same stream stepped one word at a time. An engine plays on it as on
/// `Xoshiro256StarStar`; the runner stops starting wagers once `isPastBlock`.
@usableFromInline struct LaneGenerator: BitGenerator {
    @usableFromInline var cursor: UnsafePointer<UInt64>
    @usableFromInline let end: UnsafePointer<UInt64>
    /// Word 0 of this lane's state; words k at `+ 8k`.
    @usableFromInline let state: UnsafeMutablePointer<UInt64>

    @inlinable
    init(cursor: UnsafePointer<UInt64>, end: UnsafePointer<UInt64>, state: UnsafeMutablePointer<UInt64>) {
        self.cursor = cursor
        self.end = end
        self.state = state
    }

    /// The words of the block this lane has not read yet.
    @inlinable @inline(__always)
    var wordsLeft: Int { cursor < end ? (end - cursor + LaneBlock.lanes - 1) / LaneBlock.lanes : 0 }

    /// True once every word of the block was read: the lane's state is its stream's position.
    @inlinable @inline(__always)
    var isPastBlock: Bool { cursor >= end }

    @inlinable @inline(__always)
    mutating func next() -> UInt64 {
        if _fastPath(cursor < end) {
            let word = cursor.pointee
            cursor += LaneBlock.lanes
            return word
        }
        return nextPastBlock()
    }

    /// The scalar recurrence on the lane's state in the block (a wager that straddles the block's end).
    @usableFromInline @inline(never)
    mutating func nextPastBlock() -> UInt64 {
        let lanes = LaneBlock.lanes
        var g = Xoshiro256StarStar(state: (state[0], state[lanes], state[2 * lanes], state[3 * lanes]))
        let word = g.next()
        (state[0], state[lanes], state[2 * lanes], state[3 * lanes]) = g.state
        return word
    }
}
