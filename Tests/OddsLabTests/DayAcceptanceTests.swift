import CasinoCore
import Testing
@testable import OddsLab

/// When in an ordinary day each offered choice is accepted at each common stake, holding only the bet.
@Suite("the offer over an ordinary day")
struct DayAcceptanceTests {
    /// The binary search relies on acceptance never getting harder with more minutes until 23:59
    /// (`DayAcceptance`); here the core is asked at every minute of the day instead, for every
    /// default choice and common stake.
    @Test func theSearchedStretchIsExactlyTheMinutesTheCoreAcceptsAtEveryMinute() throws {
        let day = try DayAcceptance(configuration: .defaults)
        var compared = 0
        for row in day.rows {
            let table = row.game.engine.outcomeTable
            for cell in row.cells {
                let scanned = DayAcceptance.scannedMinutes(table, stake: cell.stake, floor: day.floor)
                let searched = cell.fewestMinutesUntilMidnight.map { Array($0...1439) } ?? []
                #expect(scanned == searched, "\(row.game.title) \(cell.stake)")
                compared += 1
            }
        }
        // 258 choices × 8 stakes × 1440 minutes: 2 972 160 decisions of the core (under a second in a debug build).
        #expect(compared == 258 * 8)
    }

    @Test func everyDefaultChoiceHasACommonStakeAcceptedForHalfTheDay() throws {
        let day = try DayAcceptance(configuration: .defaults)
        #expect(day.rows.count == 258)
        #expect(day.unplayable.map(\.game.title) == [])
        let worst = day.rows.compactMap(\.best).map(\.minutesAccepted).min()
        #expect(worst == 720 || (worst ?? 0) > 720)
    }

    @Test func theDefaultSlotsMachineTakesTenMinutesForThreeQuartersOfTheDay() throws {
        let day = try DayAcceptance(configuration: .defaults)
        let slots = try #require(day.rows.first { $0.game.game == .slots })
        let ten = try #require(slots.cell(stake: 10))
        #expect(ten.minutesAccepted == 1083)
        #expect(ten.range == "00:00–18:02")
        #expect(ten.minutesAccepted * 2 >= DayAcceptance.dayMinutes)
    }

    @Test func aCellSaysItsStretchAndShare() {
        let cell = DayAcceptance.Cell(stake: 10, fewestMinutesUntilMidnight: 618)
        #expect(cell.minutesAccepted == 822)
        #expect(cell.lastAccepted == "13:41")
        #expect(cell.range == "00:00–13:41")
        #expect(cell.percentText == "57 %")
        #expect(DayAcceptance.Cell(stake: 10, fewestMinutesUntilMidnight: nil).range == "never")
        #expect(DayAcceptance.Cell(stake: 1, fewestMinutesUntilMidnight: 0).minutesAccepted == 1440)
    }

    @Test func theMinesPlansOffTheOfferAreListedWithTheirBestStake() throws {
        let off = OffTheOffer.of(.defaults)
        #expect(off.count == 81)
        let sevenFourteen = try #require(off.first { $0.title == "mines 7 mines 14 reveals" })
        #expect(sevenFourteen.reason == "accepted at no common stake for half the day (best: 1 minute, 3 % of the day)")
        #expect(off.allSatisfy { !DayAcceptance.isPlayable($0.day) })
    }
}
