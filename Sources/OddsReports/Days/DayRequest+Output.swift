import CasinoCore
import Foundation
import OddsLab

extension DayReport {
    /// The run's violations, as the tool ends with them (exit 1); nil without any.
    public var failure: CheckFailed? {
        guard result.tally.violationCount > 0 else { return nil }
        return CheckFailed(summary: violationSummary.replacingOccurrences(of: "\n", with: "; "))
    }
}

extension DayReplayResult {
    /// The phone's transaction history at the end of the day, as the app exports it.
    public func historyJSON() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do { return Array(try encoder.encode(history)) } catch {
            throw InputError("--export-history: the history cannot be encoded (\(error.localizedDescription))")
        }
    }
}
