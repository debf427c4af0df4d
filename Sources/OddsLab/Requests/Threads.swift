import CasinoCore
import Foundation

/// The worker threads a request runs on: 1…1024, all cores by default. No result depends on it.
public struct Threads: Hashable, Sendable {
    /// The counts a request accepts.
    static let range = 1...1024

    /// The number of worker threads.
    public var count: Int

    /// `count` threads, or all cores when nil; anything outside `range` is refused.
    public init(_ count: Int?) throws(InputError) {
        let count = count ?? ProcessInfo.processInfo.activeProcessorCount
        guard Threads.range.contains(count) else {
            throw InputError(
                "\(option: .threads) must be \(Threads.range.lowerBound)…\(Threads.range.upperBound), got \(count)")
        }
        self.count = count
    }
}
