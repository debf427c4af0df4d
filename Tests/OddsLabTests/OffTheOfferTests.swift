import CasinoCore
@testable import OddsLab
import Testing

/// `OffTheOffer`: a choice taken off the offer, with its reason in words.
@Suite struct OffTheOfferTests {
    @Test func eachReasonSaysWhyTheChoiceIsOff() {
        let missing = OffTheOffer(game: .plinko, title: "plinko 8 rows low", day: [])
        #expect(missing.reason == "not in the configuration")
        let never = OffTheOffer(
            game: .mines, title: "mines 7 mines 14 reveals",
            day: [DayAcceptance.Cell(stake: 1, fewestMinutesUntilMidnight: nil)])
        #expect(never.reason.hasPrefix("accepted at no common stake at any minute"))
        // 00:00–00:55: 56 minutes of 1440.
        let brief = OffTheOffer(
            game: .mines, title: "mines 7 mines 14 reveals",
            day: [
                DayAcceptance.Cell(stake: 1, fewestMinutesUntilMidnight: 1439 - 55),
                DayAcceptance.Cell(stake: 5, fewestMinutesUntilMidnight: 1439 - 10)
            ])
        #expect(brief.best?.stake == 1)
        #expect(brief.best?.minutesAccepted == 56)
        #expect(brief.reason.hasPrefix("accepted at no common stake for half the day (best: 1 minute,"))
    }

    @Test func theDefaultsOfferEveryPlinkoTable() {
        var configuration = GameConfiguration.defaults
        configuration.mines = MinesConfiguration(returnPPM: 970_000)
        #expect(OffTheOffer.of(configuration).isEmpty)
        #expect(OffTheOffer.minesTarget.value == ExactFraction(97, 100))
    }
}
