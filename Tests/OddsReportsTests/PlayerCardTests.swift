import CasinoCore
import Testing
@testable import OddsLab
@testable import OddsReports

/// The card `casino-odds card` prints and the disclosure pages answer (`PlayerCard`).
@Suite("the player's bet card")
struct PlayerCardTests {
    /// Every minute of the three kinds of day, read through the core's ZoneClock, is the closed form
    /// the page's script uses: 1439 − t, less 60 before 03:00 on the 23-hour day (02:xx reads as
    /// 03:xx), plus 60 before 02:00 on the 25-hour day (01:xx is its first occurrence).
    @Test func minutesUntil2359AreElapsedMinutesOnEveryKindOfDay() {
        for t in 0..<1440 {
            #expect(PlayerCard.minutesUntilMidnight(wallMinute: t, day: .ordinary) == 1439 - t)
            #expect(PlayerCard.minutesUntilMidnight(wallMinute: t, day: .short) == (t < 180 ? 1379 - t : 1439 - t))
            #expect(PlayerCard.minutesUntilMidnight(wallMinute: t, day: .long) == (t < 120 ? 1499 - t : 1439 - t))
        }
    }

    @Test func aTimeIsHHColonMM() {
        #expect(PlayerCard.wallMinute("20:00") == 1200)
        #expect(PlayerCard.wallMinute("00:00") == 0)
        #expect(PlayerCard.wallMinute("23:59") == 1439)
        for bad in ["24:00", "7:00", "07:60", "0700", "07:0", "+7:00", "07:00 ", ""] {
            #expect(PlayerCard.wallMinute(bad) == nil, "\(bad)")
        }
    }

    /// The nearest accepted stakes are those a plain walk over 1…held finds, with the core's one
    /// acceptance rule, on every Plinko and Crash choice at moments across the day.
    @Test func theNearestAcceptedStakesAreTheWalksOverEveryStake() throws {
        let configuration = GameConfiguration.defaults
        let games = try configuration.configuredGames(for: GameSelection()).filter { $0.game != .mines }
        let floor = configuration.returnFloor
        var checked = 0
        for game in games {
            let table = game.engine.outcomeTable
            for (held, until) in [(10, 1439), (60, 239), (130, 1499), (30, 29), (200, 1379), (45, 50)] {
                let accepted = (1...held).filter {
                    WagerValidation.accepts(
                        wager: $0, remainingMinutes: held, minutesUntilMidnight: until, outcomeTable: table,
                        returnFloor: floor)
                }
                for wager in [1, 3, 7, 10, held / 2, held - 1, held, held + 1] where wager >= 1 {
                    let answer = try #require(
                        PlayerCard.Answer(
                            table: table, floor: floor, wager: wager, remaining: held, untilMidnight: until))
                    #expect(
                        answer.nearestBelow == accepted.last { $0 < wager }, "\(game.title) \(wager) \(held) \(until)")
                    #expect(
                        answer.nearestAbove == accepted.first { $0 > wager }, "\(game.title) \(wager) \(held) \(until)")
                    checked += 1
                }
            }
        }
        #expect(checked > 1_500)
    }

    @Test func choiceIDsAreUniqueSlugs() throws {
        let games = try GameConfiguration.defaults.configuredGames(for: GameSelection())
        let ids = PlayerCard.ids(games)
        #expect(Set(ids).count == games.count)
        #expect(
            ids.contains("plinko-16-rows-high") && ids.contains("crash-2-00x")
                && ids.contains("mines-3-mines-5-reveals"))
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } })
        // Two choices with one slug are told apart in order.
        #expect(PlayerCard.ids([games[0], games[0]]) == [ids[0], ids[0] + "-2"])
    }
}
