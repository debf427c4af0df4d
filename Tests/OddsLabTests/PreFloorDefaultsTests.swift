import CasinoCore
@testable import OddsLab
import Testing

/// `PreFloorDefaults`: the configuration before the return floor's tuning, kept for comparison.
@Suite struct PreFloorDefaultsTests {
    let configuration = PreFloorDefaults.configuration

    @Test func itHasEveryPlinkoTableSymmetricWithRowsPlusOneEntries() {
        #expect(PreFloorDefaults.plinkoTables.count == 27)
        for (options, table) in PreFloorDefaults.plinkoTables {
            #expect(table.count == options.rows + 1)
            #expect(table == table.reversed())
        }
    }

    @Test func itsCrashOffersElevenTargetsFrom101xAndMinesReturn97Percent() {
        #expect(configuration.crash.offeredTargets.count == 11)
        #expect(configuration.crash.offeredTargets.first == Centi(101))
        #expect(configuration.crash.offeredTargets.last == Centi(100_000))
        #expect(configuration.mines.returnPPM == 970_000)
        // Only Plinko, Crash's targets and Mines differ from the defaults.
        #expect(configuration.slots == GameConfiguration.defaults.slots)
        #expect(configuration.returnFloor == GameConfiguration.defaults.returnFloor)
    }
}
