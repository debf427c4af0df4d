import CasinoCore
import Testing

/// An app's history under a 256-bit seed, built through the core's own flow (the state names each
/// round's position, the engine plays it, the state commits and settles or forfeits it): two UTC
/// days of Crash 2.00x rounds, wins and losses, a usage refresh and a forfeit on the first day, and
/// a player seed set in the middle of the second (so its rounds go on from the next seed, mixed).
enum AppHistoryFixture {
    /// 2026-06-01 12:00 UTC.
    static let firstNoon: Int64 = 1_780_315_200

    static let export: HistoryExport = {
        struct Source: RandomNumberGenerator {
            var mixer = SplitMix64(seed: 40)
            mutating func next() -> UInt64 { mixer.next() }
        }
        var source = Source()
        let zone = HistoryTimeZone.rules(named: "UTC")!
        let engine = RoundReplay.engine(game: .crash, options: "2.00x", configuration: .defaults).value!
        var state = PersistedState(dailyAllowanceMinutes: 300, budgetDay: DayKey(year: 2026, month: 6, day: 1))
        state.installSeedIfNeeded(using: &source)
        for (day, rounds) in [(0, 12), (1, 6)] {
            for minute in 0..<rounds {
                let now = Instant(secondsSinceEpoch: firstNoon + Int64(day) * 86_400 + Int64(minute) * 60)
                let untilMidnight = HistoryTimeZone.minutesUntilMidnight(at: now, in: zone)
                let today = HistoryTimeZone.day(at: now, in: zone)
                if day == 0 && minute == 4 { state.refreshUsage(30, today: today, at: now) }
                if day == 1 && minute == 3 { _ = state.setPlayerSeed(PlayerSeed("fixture-player")!, using: &source) }
                let position = state.nextRoundPosition(today: today)!
                var generator = position.makeGenerator()
                let outcome = engine.play(wager: 10, using: &generator)
                let pending = try! state.commitWager(
                    game: .crash, options: "2.00x", wager: 10, position: position,
                    nextDrawIndex: generator.drawIndex, outcomeTable: engine.outcomeTable, returnFloor: .defaults,
                    minutesUntilMidnight: untilMidnight, today: today, at: now
                ).get()
                if day == 0 && minute == 6 {
                    state.forfeitPendingWager(today: today, at: now)
                } else {
                    state.settlePendingWager(
                        id: pending.id, outcome: outcome, minutesUntilMidnight: untilMidnight, today: today, at: now)
                }
            }
        }
        return state.exportHistory(timeZone: "UTC", using: &source)!
    }()
}

extension Transaction {
    /// The round with the delta and cap flag the engine pays at its (possibly edited) position,
    /// wager and moment: what a forger recomputes so the replay alone cannot catch the edit.
    func repaid() -> Transaction {
        guard resolution == .settled, let moment = capMoment else { return self }
        let engine = RoundReplay.engine(game: game, options: options, configuration: .defaults).value!
        var generator = position.makeGenerator()
        let capped = moment.cap(engine.play(wager: wager, using: &generator).deltaMinutes)
        var copy = self
        copy.deltaMinutes = capped.deltaMinutes
        copy.capApplied = capped.capApplied
        return copy
    }
}
