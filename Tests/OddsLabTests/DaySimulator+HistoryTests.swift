import CasinoCore
@testable import OddsLab
import Testing

/// The simulated phone's history export: its rounds, the zone's name, and exactly the one seed its
/// rounds used (none when it played none).
@Suite struct DaySimulatorHistoryTests {
    @Test func theExportRevealsTheRunSeedOnlyWhenARoundUsedIt() throws {
        let profile = try CompiledProfile(.allIn)
        var played = 0
        for day in 0..<6 {
            let result = DayReplay.replay(
                profile: profile, handle: DayReplayHandle(seed: 9, stream: 0, day: day), killEveryWrite: false,
                includeSeedTriggersOnly: false)
            let history = result.history
            #expect(history.timeZone == "America/New_York")
            #expect(history.seeds.count == (history.transactions.isEmpty ? 0 : 1))
            played += history.transactions.count
        }
        #expect(played > 0)
    }
}
