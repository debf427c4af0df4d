import CasinoCore

/// One configuration as `analyze` shows it: its exact analysis, the return floor's decision at each
/// analysed wager, and the preview of the stake's bet at the analysis's moment (payouts after
/// rounding and the cap).
///
/// A lab value, not a view: the decisions and the preview are computed here once, from the core's
/// own rules (`Offer.accepts`, `WagerPreview`), so every rendering of it (table, JSON, CSV in
/// OddsReports) shows the same verdicts and only formats them.
package struct AnalysisEntry: Sendable {
    package var game: ConfiguredGame
    package var analysis: ExactAnalysis
    package var floor: ReturnFloor
    /// The core's decision at each `analysis.effectiveRTPs` wager, in the same order.
    package var accepted: [Bool]
    /// The stake's bet at the analysis's moment.
    package var preview: WagerPreview

    init(game: ConfiguredGame, analysis: ExactAnalysis, floor: ReturnFloor, wager: Int) {
        self.game = game
        self.analysis = analysis
        self.floor = floor
        let table = game.engine.outcomeTable
        accepted = analysis.effectiveRTPs.map {
            Offer.accepts(table, wager: $0.wager, floor: floor, moment: analysis.moment)
        }
        preview = WagerPreview(
            outcomeTable: table, wager: wager, remainingMinutes: analysis.moment.remainingMinutes(forWager: wager),
            minutesUntilMidnight: analysis.moment.minutesUntilMidnight)
    }

    /// The core's decision on the stake's bet.
    package var acceptsWager: Bool {
        Offer.accepts(game.engine.outcomeTable, wager: preview.wager, floor: floor, moment: analysis.moment)
    }

    /// The PAR sheet, for a game that has one (Slots: `LabGameEngine.parSheet`).
    package var parSheet: SlotsPARSheet? { game.engine.lab?.parSheet }
}
