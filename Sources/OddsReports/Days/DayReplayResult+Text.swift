import OddsLab

extension DayReplayResult {
    /// `day --replay`'s output: the day's header, its steps, its figures (as the day table describes
    /// them), its first violation or the number of checks it passed, and where its history went.
    /// Only formats: the day was regenerated and checked in the lab (`DayReplay`).
    ///
    /// - Parameters:
    ///   - handle: the day replayed, as the user typed it.
    ///   - profileName: the simulated user's profile.
    ///   - historyWrittenTo: the file the phone's history was exported to, if it was.
    package func text(handle: DayReplayHandle, profileName: String, historyWrittenTo: String?) -> String {
        var out =
            "casino-odds day --replay \(handle): profile \(profileName), \(date) "
            + "(seed \(handle.seed), stream \(handle.stream), day \(handle.day))\n"
        out += lines.joined(separator: "\n") + "\n"
        out += "figures: " + DayReport.describe(figures) + "\n"
        if let v = tally.firstViolation {
            out +=
                "\(tally.violationCount) violations; first: \(v.invariant.name), \(v.location.run) step "
                + "\(v.location.step): \(v.message)\n"
        } else {
            out += "no violations in \(tally.checks.reduce(0, +)) checks\n"
        }
        if let historyWrittenTo {
            out += "history of \(history.transactions.count) rounds written to \(historyWrittenTo)\n"
        }
        return out
    }
}
