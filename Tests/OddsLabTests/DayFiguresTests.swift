@testable import OddsLab
import Testing

/// `DayCounts` and `DayFigures`: a run's totals are its days' counts added field by field.
@Suite struct DayFiguresTests {
    @Test func countsAddFieldByField() {
        var a = DayCounts()
        a.wagers = 3
        a.minutesWagered = 25
        a.forfeits = 1
        a.shieldChanges = 4
        var b = DayCounts()
        b.wagers = 2
        b.minutesWagered = 15
        b.kills = 7
        a += b
        #expect(a.wagers == 5)
        #expect(a.minutesWagered == 40)
        #expect(a.forfeits == 1)
        #expect(a.kills == 7)
        #expect(a.shieldChanges == 4)
        #expect(a.settled == 0)
    }

    @Test func aDaysFiguresReadAndWriteItsCountsByName() {
        var figures = DayFigures()
        figures.wins = 2
        figures.capped += 1
        #expect(figures.counts.wins == 2)
        #expect(figures.capped == 1)
        figures.netGameMinutes = -35
        #expect(figures.minutesLost == 35)
    }
}
