import CasinoCore

/// The rules of one store shared by separate processes (the app, the DeviceActivity monitor, the
/// shield action), checked on every write that lands, whichever process made it, against the
/// state it replaces: what another process stored since a writer's read must survive that write.
///
/// - `noLostUnlock`: only a lock/unlock tap changes `userWantsUnlocked`, or 0 minutes ending an
///   unlock (an app writing from stale memory would undo an unlock made on the shield).
/// - `noStaleWrite`: the history never loses an entry, wager ids never go back, a resolved wager is
///   never pending again, the budget day never goes back and its usage never falls.
/// - `noDoubleForfeit`, `noWagerSettledTwice`: a wager resolved once is never resolved again, as a
///   forfeit or as a settlement (a wager brought back by a stale write would be).
struct WriteAudit: Hashable, Sendable {
    /// A failed check, waiting for the step that made it to record it.
    struct Failure: Hashable, Sendable {
        var invariant: DayInvariant
        var message: String
    }

    /// Writes checked since the last `drain`.
    var uncounted = 0
    var failures: [Failure] = []
    /// The highest wager id resolved by any landed write (ids only grow, one wager open at a time).
    var highestResolved: UInt64 = 0

    init() {}

    /// The invariants this audit checks, once per landed write.
    static let invariants: [DayInvariant] = [.noLostUnlock, .noStaleWrite, .noDoubleForfeit, .noWagerSettledTwice]

    /// Checks one landed write: `next` replacing `previous` (nil: the first write).
    mutating func check(_ next: PersistedState, replacing previous: PersistedState?, handlingTap: Bool) {
        uncounted += 1
        guard let previous else { return }
        // Besides a tap, only running out ends an unlock (seed 002: the wish is off at 0).
        let unlockEndedAtZero = previous.userWantsUnlocked && !next.userWantsUnlocked && !next.lockPolicy.unlockAllowed
        if next.userWantsUnlocked != previous.userWantsUnlocked && !handlingTap && !unlockEndedAtZero {
            fail(
                .noLostUnlock,
                "a write that handled no tap changed the wish from \(previous.userWantsUnlocked ? "unlocked" : "locked")"
                    + " to \(next.userWantsUnlocked ? "unlocked" : "locked")")
        }
        let old = previous.transactions.appendedCount, new = next.transactions.appendedCount
        if new < old {
            fail(.noStaleWrite, "the history went back from \(old) to \(new) transactions")
        } else if next.nextWagerID < previous.nextWagerID {
            fail(.noStaleWrite, "the next wager id went back from \(previous.nextWagerID) to \(next.nextWagerID)")
        } else if let pending = next.pendingWager, pending.id <= highestResolved {
            fail(.noStaleWrite, "wager \(pending.id), already resolved, is pending again")
        } else if next.budgetDay < previous.budgetDay {
            fail(.noStaleWrite, "the budget day went back from \(previous.budgetDay) to \(next.budgetDay)")
        } else if next.budgetDay == previous.budgetDay && next.usageMinutesToday < previous.usageMinutesToday {
            fail(.noStaleWrite, "usage went down from \(previous.usageMinutesToday) to \(next.usageMinutesToday)")
        }
        guard new > old else { return }
        for t in next.transactions.newest(new - old) {
            if t.wagerID <= highestResolved {
                fail(
                    t.resolution == .forfeited ? .noDoubleForfeit : .noWagerSettledTwice,
                    "wager \(t.wagerID) was resolved again (\(t.resolution.rawValue), \(t.deltaMinutes) min)")
            }
            highestResolved = max(highestResolved, t.wagerID)
        }
    }

    mutating func fail(_ invariant: DayInvariant, _ message: String) {
        failures.append(Failure(invariant: invariant, message: message))
    }

    /// Moves the checks made since the last drain into `tally`, at `location`.
    mutating func drain(into tally: inout InvariantTally, at location: StepLocation) {
        if uncounted > 0 {
            for invariant in WriteAudit.invariants { tally.count(invariant, checks: uncounted) }
            uncounted = 0
        }
        guard !failures.isEmpty else { return }
        for f in failures { tally.fail(f.invariant, at: location, f.message) }
        failures.removeAll()
    }
}
