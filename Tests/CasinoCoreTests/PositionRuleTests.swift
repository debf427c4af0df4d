import CasinoCore
import Testing

/// Where a round's draws come from, enforced by the state itself (issue 40): the committed seed,
/// one stream per budget day, that day's draws in order from draw 0, a forfeit's draws spent, no
/// draw dealt twice. Through the public API only, as the app's shell calls it, passing positions
/// the state did not name.
@Suite("The state decides where a round's draws start")
struct PositionRuleTests {
    static let tuesday = DayKey(year: 2026, month: 11, day: 24)

    /// A state whose 256-bit seed is committed, as the app makes it at install.
    static func committed(source: UInt64 = 40) -> PersistedState {
        var state = PersistedState(dailyAllowanceMinutes: 600, budgetDay: monday)
        var seeds = SeedingTests.FixedSource(source)
        state.installSeedIfNeeded(using: &seeds)
        return state
    }

    /// Commits a 5-minute coin flip at `position` (one draw) and, if it is accepted, settles it.
    @discardableResult
    static func deal(
        _ state: inout PersistedState, at position: RandomPosition, today: DayKey = monday
    ) -> Result<PendingWager, CasinoCoreError> {
        let committed = state.commitWager(
            game: .crash, options: "2.00x", wager: 5, position: position, today: today, at: noon)
        if case .success(let pending) = committed {
            var generator = position.makeGenerator()
            let outcome = FixedPlan(centi: Centi(200)).play(wager: 5, using: &generator)
            state.settlePendingWager(
                id: pending.id, outcome: outcome, minutesUntilMidnight: 600, today: today, at: noon)
        }
        return committed
    }

    @Test func aBudgetDaysStreamIsItsDayNumber() {
        #expect(DayKey(year: 1970, month: 1, day: 1).roundStream == 0)
        #expect(monday.roundStream == 20_780)
        #expect(Self.tuesday.roundStream == monday.roundStream + 1)
    }

    /// The sequence: draw 0 of the day's stream, again (refused), another stream of the same
    /// seed (accepted before), then draw 0 of the first stream once more (accepted before).
    @Test func aDrawOfAnotherStreamOfTheSameSeedIsRefusedSoNoDrawIsDealtTwice() throws {
        var state = Self.committed()
        let seed = try #require(state.seedLedger).current
        let today = monday.roundStream
        let first = RandomPosition(seed: seed, stream: today, drawIndex: 0)
        #expect(Self.deal(&state, at: first).isSuccess)
        let second = RandomPosition(seed: seed, stream: today, drawIndex: 1)
        #expect(Self.deal(&state, at: first) == .failure(.drawAlreadySpent(position: first, firstUnspent: second)))
        let other = RandomPosition(seed: seed, stream: today + 1, drawIndex: 0)
        let before = state
        #expect(Self.deal(&state, at: other) == .failure(.notTheDaysStream(position: other, stream: today)))
        #expect(state == before)
        #expect(Self.deal(&state, at: first).isFailure)
        #expect(state.transactions.entries.count == 1)
    }

    /// A new budget day plays a new stream from its draw 0, and the stream of an earlier day is
    /// refused even at the draw it would have dealt next.
    @Test func eachBudgetDayPlaysItsOwnStreamFromItsFirstDrawAndNoEarlierDaysStream() throws {
        var state = Self.committed()
        let seed = try #require(state.seedLedger).current
        for _ in 0..<3 { Self.deal(&state, at: try #require(state.nextRoundPosition(today: monday))) }
        let mondayNext = RandomPosition(seed: seed, stream: monday.roundStream, drawIndex: 3)
        #expect(state.nextRoundPosition(today: monday) == mondayNext)
        let tuesdayFirst = RandomPosition(seed: seed, stream: Self.tuesday.roundStream, drawIndex: 0)
        #expect(state.nextRoundPosition(today: Self.tuesday) == tuesdayFirst)
        #expect(
            Self.deal(&state, at: mondayNext, today: Self.tuesday)
                == .failure(.notTheDaysStream(position: mondayNext, stream: Self.tuesday.roundStream)))
        #expect(Self.deal(&state, at: tuesdayFirst, today: Self.tuesday).isSuccess)
        #expect(state.transactions.entries.map(\.position.stream) == [20_780, 20_780, 20_780, 20_781])
    }

    @Test func drawsThatAreNotContiguousAreRefused() throws {
        var state = Self.committed()
        let seed = try #require(state.seedLedger).current
        let stream = monday.roundStream
        // The day's first round starts at draw 0, not later.
        let late = RandomPosition(seed: seed, stream: stream, drawIndex: 1)
        let zero = RandomPosition(seed: seed, stream: stream, drawIndex: 0)
        #expect(Self.deal(&state, at: late) == .failure(.drawSkipped(position: late, nextDraw: zero)))
        #expect(Self.deal(&state, at: zero).isSuccess)
        // Each next round starts exactly where the one before ended: skipping one draw is refused.
        let skipping = RandomPosition(seed: seed, stream: stream, drawIndex: 2)
        let next = RandomPosition(seed: seed, stream: stream, drawIndex: 1)
        let before = state
        #expect(Self.deal(&state, at: skipping) == .failure(.drawSkipped(position: skipping, nextDraw: next)))
        #expect(state == before)
        #expect(Self.deal(&state, at: next).isSuccess)
    }

    @Test func aForfeitConsumesItsDraws() throws {
        var state = Self.committed()
        let position = try #require(state.nextRoundPosition(today: monday))
        // A round of four draws, committed, then the app killed: the launch forfeits it.
        let pending = try state.commitWager(
            game: .mines, options: "3 mines", wager: 5, position: position, nextDrawIndex: position.drawIndex + 4,
            outcomeTable: coinFlipTable, returnFloor: .off, minutesUntilMidnight: 1439, today: monday, at: noon
        ).get()
        #expect(state.forfeitPendingWager(today: monday, at: noon)?.resolution == .forfeited)
        let next = try #require(state.nextRoundPosition(today: monday))
        #expect(next.drawIndex == pending.nextDrawIndex)
        for spent in position.drawIndex..<pending.nextDrawIndex {
            var replayed = position
            replayed.drawIndex = spent
            #expect(
                Self.deal(&state, at: replayed) == .failure(.drawAlreadySpent(position: replayed, firstUnspent: next)))
        }
        #expect(Self.deal(&state, at: next).isSuccess)
    }

    @Test func aRoundOnASeedAnExportRevealedIsRefused() throws {
        var state = Self.committed()
        var seeds = SeedingTests.FixedSource(41)
        Self.deal(&state, at: try #require(state.nextRoundPosition(today: monday)))
        let export = try #require(state.exportHistory(timeZone: "UTC", using: &seeds))
        let revealed = try #require(export.seeds.first)
        let current = try #require(export.currentCommitment)
        // The revealed seed, at the draw it would have dealt next and at a fresh one: both refused.
        for drawIndex: UInt64 in [1, 0] {
            let position = RandomPosition(seed: revealed.seed, stream: monday.roundStream, drawIndex: drawIndex)
            let before = state
            #expect(
                Self.deal(&state, at: position)
                    == .failure(.seedRetired(commitment: revealed.commitment, current: current)))
            #expect(state == before)
        }
        // The round after the export is dealt from the fresh seed.
        let next = try #require(state.nextRoundPosition(today: monday))
        #expect(next.seed.commitment == current && next.drawIndex == 0)
        #expect(Self.deal(&state, at: next).isSuccess)
    }

    @Test func aSeedThatWasNeverCommittedIsRefused() throws {
        // No seed at all: no round.
        var bare = PersistedState(dailyAllowanceMinutes: 600, budgetDay: monday)
        let anySeed = RoundSeed(words: (1, 2, 3, 4))
        let onIt = RandomPosition(seed: anySeed, stream: monday.roundStream, drawIndex: 0)
        #expect(bare.nextRoundPosition(today: monday) == nil)
        #expect(Self.deal(&bare, at: onIt) == .failure(.noSeedCommitted))
        // A seed other than the committed one, even on the day's stream at draw 0.
        var state = Self.committed()
        let current = try #require(state.seedLedger).currentCommitment
        let before = state
        #expect(
            Self.deal(&state, at: onIt)
                == .failure(.seedNotCommitted(commitment: anySeed.commitment, current: current)))
        #expect(state == before)
    }

    /// The app asks the coordinator where the round starts, draws there, and commits it; the
    /// refusal of another position is a `wagerRefused` with no write.
    @Test func theAppDrawsWhereTheCoordinatorSaysAndAnyOtherPositionIsRefusedWithoutAWrite() throws {
        let device = TestDevice()
        var app = device.coordinator(seed: nil)
        var seeds = SeedingTests.FixedSource(42)
        app.launch()
        let commitment = app.seedCommitment(using: &seeds)
        let named = app.nextRoundPosition()
        let position = try #require(named)
        #expect(position.seed.commitment == commitment)
        #expect(position.stream == device.day(0).roundStream && position.drawIndex == 0)
        var skipped = position
        skipped.drawIndex = 7
        let writes = device.writes
        #expect(
            app.commitWager(game: .crash, options: "", wager: 5, position: skipped)
                == .failure(.drawSkipped(position: skipped, nextDraw: position)))
        #expect(device.writes == writes)
        #expect(app.commitWager(game: .crash, options: "", wager: 5, position: position).isSuccess)
        #expect(device.stored?.firstUnspentDraw?.drawIndex == 1)
    }
}

extension Result {
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
    var isFailure: Bool { !isSuccess }
}
