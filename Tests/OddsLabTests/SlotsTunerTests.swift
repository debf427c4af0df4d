import CasinoCore
import Testing
@testable import OddsLab

@Suite("Tuning Slots")
struct SlotsTunerTests {
    @Test(arguments: ["0.92", "0.95", "0.97", "0.99"])
    func tunedPaytableReachesTheTargetAndThePARSheetAgrees(text: String) throws {
        let target = try TargetRTP(parsing: text)
        let tuning = try SlotsTuner().tune(to: target)
        #expect(tuning.gap.magnitude < ExactFraction(5, 10_000), "\(text)")
        #expect(tuning.isOptimal, "\(text)")
        #expect(tuning.parSheet.totalReturn == tuning.rtp)
        let analysis = try ExactAnalysis(engine: try SlotsEngine(configuration: tuning.configuration))
        #expect(analysis.nominalRTP == tuning.rtp)
    }

    /// A combination pays its highest line (the first among equals), so the weak order of the pays
    /// must survive tuning or combinations would move between lines.
    @Test(arguments: ["0.90", "0.97", "1"])
    func paysKeepTheirOrderAndEveryCombinationItsLine(text: String) throws {
        let tuning = try SlotsTuner().tune(to: try TargetRTP(parsing: text))
        let before = tuning.shape.paytable.map(\.centi)
        let after = tuning.configuration.paytable.map(\.centi)
        for i in before.indices {
            for j in before.indices {
                #expect((before[i] < before[j]) == (after[i] < after[j]), "\(text) lines \(i) \(j)")
                #expect((before[i] == before[j]) == (after[i] == after[j]), "\(text) lines \(i) \(j)")
            }
        }
        let lines = { (c: SlotsConfiguration) in SlotsOdds.combinations(configuration: c).map(\.paylineIndex) }
        #expect(lines(tuning.shape) == lines(tuning.configuration))
    }

    @Test func hitFrequencyIsUnchangedAndCheckedAgainstTheBand() throws {
        let tuning = try SlotsTuner().tune(to: try TargetRTP(parsing: "0.95"))
        let before = try ExactAnalysis(engine: try SlotsEngine()).hitFrequency
        #expect(tuning.hitFrequency == before)
        #expect(tuning.parSheet.hitFrequency == before)
        let band = try HitBand(parsing: "0.35,0.40")
        #expect(
            throws: InputError(
                "slots: hit frequency 32.33 % is outside the band 35.00 %…40.00 %; pays cannot change which spins pay (change the reels or the lines)"
            )
        ) {
            _ = try SlotsTuner(hitBand: band).tune(to: try TargetRTP(parsing: "0.95"))
        }
    }

    @Test func givenPaysAreTheShape() throws {
        let pays = [100_00, 50_00, 25_00, 12_00, 8_00, 4_00, 3_00, 2_00].map(Centi.init)
        let tuning = try SlotsTuner(pays: pays).tune(to: try TargetRTP(parsing: "0.96"))
        #expect(tuning.shape.paytable.map(\.centi) == pays)
        #expect(tuning.gap.magnitude < ExactFraction(5, 10_000))
        #expect(abs(tuning.largestPayChange.relative) < 0.01)
    }

    @Test func paysOfTheWrongCountAreRefused() {
        #expect(throws: InputError("pays lists 2 multipliers; the paytable has 8 lines")) {
            _ = try SlotsTuner(pays: [Centi(100), Centi(200)])
        }
    }

    /// The smallest pays are 0.01x, in order: a target below what they return cannot be reached.
    @Test func aTargetBelowTheSmallestPaysIsRefused() {
        #expect(throws: InputError.self) { _ = try SlotsTuner().tune(to: try TargetRTP(parsing: "0.001")) }
    }

    @Test func hitBandsReadAsTwoDecimals() throws {
        let band = try HitBand(parsing: "0.25,0.4")
        #expect(band == HitBand.product)
        // One fraction grammar everywhere: a percent sign is refused, never read.
        #expect(throws: InputError.self) { _ = try HitBand(parsing: "25%,0.4") }
        #expect(throws: InputError.self) { _ = try HitBand(parsing: "0.4,0.25") }
        #expect(throws: InputError.self) { _ = try HitBand(parsing: "0.25") }
    }
}
