import CasinoCore
@testable import OddsLab
import Testing

@Suite("Day simulation: calendar and user model")
struct UserProfileTests {
    let zone = LabTimeZone.usEastern

    @Test func theCalendarRoundTripsDaysAndKnowsWeekdays() {
        for day in stride(from: -800_000, through: 1_000_000, by: 997) {
            #expect(LabTimeZone.dayNumber(of: LabTimeZone.dayKey(ofDayNumber: day)) == day)
        }
        #expect(LabTimeZone.dayKey(ofDayNumber: 0) == DayKey(year: 1970, month: 1, day: 1))
        #expect(
            CivilCalendar.weekday(ofDay: LabTimeZone.dayNumber(of: DayKey(year: 2026, month: 3, day: 8))) == .sunday)
    }

    @Test func springForwardIsA23HourDayAndFallBackA25HourDay() {
        let spring = zone.localDay(LabTimeZone.dayNumber(of: DayKey(year: 2026, month: 3, day: 8)))
        let fall = zone.localDay(LabTimeZone.dayNumber(of: DayKey(year: 2026, month: 11, day: 1)))
        let plain = zone.localDay(LabTimeZone.dayNumber(of: DayKey(year: 2026, month: 7, day: 14)))
        #expect(spring.lengthMinutes == 23 * 60 && fall.lengthMinutes == 25 * 60 && plain.lengthMinutes == 24 * 60)
        #expect(spring.transitionMinute == 120 && fall.transitionMinute == 120 && plain.transitionMinute == 24 * 60)
        #expect(spring.start.secondsSinceEpoch == 1_772_946_000) // 05:00 UTC, EST
        #expect(spring.wallClock(atMinute: 119) == "01:59" && spring.wallClock(atMinute: 120) == "03:00")
        #expect(fall.wallClock(atMinute: 119) == "01:59" && fall.wallClock(atMinute: 120) == "01:00")
        // 23:59 is elapsed time from midnight: 22 h 59 min on the short day, 24 h 59 min on the long one.
        #expect(MinutesUntilMidnight.between(spring.start, endOfDay: spring.endOfDay) == 22 * 60 + 59)
        #expect(MinutesUntilMidnight.between(fall.start, endOfDay: fall.endOfDay) == 24 * 60 + 59)
        for day in [spring, fall, plain] {
            #expect(zone.dayNumber(at: day.start) == day.dayNumber)
            #expect(zone.dayNumber(at: day.endOfDay) == day.dayNumber)
            #expect(zone.dayNumber(at: day.end) == day.dayNumber + 1)
            #expect(zone.dayNumber(at: day.end.advanced(bySeconds: -1)) == day.dayNumber)
        }
    }

    @Test func betStrategiesStakeBetweenOneAndRemaining() {
        var memory = BettorMemory()
        #expect(BetStrategy.fixed(minutes: 5).wager(remainingMinutes: 3, after: memory) == 3)
        #expect(BetStrategy.fraction(percent: 20).wager(remainingMinutes: 4, after: memory) == 1)
        #expect(BetStrategy.allIn.wager(remainingMinutes: 37, after: memory) == 37)
        #expect(BetStrategy.martingale(base: 5).wager(remainingMinutes: 90, after: memory) == 5)
        memory.lastWager = 20
        memory.lastWon = false
        #expect(BetStrategy.martingale(base: 5).wager(remainingMinutes: 90, after: memory) == 40)
        #expect(BetStrategy.martingale(base: 5).wager(remainingMinutes: 30, after: memory) == 30)
        memory.lastWon = true
        #expect(BetStrategy.martingale(base: 5).wager(remainingMinutes: 90, after: memory) == 5)
    }

    @Test func namedProfilesAreValid() throws {
        for profile in UserProfile.named { _ = try CompiledProfile(profile) }
        #expect(UserProfile.named("chaser") == .chaser)
        #expect(UserProfile.named("nobody") == nil)
    }

    @Test func aProfileFileOverridesFields() throws {
        let json =
            #"{"base": "heavy", "name": "mine", "dailyAllowanceMinutes": 45, "sessionsPerHour": 0.5,"#
            + #" "bet": {"strategy": "martingale", "base": 3},"#
            + #" "games": [{"game": "crash", "target": 3.00, "weight": 2}, {"game": "mines", "mines": 5, "reveals": 2}]}"#
        let p = try UserProfile.overriding(.casual, with: Array(json.utf8))
        #expect(p.name == "mine" && p.dailyAllowanceMinutes == 45)
        #expect(p.sessionsPerHour == Array(repeating: 0.5, count: 24))
        #expect(p.bet == .martingale(base: 3))
        #expect(
            p.games == [GameChoice(.crash(target: Centi(300)), weight: 2), GameChoice(.mines(mines: 5, reveals: 2))])
        #expect(p.roundsPerVisit == UserProfile.heavy.roundsPerVisit) // the rest comes from the base
    }

    @Test func aBadProfileFileNamesTheField() {
        func error(_ json: String) -> String {
            do { _ = try UserProfile.overriding(.casual, with: Array(json.utf8)); return "accepted" } catch {
                return error.description
            }
        }
        #expect(error(#"{"roundsPerVisit": 0}"#).hasPrefix("roundsPerVisit: 0 must be"))
        #expect(error(#"{"sessionsPerHour": [1, 2]}"#).hasPrefix("sessionsPerHour"))
        #expect(
            error(#"{"checksPerHour": [1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,-1]}"#).hasPrefix(
                "checksPerHour[23]"))
        #expect(error(#"{"bet": {"strategy": "double-or-nothing"}}"#).hasPrefix("bet.strategy"))
        #expect(
            error(#"{"games": [{"game": "crash", "target": 2.005}]}"#)
                == "games[0].target: 2.005 is not a whole hundredth (multipliers have at most two decimals)")
        #expect(error(#"{"games": [{"game": "crash", "target": 0.5}]}"#).hasPrefix("games[0]: crash 0.50x"))
        #expect(
            error(#"{"games": [{"game": "plinko", "rows": 16, "risk": "wild"}]}"#).hasPrefix(
                "games[0].risk: wild must be"))
        #expect(error(#"{"games": [{"game": "slots", "rows": 16}]}"#) == "games[0].rows does not apply to slots")
        #expect(error(#"{"games": [{"game": "crash"}]}"#).hasPrefix("games[0].target is missing"))
        #expect(error(#"{"killMidGameProbability": 1.5}"#).hasPrefix("killMidGameProbability"))
        #expect(error(#"{"dailyAllowance": 60}"#).hasPrefix("dailyAllowance is not a profile field"))
        #expect(error(#"{"tapsWhenBlocked": true}"#) == "tapsWhenBlocked: true must be a number")
        #expect(error(#"{"tapsWhenBlocked": 1.5}"#) == "tapsWhenBlocked: 1.5 is not a whole number")
        #expect(error("[1]").hasPrefix("profile file: an array must be a JSON object"))
        #expect(error("{").hasPrefix("profile file is not valid JSON"))
    }

    @Test func aDaysPlanIsDrawnTheSameFromTheSameGenerator() throws {
        let profile = try CompiledProfile(.heavy)
        let day = zone.localDay(LabTimeZone.dayNumber(of: DayKey(year: 2026, month: 11, day: 1)))
        var a = DayPlan(), b = DayPlan()
        var g1 = Xoshiro256StarStar(seed: 11, stream: 4), g2 = Xoshiro256StarStar(seed: 11, stream: 4)
        a.draw(for: day, profile: profile, using: &g1)
        b.draw(for: day, profile: profile, using: &g2)
        #expect(a.sessions == b.sessions && a.visits == b.visits && a.checks == b.checks)
        #expect(a.sessions.allSatisfy { $0.start < day.lengthMinutes && $0.length >= 1 })
        #expect(a.sessions.allSatisfy { (7..<24).contains(day.wallMinute(atMinute: $0.start) / 60) })
    }
}
