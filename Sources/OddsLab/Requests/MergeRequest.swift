import CasinoCore
import Foundation

/// `merge`: the partial results of a sharded `simulate` run combined into the run's result.
public struct MergeRequest: Sendable {
    /// The partial results' paths.
    public var parts: [String]

    /// Refuses an empty list.
    public init(parts: [String]) throws {
        if parts.isEmpty { throw InputError("give the partial results to merge") }
        self.parts = parts
    }

    /// Reads every part (strictly, against the default tables) and merges them: one run, no chunk
    /// twice, none missing.
    package func run() throws -> MonteCarloResult {
        var results: [(name: String, result: MonteCarloResult)] = []
        for path in parts {
            let name = InputQuote.brief(path, limit: 240)
            let bytes: [UInt8]
            do throws(InputFileError) {
                bytes = try InputFile.read(path, limit: MonteCarloResult.maximumFileBytes)
            } catch {
                throw InputError("\(name) \(error.reason)")
            }
            let result = try MonteCarloResult(json: Data(bytes), name: name)
            try result.checkOutcomeTableAgainstDefaults(name: name)
            results.append((name: name, result: result))
        }
        return try MonteCarloResult.merging(results)
    }
}
