import CasinoCore
import OddsLab

extension MonteCarloResult {
    /// The result as JSON: its schema `SimulationResultFile` (inputs, coverage, integer counters,
    /// RTP ± standard error next to the exact values, every outcome with its count and exact
    /// probability), which `MonteCarloResult(json:name:)` reads back.
    ///
    /// A complete result prints the same bytes however it was produced (any thread count, one run
    /// or merged shards); a partial one adds the shard it covers. Integers too large for a double
    /// are written in full.
    public var json: String {
        JSONText(SimulationResultFile(self), rows: SimulationResultFile.rowPaths).rendered
    }
}

extension SimulationResultFile {
    /// The objects printed on one line: the run's options and each outcome.
    static let rowPaths: Set<String> = ["run.options", "outcomes.*"]
}
