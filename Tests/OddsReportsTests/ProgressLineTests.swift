import OddsReports
import Testing

/// The progress line's text, pinned: it is drawn on a terminal only, so no command comparison
/// would notice a change in it.
@Suite("Progress line")
struct ProgressLineTests {
    @Test func aKnownTotalShowsThePercentTheRateAndTheTimeLeft() {
        let line = ProgressLine(
            label: "simulating", unit: "wagers", done: 2_500_000, total: 10_000_000, elapsedSeconds: 2,
            isStopping: false)
        #expect(line.text == "simulating: 2,500,000 of 10,000,000 wagers (25.0 %) · 1.3 M wagers/s · 0:06 left")
    }

    @Test func anUnknownTotalShowsTheTimeSoFarAndAStopRequest() {
        let line = ProgressLine(
            label: "checking", unit: "days", done: 1234, total: nil, elapsedSeconds: 3725, isStopping: true)
        #expect(
            line.text
                == "checking: 1,234 days · 0 days/s · 1:02:05 so far · stopping (Ctrl-C again to quit at once)")
    }

    @Test(arguments: [
        (2.5e9, "2.50 G"), (456e6, "456.0 M"), (12_345, "12.3 k"), (999, "999"), (0, "0")
    ])
    func ratesKeepThreeOrFourFigures(rate: Double, expected: String) {
        #expect(ProgressLine.rate(rate) == expected)
    }

    @Test(arguments: [
        (0.2, "0:01"), (65, "1:05"), (3600, "1:00:00"), (3725, "1:02:05"), (Double.infinity, "--"), (1e8, "--")
    ])
    func durationsRoundUpToWholeSeconds(seconds: Double, expected: String) {
        #expect(ProgressLine.duration(seconds) == expected)
    }
}
