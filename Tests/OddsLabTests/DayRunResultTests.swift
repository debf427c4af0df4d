@testable import OddsLab
import Testing

/// `DayRunResult`: days added one by one, and two results added, give the same totals.
@Suite struct DayRunResultTests {
    func day(wagered: Int, lengthChange: Int = 0, endedAtZero: Bool = false, net: Int = 0) -> DayFigures {
        var f = DayFigures()
        f.minutesWagered = wagered
        f.lengthChangeMinutes = lengthChange
        f.endedAtZero = endedAtZero
        f.netGameMinutes = net
        return f
    }

    @Test func addingDaysCountsShortLongAndZeroDays() {
        var result = DayRunResult()
        result.add(day(wagered: 10, lengthChange: -60))
        result.add(day(wagered: 0, lengthChange: 60, endedAtZero: true, net: -5))
        result.add(day(wagered: 30, net: 12))
        #expect(result.days == 3)
        #expect(result.shortDays == 1)
        #expect(result.longDays == 1)
        #expect(result.daysEndedAtZero == 1)
        #expect(result.minutesWagered == 40)
        #expect(result.minutesWageredPerDay.quantile(permille: 500) == 10)
        #expect(result.minutesLostPerDay.sum == -7)
    }

    @Test func twoHalvesAddToTheWhole() {
        let days = [day(wagered: 5), day(wagered: 0, endedAtZero: true), day(wagered: 20, lengthChange: 60)]
        var whole = DayRunResult()
        for d in days { whole.add(d) }
        var first = DayRunResult()
        first.add(days[0])
        var second = DayRunResult()
        for d in days.dropFirst() { second.add(d) }
        first += second
        #expect(first == whole)
    }
}
