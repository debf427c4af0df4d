@testable import OddsLab
import SeededRuns
import Testing

/// `SilentProgress`: runs each section's body with its control, and reports the control's stop.
@Suite struct RunProgressTests {
    @Test func aSectionRunsItsBodyAndReturnsItsValue() throws {
        let progress = SilentProgress()
        var ran = 0
        let value = try progress.section("days", unit: "day", total: 3) { _ in
            ran += 1
            return 42
        }
        #expect(value == 42)
        #expect(ran == 1)
        #expect(!progress.isStopRequested)
    }

    @Test func aStopOnTheControlIsSeenByTheProgressAndTheBody() throws {
        let control = RunControl()
        let progress = SilentProgress(control: control)
        control.stop()
        #expect(progress.isStopRequested)
        #expect(try progress.section("x", unit: "y", total: nil) { $0.isStopRequested })
    }

    @Test func anErrorInTheBodyPassesThrough() {
        struct Boom: Error {}
        #expect(throws: Boom.self) { try SilentProgress().section("x", unit: "y", total: nil) { _ in throw Boom() } }
    }
}
