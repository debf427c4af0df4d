import OddsLab

/// `sweep`'s output formats.
public enum SweepFormat: String, CaseIterable, Sendable {
    case table, json, csv
}

extension SweepRequest.Result {
    /// The rows in `format`.
    public func text(_ format: SweepFormat) -> String {
        switch format {
        case .table: sweep.table(days: days)
        case .json: sweep.json(days: days)
        case .csv: sweep.csv(days: days)
        }
    }
}

extension TuneRequest.Result {
    /// The configuration's changes, for `--output`.
    package var patches: [ConfigurationPatch] {
        switch self {
        case .tuned(let tuned, _): tuned.patches
        case .floor(let tuned, _): tuned.patches
        }
    }
}
