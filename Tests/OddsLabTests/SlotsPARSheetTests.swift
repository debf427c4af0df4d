import CasinoCore
@testable import OddsLab
import Testing

/// The PAR sheet of the default machine: the cycle enumerated, 10381/10648 returned, every
/// combination's probability its count over the cycle.
@Suite struct SlotsPARSheetTests {
    let sheet = SlotsPARSheet(configuration: .defaults)

    @Test func theDefaultMachineReturns10381Over10648() {
        #expect(sheet.cycle == sheet.stripLengths.reduce(1, *))
        #expect(sheet.totalReturn == ExactFraction(10381, 10648))
        #expect(HitBand.product.contains(sheet.hitFrequency))
    }

    @Test func rowsSumToTheTotalsAndEachIsCountOverCycle() throws {
        var total = ExactFraction.zero
        var hits = 0
        for row in sheet.rows {
            #expect(row.probability == ExactFraction(WideUnsigned(row.count), WideUnsigned(sheet.cycle)))
            #expect(row.symbols.count == 3)
            total = try #require(total.adding(row.contribution))
            hits += row.count
        }
        #expect(total == sheet.totalReturn)
        #expect(ExactFraction(WideUnsigned(hits), WideUnsigned(sheet.cycle)) == sheet.hitFrequency)
    }
}
