import CasinoCore
import Testing

/// A draw is spent at commit: the round's draws are stored with the pending wager before anything
/// of the outcome is shown, a forfeit consumes them, and no draw of a stream is played twice.
@Suite("A draw is spent at commit")
struct DrawSpentAtCommitTests {
    /// The app's round as the contract asks: start at the first unspent draw, draw the outcome
    /// (unseen), commit with where its draws end, and only then show it.
    struct Round {
        var pending: PendingWager
        var outcome: GameOutcome
    }

    static let firstPosition = RandomPosition(seed: 5, stream: 0, drawIndex: 0)

    static func commitRound<E: GameEngine>(
        _ app: inout TestDevice.App, engine: E, wager: Int, start: RandomPosition = firstPosition
    ) -> Round? {
        let position = app.state.firstUnspentDraw ?? start
        var generator = position.makeGenerator()
        let outcome = engine.play(wager: wager, using: &generator)
        guard
            case .success(let pending) = app.commitWager(
                game: .mines, options: "", wager: wager, position: position, nextDrawIndex: generator.drawIndex,
                outcomeTable: engine.outcomeTable, returnFloor: .off)
        else { return nil }
        return Round(pending: pending, outcome: outcome)
    }

    @Test func theCommitStoresWhereTheRoundsDrawsEnd() throws {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        let engine = try MinesEngine(plan: MinesPlan(mines: 20, reveals: 2))
        let round = try #require(Self.commitRound(&app, engine: engine, wager: 5))
        #expect(device.stored?.pendingWager == round.pending)
        #expect(device.stored?.firstUnspentDraw == round.pending.firstUnspentDraw)
        #expect(round.pending.nextDrawIndex > round.pending.position.drawIndex)
    }

    /// Killed after each write of the round in turn (the commit, the settlement), the relaunched
    /// app's next round starts past every draw the killed round spent.
    @Test func theNextRoundAfterAKillAtEveryWriteNeverPlaysTheKilledRoundsDraws() throws {
        let engine = try MinesEngine(plan: MinesPlan(mines: 17, reveals: 3))
        for writesBeforeKill in 1...2 {
            for seed in UInt64(0)..<200 {
                let device = TestDevice()
                var app = device.coordinator(seed: seed)
                app.launch()
                let start = RandomPosition(seed: seed, stream: 3, drawIndex: 0)
                let first = try #require(Self.commitRound(&app, engine: engine, wager: 5, start: start))
                if writesBeforeKill == 2 { app.settleWager(id: first.pending.id, outcome: first.outcome) }
                var relaunched = device.coordinator() // the process died after that write
                let forfeit = relaunched.launch()
                #expect((forfeit != nil) == (writesBeforeKill == 1))
                let next = try #require(Self.commitRound(&relaunched, engine: engine, wager: 5, start: start))
                #expect(next.pending.position.drawIndex >= first.pending.nextDrawIndex)
            }
        }
    }

    @Test func aRoundStartingOnASpentDrawIsRefusedAndChangesNothing() throws {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        let engine = try MinesEngine(plan: MinesPlan(mines: 3, reveals: 5))
        let first = try #require(Self.commitRound(&app, engine: engine, wager: 5))
        var relaunched = device.coordinator()
        _ = relaunched.launch() // the forfeit
        let stored = device.stored
        let writes = device.writes
        let replayed = relaunched.commitWager(
            game: .mines, options: "", wager: 5, position: first.pending.position,
            nextDrawIndex: first.pending.nextDrawIndex, outcomeTable: engine.outcomeTable, returnFloor: .off)
        #expect(
            replayed
                == .failure(
                    .drawAlreadySpent(position: first.pending.position, firstUnspent: first.pending.firstUnspentDraw)))
        #expect(device.stored == stored && device.writes == writes)
    }

    /// The peek: a player who saw a Mines board and killed the app gains nothing on the next
    /// board. With 24 mines there are 25 boards, so two independent boards agree 1 time in 25: over
    /// 1,000 seeds the count is Binomial(1000, 1/25), mean 40, and 100 or more has probability
    /// below 10⁻¹⁵ (the false-alarm rate; the seeds are fixed, so the test is deterministic).
    /// Replaying the forfeited draw, as the app did before, shows the same board 1,000 times.
    @Test func afterAKilledMinesRoundTheNextBoardIsIndependentOfTheOneSeen() throws {
        let plan = MinesPlan(mines: 24, reveals: 1)
        let engine = try MinesEngine(plan: plan)
        let sampler = SubsetSampler(count: plan.mines, of: 25)
        var same = 0
        for seed in UInt64(0)..<1000 {
            let device = TestDevice()
            var app = device.coordinator(seed: seed)
            app.launch()
            let start = RandomPosition(seed: seed, stream: 0, drawIndex: 0)
            let first = try #require(Self.commitRound(&app, engine: engine, wager: 5, start: start))
            var peek = first.pending.position.makeGenerator()
            let seen = sampler.nextMask(using: &peek) // shown, then the app is killed
            var relaunched = device.coordinator()
            _ = relaunched.launch()
            let next = try #require(Self.commitRound(&relaunched, engine: engine, wager: 5, start: start))
            var board = next.pending.position.makeGenerator()
            if sampler.nextMask(using: &board) == seen { same += 1 }
        }
        #expect(same < 100, "the next board matched the one seen \(same) times in 1,000")
        #expect(same > 0)
    }
}
