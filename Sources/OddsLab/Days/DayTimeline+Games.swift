import CasinoCore

// Game visits: rounds placed through the coordinator exactly as the app places them (commit, run
// the engine, settle), with kills mid-game and, under --kill-every-write, a fork per effect call
// (every write, shield call, threshold schedule and log event).

extension DayTimeline {
    mutating func gameVisit<T: DayTracer>(
        _ visit: PlannedVisit, tally: inout InvariantTally,
        forks: inout KillForkCounts, trace: inout T
    ) {
        openApp(cold: visit.coldLaunch, pull: visit.pullsToRefresh, why: "plays", tally: &tally, trace: &trace)
        let game = context.profile.games[visit.game]
        let chaseRounds = context.profile.profile.chaseRounds
        let killChance = context.profile.killMidGame
        var round = 0
        while true {
            if round >= visit.rounds {
                // A chaser keeps going while today's games are net negative.
                guard round < visit.rounds + chaseRounds, let s = device.stored, s.bonusMinutesFromGames < 0 else {
                    break
                }
            }
            let remaining = app!.state.budget.remainingMinutes
            guard remaining > 0 else { break }
            let wager = context.profile.profile.bet.wager(remainingMinutes: remaining, after: bettor)
            let position = RandomPosition(seed: context.seed, stream: context.stream, drawIndex: generator.drawIndex)
            if context.killEveryWrite && round == 0 && run == .app {
                forkKills(wager: wager, game: game, position: position, tally: &tally, forks: &forks, trace: &trace)
            }
            guard
                let played = playRound(
                    wager: wager, game: game, position: position,
                    killed: visit.killed(inRound: round, chance: killChance),
                    tally: &tally, trace: &trace)
            else { break }
            bettor.lastWager = played.wager
            bettor.lastWon = played.deltaMinutes > 0
            round += 1
        }
    }

    /// One round: commit (checked against remaining and the return floor), then either the kill or
    /// the engine and the settlement (checked against the cap and lock rules). Returns the outcome
    /// (its `wager` is the stake played), nil if the round did not finish.
    ///
    /// A bet the return floor refuses: the player takes the wager the refusal suggests if
    /// `BetStrategy.takes` says so (one retry), else the round ends and with it the game visit.
    mutating func playRound<T: DayTracer>(
        wager asked: Int, game: DayGame, position: RandomPosition, killed: Bool,
        tally: inout InvariantTally, trace: inout T
    ) -> GameOutcome? {
        guard app != nil else { return nil }
        var wager = asked
        // The app draws the outcome before the commit and shows it only after: the commit spends
        // the round's draws, so a kill after it (a forfeit) leaves them spent too.
        var drawn = generator
        var outcome = game.play(wager: wager, using: &drawn)
        var committed = app!.commitWager(
            game: game.name, options: game.options, wager: wager, position: position,
            nextDrawIndex: drawn.drawIndex, outcomeTable: game.outcomeTable, returnFloor: game.returnFloor)
        if case .failure(let refusal) = committed, refusal.isBetRefusal {
            let suggested = refusal.smallestAcceptedWager
            figures.refusedByFloor += 1
            finishStep(
                "commit \(wager) min on \(game.name) \(game.options) refused by the "
                    + (refusal.isBelowReturnFloor ? "return floor" : "gain rule")
                    + (suggested.map { "; suggested \($0) min" } ?? ""), tally: &tally, trace: &trace)
            guard let suggested, BetStrategy.takes(suggestedWager: suggested, wanted: wager) else { return nil }
            figures.suggestedWagersTaken += 1
            wager = suggested
            drawn = generator
            outcome = game.play(wager: wager, using: &drawn)
            committed = app!.commitWager(
                game: game.name, options: game.options, wager: wager, position: position,
                nextDrawIndex: drawn.drawIndex, outcomeTable: game.outcomeTable, returnFloor: game.returnFloor)
        }
        guard case .success(let pending) = committed else {
            finishStep("commit \(wager) min on \(game.name) refused", tally: &tally, trace: &trace)
            return nil
        }
        generator = drawn
        figures.wagers += 1
        figures.minutesWagered += wager
        let commitLocation = StepLocation(dayInChunk: dayInChunk, run: run, step: step + 1)
        // The moment the app judged: its remaining minutes (a commit moves none) and the device's clock.
        let remainingBefore = app!.state.budget.remainingMinutes
        tally.check(
            .remainingNeverNegative, wager >= 1 && wager <= remainingBefore, at: commitLocation,
            "wager \(wager) committed with \(remainingBefore) minutes remaining")
        let untilMidnight = MinutesUntilMidnight.between(device.now, endOfDay: day.endOfDay)
        // The gain rule judged from the previewed lines (what the engine pays), not through `GainRule`.
        tally.check(
            .acceptedBetCanGain,
            game.outcomeTable.outcomes.contains {
                WagerPreview.settle(
                    centi: $0.centi, wager: wager, remainingMinutes: remainingBefore,
                    minutesUntilMidnight: untilMidnight
                ).capped.deltaMinutes > 0
            }, at: commitLocation,
            "a \(wager)-minute bet on \(game.name) \(game.options) with \(remainingBefore) remaining, \(untilMidnight) min "
                + "before 23:59 was accepted though no result of its preview gains a minute")
        if !game.returnFloor.isOff {
            let effective = EffectiveReturn(
                outcomeTable: game.outcomeTable, wager: wager, remainingMinutes: remainingBefore,
                minutesUntilMidnight: untilMidnight)
            tally.check(
                .acceptedBetMeetsFloor, effective?.meets(game.returnFloor) == true, at: commitLocation,
                "a \(wager)-minute bet on \(game.name) \(game.options) with \(remainingBefore) remaining, \(untilMidnight) min "
                    + "before 23:59 was accepted returning \(effective?.percentText ?? "an incomputable return"), below the \(game.returnFloor) floor"
            )
        }
        finishStep(
            "commit wager \(pending.id): \(wager) min on \(game.name) \(game.options)", tally: &tally, trace: &trace)
        if killed {
            app = nil
            figures.kills += 1
            if trace.wants(run) { trace.record("   app killed mid-game: wager \(pending.id) stays pending") }
            return nil
        }
        settle(pending, outcome: outcome, tally: &tally, trace: &trace)
        return outcome
    }

    /// Settles `pending` and checks the rules of a finished game.
    mutating func settle<T: DayTracer>(
        _ pending: PendingWager, outcome: GameOutcome,
        tally: inout InvariantTally, trace: inout T
    ) {
        let wantedUnlockedBefore = app!.state.userWantsUnlocked
        let shieldsBefore = device.shieldsApplied
        let untilMidnight = MinutesUntilMidnight.between(device.now, endOfDay: day.endOfDay)
        // The remaining minutes the settlement will cap against, when no other process can write in
        // between (a race fork's monitor refreshes usage just before the write) and the day holds.
        let storedBefore = device.stored
        let remainingAtSettle =
            run != .raceFork && storedBefore?.budgetDay == device.today.key
            ? storedBefore?.budget.remainingMinutes : nil
        let transaction = app!.settleWager(id: pending.id, outcome: outcome)
        let location = StepLocation(dayInChunk: dayInChunk, run: run, step: step + 1)
        // The checks apply when the settlement reached storage (a kill fork may end the process before it does).
        if let t = transaction, let s = device.stored, s.transactions.last == t {
            checkSettledLine(
                t, outcome: outcome, untilMidnight: untilMidnight, remainingAtSettle: remainingAtSettle,
                at: location, tally: &tally)
            if outcome.deltaMinutes > 0 {
                tally.check(
                    .winNeverNegative, t.deltaMinutes >= 0, at: location,
                    "win of \(outcome.deltaMinutes) was applied as \(t.deltaMinutes)")
            }
            if t.deltaMinutes > 0 {
                tally.check(
                    .winWithinMidnightCap, s.budget.remainingMinutes <= untilMidnight, at: location,
                    "after a win of \(t.deltaMinutes), remaining \(s.budget.remainingMinutes) > \(untilMidnight) until midnight"
                )
            }
            tally.check(
                .winNeverUnlocks,
                // The wish is kept, unless the settlement left 0 minutes (seed 002: then it is off).
                s.userWantsUnlocked == (wantedUnlockedBefore && s.lockPolicy.unlockAllowed)
                    && (!shieldsBefore || device.shieldsApplied),
                at: location,
                "settling wager \(t.wagerID) changed the lock: wants unlocked "
                    + "\(wantedUnlockedBefore) → \(s.userWantsUnlocked), shields \(shieldsBefore) → \(device.shieldsApplied)"
            )
            if run == .app {
                figures.settled += 1
                figures.settledMinutesWagered += t.wager
                figures.minutesReturnedBeforeCap += outcome.payout
                figures.minutesReturned += t.wager + t.deltaMinutes
                if outcome.deltaMinutes > 0 { figures.wins += 1 }
                if t.capApplied {
                    figures.capped += 1
                    figures.minutesRemovedByCap += outcome.deltaMinutes - t.deltaMinutes
                    if t.deltaMinutes == 0 { figures.cappedToZero += 1 }
                }
            }
        }
        finishStep("settle wager \(pending.id): \(outcome.centi) pays \(outcome.payout)", tally: &tally, trace: &trace)
    }

    /// `settled-delta-is-previewed-line`: the settlement `t` of `outcome` applied the preview's line for
    /// that result at the settlement's moment — the remaining minutes it recorded capping against
    /// (checked against the stored state when nothing else could write in between) and the device's
    /// minutes until 23:59 — and that line is the rule, worked out here in plain integers.
    func checkSettledLine(
        _ t: Transaction, outcome: GameOutcome, untilMidnight: Int, remainingAtSettle: Int?,
        at location: StepLocation, tally: inout InvariantTally
    ) {
        // A settlement records the moment it capped against; one that does not (the seeds' coordinators
        // in the tests) is judged at the stored state's, when nothing else could write in between.
        guard
            let moment = t.capMoment
                ?? remainingAtSettle.map({ CapMoment(remainingMinutes: $0, minutesUntilMidnight: untilMidnight) })
        else {
            tally.fail(
                .settledDeltaIsPreviewedLine, at: location, "settlement of wager \(t.wagerID) recorded no cap moment")
            return
        }
        let held = moment.remainingMinutes
        let line = WagerPreview.settle(
            centi: outcome.centi, wager: t.wager, remainingMinutes: held, minutesUntilMidnight: untilMidnight)
        // The rule: floor(wager · c / 100) in integers (no `Centi.payout`), then the cap's room.
        let payout = t.wager * outcome.centi.hundredths / 100
        let raw = payout - t.wager
        let rule = raw > 0 ? min(raw, max(0, untilMidnight - held)) : raw
        let ok =
            moment.minutesUntilMidnight == untilMidnight && (remainingAtSettle ?? held) == held
            && outcome.payout == payout && line.payout == payout && line.capped.deltaMinutes == rule
            && t.deltaMinutes == rule && t.capApplied == (rule != raw)
        tally.check(
            .settledDeltaIsPreviewedLine, ok, at: location,
            "wager \(t.wagerID): \(t.wager) min on \(outcome.centi) settled \(t.deltaMinutes)"
                + (t.capApplied ? " (capped)" : "")
                + " holding \(held) (the state held \(remainingAtSettle.map(String.init) ?? "?")), "
                + "\(moment.minutesUntilMidnight) min before 23:59 (the clock: \(untilMidnight)); the engine paid \(outcome.payout), "
                + "the preview's line \(line.payout) → \(line.capped.deltaMinutes), the rule \(payout) → \(rule)")
    }

    // MARK: Fault injection

    /// Runs the wager about to be placed in forks, killing the app right after each effect call of
    /// its commit/settle path in turn (every write, shield call, threshold schedule and log event,
    /// and once before the first), then relaunching twice and playing the next round; the main
    /// timeline is untouched. The number of effect calls is measured on an unkilled fork first, so
    /// a coordinator that calls more effects gets more kill points.
    mutating func forkKills<T: DayTracer>(
        wager: Int, game: DayGame, position: RandomPosition,
        tally: inout InvariantTally, forks: inout KillForkCounts, trace: inout T
    ) {
        guard let nextID = device.stored?.nextWagerID else { return }
        let action = ForkedAction.round(wager: wager, game: game, position: position)
        // A bet the return floor refuses writes nothing: there is no kill point to fork.
        guard
            let writes = forkAtEveryEffect(
                action, as: { .killFork(wagerID: nextID, killPoint: $0) },
                tally: &tally, trace: &trace)
        else { return }
        forks.wagers += 1
        for point in 0...writes { forks.count(killPoint: point) }
        forkRace(action, writes: writes, tally: &tally, forks: &forks, trace: &trace)
    }

    /// The same for an unlock tap with minutes left (sequence 5): every effect call of the tap, so
    /// a coordinator that clears the shields before it stores the state that allows it is caught
    /// by the kill that lands between the two.
    mutating func forkUnlockKills<T: DayTracer>(
        fromShield: Bool, tally: inout InvariantTally,
        forks: inout KillForkCounts, trace: inout T
    ) {
        guard
            let writes = forkAtEveryEffect(
                .unlock(fromShield: fromShield), as: { .unlockKillFork(killPoint: $0) },
                tally: &tally, trace: &trace)
        else { return }
        forks.unlockTaps += 1
        for point in 0...writes { forks.countUnlock(killPoint: point) }
        forkRace(.unlock(fromShield: fromShield), writes: writes, tally: &tally, forks: &forks, trace: &trace)
    }

    /// What a kill fork does before its kill: one round, or one unlock tap.
    enum ForkedAction {
        case round(wager: Int, game: DayGame, position: RandomPosition)
        case unlock(fromShield: Bool)
    }

    mutating func perform<T: DayTracer>(_ action: ForkedAction, tally: inout InvariantTally, trace: inout T) {
        switch action {
        case .round(let wager, let game, let position):
            _ = playRound(wager: wager, game: game, position: position, killed: false, tally: &tally, trace: &trace)
        case .unlock(let fromShield):
            var none = KillForkCounts()
            tapLock(fromShield: fromShield, tally: &tally, forks: &none, trace: &trace)
        }
    }

    /// Counts the effect calls of `action` on an unkilled fork, then runs it in one fork per kill
    /// point (before the first effect, after each), each killed there and relaunched twice; after
    /// a round, the fork plays the next round, which must start on a fresh draw (`no-draw-reused`).
    /// Returns the number of effect calls, or nil when the action writes nothing (no fork is run).
    mutating func forkAtEveryEffect<T: DayTracer>(
        _ action: ForkedAction, as kind: (Int) -> DayRunKind,
        tally: inout InvariantTally, trace: inout T
    ) -> Int? {
        var probe = fork(as: kind(-1))
        var scratch = InvariantTally()
        var silent = NoDayTrace()
        let writesBefore = probe.device.writes
        let effectsBefore = probe.device.effects
        probe.perform(action, tally: &scratch, trace: &silent)
        guard probe.device.writes > writesBefore else { return nil }
        let effects = probe.device.effects - effectsBefore
        for point in 0...effects {
            var forked = fork(as: kind(point))
            forked.step = 0
            if point == 0 {
                forked.device.kill()
            } else {
                forked.device.killAfterEffect = forked.device.effects + point
            }
            let storedBefore = forked.device.stored
            forked.perform(action, tally: &tally, trace: &trace)
            forked.relaunchAfterKill(storedBefore: storedBefore, killPoint: point, tally: &tally, trace: &trace)
            if case .round(let wager, let game, _) = action {
                forked.playNextRound(wager: wager, game: game, tally: &tally, trace: &trace)
            }
        }
        return effects
    }

    /// After a killed round and its relaunch: the next round, unkilled, on the next draw of the
    /// stream; the checker's `no-draw-reused` sees whether it starts past every draw the killed
    /// round spent.
    mutating func playNextRound<T: DayTracer>(
        wager: Int, game: DayGame, tally: inout InvariantTally, trace: inout T
    ) {
        guard let remaining = app?.state.budget.remainingMinutes, remaining > 0 else { return }
        let position = RandomPosition(seed: context.seed, stream: context.stream, drawIndex: generator.drawIndex)
        _ = playRound(
            wager: min(wager, remaining), game: game, position: position, killed: false, tally: &tally, trace: &trace)
    }

    /// Runs `action` (which makes `writes` writes) in a fork where each of its first `writes` write
    /// attempts is raced: the monitor extension, a separate process, refreshes usage after one more
    /// minute of use just before it, so the write is refused and the event must read again. Then
    /// a relaunch, as after a kill, must settle everything exactly once.
    mutating func forkRace<T: DayTracer>(
        _ action: ForkedAction, writes: Int,
        tally: inout InvariantTally, forks: inout KillForkCounts, trace: inout T
    ) {
        var raced = fork(as: .raceFork)
        raced.step = 0
        let device = raced.device
        let allowance = context.allowance
        device.racingWrite = { [unowned device] in
            device.useOneMoreMinute()
            var monitor = App(device: device, initialAllowanceMinutes: allowance)
            monitor.usageThresholdReached()
        }
        device.racesLeft = writes
        let conflictsBefore = device.conflicts, racesBefore = device.races
        raced.perform(action, tally: &tally, trace: &trace)
        device.racingWrite = nil
        device.racesLeft = 0
        forks.raceForks += 1
        forks.races += device.races - racesBefore
        forks.conflicts += device.conflicts - conflictsBefore
        raced.relaunchAfterKill(storedBefore: nil, killPoint: -1, tally: &tally, trace: &trace)
    }

    /// After a planned kill: the stored state must be valid and the shields fail closed; a relaunch
    /// must resolve the wager exactly once, and a second relaunch must find nothing to do.
    mutating func relaunchAfterKill<T: DayTracer>(
        storedBefore: PersistedState?, killPoint: Int,
        tally: inout InvariantTally, trace: inout T
    ) {
        step += 1
        var location = self.location
        InvariantChecker.checkStoredState(device, at: location, into: &tally)
        InvariantChecker.checkShields(device, afterKill: true, at: location, into: &tally)
        if killPoint == 0 {
            tally.check(
                .storedStateLoadsValid, device.stored == storedBefore, at: location,
                "a kill before the first write still changed the stored state")
        }
        if trace.wants(run) { trace.record("  fork@\(killPoint) \(run): killed; relaunching") }
        // Every process ends: the app and the extensions alike.
        app = nil
        monitor = nil
        shieldExtension = nil
        openApp(cold: true, pull: false, why: "relaunch", tally: &tally, trace: &trace)
        let writes = device.writes
        let stored = device.stored
        var again = App(device: device, initialAllowanceMinutes: context.allowance)
        let repeated = again.launch()
        loggedAtLastStep = device.loggedEvents
        step += 1
        location = self.location
        tally.check(
            .wagerResolvedOnce,
            repeated == nil && device.writes == writes && device.stored == stored
                && checker.openWager == nil, at: location,
            repeated != nil
                ? "a second relaunch resolved wager \(repeated!.wagerID) again"
                : (checker.openWager.map { "wager \($0) is still unresolved after a relaunch" }
                    ?? "a second relaunch changed the stored state"))
        _ = checker.observe(device, at: location, into: &tally)
    }
}
