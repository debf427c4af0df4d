import CasinoCore
import Testing

/// A traveller's phone: the production clock (`ZoneClock`) over a zone the test changes, as the
/// device's zone changes in flight; usage, shields and storage from `TestDevice`.
final class Traveller {
    let device = TestDevice()
    var offsetHours: Int
    init(offsetHours: Int) { self.offsetHours = offsetHours }

    typealias App = AppCoordinator<ZoneClock<FixedOffsetTimeZoneRules>, TestUsage, TestShields, TestStorage, TestLog>

    func app() -> App {
        var app = App(
            clock: ZoneClock(rules: FixedOffsetTimeZoneRules(offsetSeconds: offsetHours * 3600)) { [device] in
                device.now
            },
            usage: TestUsage(device: device), shields: TestShields(device: device),
            storage: TestStorage(device: device), log: TestLog(device: device), initialAllowanceMinutes: 60)
        app.commitLabSeedIfFresh(5) // tests of the day's edges play on `testPosition`
        return app
    }

    /// Sets the clock to `hour:minute` UTC on 2026-11-(23+day).
    func at(day: Int = 0, utcHour: Int, minute: Int = 0) {
        device.now = Instant(
            secondsSinceEpoch: TestDevice.mondayStart + Int64(day * 86_400 + utcHour * 3600 + minute * 60))
    }
}

@Suite("Day edges: the production clock, time-zone changes, daylight-saving days")
struct DayEdgeTests {
    /// Wins 20 minutes at 2.00x, so the day has a bonus a wrongful reset would wipe.
    func winTwenty(_ app: inout Traveller.App) {
        guard
            case .success(let pending) = app.commitWager(
                game: .crash, options: "2.00x", wager: 20,
                position: app.state.firstUnspentDraw ?? testPosition)
        else { Issue.record("refused"); return }
        var generator = Xoshiro256StarStar(seed: 5)
        app.settleWager(id: pending.id, outcome: FixedPlan(centi: Centi(200)).play(wager: 20, using: &generator))
    }

    @Test func flyingWestAcrossMidnightKeepsTheDaysBonusAndUsage() {
        // New York (UTC−5), Tuesday 00:30 local = 05:30 UTC; then Los Angeles (UTC−8): Monday 21:30.
        let t = Traveller(offsetHours: -5)
        t.at(day: 1, utcHour: 5, minute: 30)
        var app = t.app()
        app.launch()
        t.device.usageMinutes = 10
        winTwenty(&app)
        app.pullToRefresh()
        #expect(t.device.stored?.budgetDay == DayKey(year: 2026, month: 11, day: 24))
        t.offsetHours = -8
        var landed = t.app()
        t.at(day: 1, utcHour: 6) // Monday 22:00 in Los Angeles
        landed.enterForeground()
        #expect(t.device.stored?.budgetDay == DayKey(year: 2026, month: 11, day: 24)) // Tuesday continues
        #expect(t.device.stored?.bonusMinutesFromGames == 20)
        #expect(t.device.stored?.usageMinutesToday == 10)
        // Los Angeles reaches Tuesday: still the same budget day, nothing wiped.
        t.at(day: 1, utcHour: 9) // Tuesday 01:00 in Los Angeles
        landed.dayBoundaryReached()
        #expect(t.device.stored?.bonusMinutesFromGames == 20)
        // Wednesday in Los Angeles starts the next day.
        t.at(day: 2, utcHour: 8, minute: 1) // Wednesday 00:01 in Los Angeles
        t.device.usageMinutes = 0
        landed.dayBoundaryReached()
        #expect(t.device.stored?.budgetDay == DayKey(year: 2026, month: 11, day: 25))
        #expect(t.device.stored?.bonusMinutesFromGames == 0)
    }

    @Test func flyingEastAcrossMidnightStartsTheNextDay() {
        // Los Angeles (UTC−8), Monday 20:00 = Tuesday 04:00 UTC; then New York (UTC−5): Tuesday 00:00+.
        let t = Traveller(offsetHours: -8)
        t.at(day: 1, utcHour: 4)
        var app = t.app()
        app.launch()
        winTwenty(&app)
        #expect(t.device.stored?.budgetDay == DayKey(year: 2026, month: 11, day: 23))
        t.offsetHours = -5
        var landed = t.app()
        t.at(day: 1, utcHour: 5, minute: 30) // Tuesday 00:30 in New York
        t.device.usageMinutes = 0
        landed.enterForeground()
        #expect(t.device.stored?.budgetDay == DayKey(year: 2026, month: 11, day: 24))
        #expect(t.device.stored?.bonusMinutesFromGames == 0)
        // Flying back west the same night does not wipe Tuesday again.
        t.offsetHours = -8
        var back = t.app()
        t.at(day: 1, utcHour: 6) // Monday 22:00 in Los Angeles (room under the 23:59 cap)
        winTwenty(&back)
        back.enterForeground()
        #expect(t.device.stored?.budgetDay == DayKey(year: 2026, month: 11, day: 24))
        #expect(t.device.stored?.bonusMinutesFromGames == 20)
        #expect(t.device.stored?.transactions.entries.last?.appliedToBonus == true)
    }

    @Test func theProductionClockKnowsTheDaylightSavingDays() {
        let eastern = USEasternTimeRules()
        func clock(at instant: Int64) -> ZoneClock<USEasternTimeRules> {
            ZoneClock(rules: eastern) { Instant(secondsSinceEpoch: instant) }
        }
        let springMidnight: Int64 = 1_772_946_000 // Sun 2026-03-08 00:00 EST
        let fallMidnight: Int64 = 1_793_505_600 // Sun 2026-11-01 00:00 EDT
        let ordinaryMidnight: Int64 = 1_793_595_600 // Mon 2026-11-02 00:00 EST
        #expect(clock(at: springMidnight).today == DayKey(year: 2026, month: 3, day: 8))
        #expect(clock(at: springMidnight).minutesUntilMidnight == 23 * 60 - 1) // a 23-hour day
        #expect(clock(at: fallMidnight).minutesUntilMidnight == 25 * 60 - 1) // a 25-hour day
        #expect(clock(at: ordinaryMidnight).minutesUntilMidnight == 24 * 60 - 1)
        #expect(clock(at: ordinaryMidnight - 1).today == DayKey(year: 2026, month: 11, day: 1))
        #expect(clock(at: ordinaryMidnight - 60).minutesUntilMidnight == 0) // 23:59 and later: 0
    }

    @Test func aLocalDateEarlierThanTheBudgetDayNeverResetsIt() {
        var state = PersistedState(dailyAllowanceMinutes: 60, budgetDay: tuesday, bonusMinutesFromGames: 15)
        let earlier = state.resetIfNewDay(today: monday)
        #expect(!earlier)
        #expect(state.budgetDay == tuesday && state.bonusMinutesFromGames == 15)
        let later = state.resetIfNewDay(today: DayKey(year: 2026, month: 11, day: 25))
        #expect(later)
    }
}
