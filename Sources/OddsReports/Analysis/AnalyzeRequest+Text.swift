import OddsLab

/// `analyze`'s output formats.
public enum AnalyzeFormat: String, CaseIterable, Sendable {
    case table, json, csv
}

extension AnalyzeRequest.Result {
    /// The result in `format`.
    public func text(_ format: AnalyzeFormat) -> String {
        switch (self, format) {
        case (.offer(let offer), .table): OfferText.table(offer)
        case (.offer(let offer), .json): OfferText.json(offer).jsonText() + "\n"
        case (.offer(let offer), .csv): OfferText.csv(offer).text
        case (.analysis(let entries, let stake), .table): AnalysisText.table(entries, wager: stake)
        case (.analysis(let entries, let stake), .json): AnalysisText.json(entries, wager: stake)
        case (.analysis(let entries, let stake), .csv): AnalysisText.csv(entries, wager: stake)
        }
    }
}
