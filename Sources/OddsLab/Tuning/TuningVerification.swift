import CasinoCore

/// A tuned configuration re-analysed from scratch: the engines built from it, their outcome tables
/// run through `ExactAnalysis`, so what `tune` prints is what `analyze` would print for the same file.
package struct TuningVerification: Hashable, Sendable {
    /// The wager sizes (minutes) every tuned configuration is reported at.
    package static let reportedWagers = [1, 10, 60]

    /// One configuration and its exact analysis.
    package struct Entry: Hashable, Sendable {
        package var game: ConfiguredGame
        package var analysis: ExactAnalysis
    }

    /// The tuned configurations, in `analyze` order.
    package var entries: [Entry]
    /// The wagers the analyses hold effective RTPs for: `reportedWagers`, plus the tuned wager.
    var wagers: [Int]

    /// Analyses `games` at `reportedWagers` and `extraWager`.
    init(games: [ConfiguredGame], extraWager: Int? = nil) throws(InputError) {
        var wagers = TuningVerification.reportedWagers
        if let extraWager, !wagers.contains(extraWager) { wagers.append(extraWager) }
        self.wagers = wagers
        var entries: [Entry] = []
        for game in games {
            entries.append(Entry(game: game, analysis: try ExactAnalysis(game: game, wagers: wagers)))
        }
        self.entries = entries
    }

    /// The mean of `measure` over the entries, from the analyses.
    func meanRTP(_ measure: RTPMeasure) -> ExactFraction? {
        var sum = ExactFraction.zero
        for entry in entries {
            let value: ExactFraction?
            switch measure {
            case .nominal: value = entry.analysis.nominalRTP
            case .effective(let wager): value = entry.analysis.roundedRTP(atWager: wager)
            }
            guard let value, let next = sum.adding(value) else { return nil }
            sum = next
        }
        return sum.multiplied(by: ExactFraction(1, WideUnsigned(max(1, entries.count))))
    }

    /// Throws unless `claimed` equals `actual`: the tuner's arithmetic and the analysis of the
    /// engines built from its result must agree exactly, or the result is not printed.
    static func confirm(_ what: String, claimed: ExactFraction, actual: ExactFraction?) throws(InputError) {
        guard let actual, actual == claimed else {
            throw InputError(
                "\(what): the exact analysis of the tuned configuration gives \(actual?.description ?? "nothing"), not the tuned \(claimed) (please report this)"
            )
        }
    }
}
