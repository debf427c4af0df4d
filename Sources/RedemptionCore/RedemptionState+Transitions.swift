// The pure rules of S-501…S-504: each transition takes the persisted state and an instant and
// returns the next state, or a refusal that leaves the state untouched. Effects (disk, shields,
// timers) are the controller's business, so every rule here is testable without a device.

/// A successful redemption: the state to persist and what it did.
public struct RedemptionGrant: Hashable, Sendable {
    /// What the redemption did to the windows.
    public enum Effect: Hashable, Sendable {
        /// A new window starting now (no window was running).
        case started
        /// Replace: a new window starting now; `forfeitedSeconds` of the old one were cut.
        case replaced(forfeitedSeconds: Int64)
        /// Extend: the running window grew.
        case extended
        /// Queue: a new window that starts when the last one ends, `waitSeconds` from now.
        case queued(waitSeconds: Int64)
    }

    /// The state to persist (balance deducted and window created, together).
    public let state: RedemptionState
    /// The window created or extended.
    public let window: EarnedTimeWindow
    /// The seconds bought.
    public let grantedSeconds: Int64
    public let effect: Effect
}

extension RedemptionState {
    /// The state with every window that has ended by `instant` removed (re-lock at expiry,
    /// and the first step of restart recovery). Queued windows keep their scheduled starts:
    /// time runs whether or not the app is alive.
    ///
    /// - Complexity: O(windows).
    public func reconciled(at instant: Int64) -> RedemptionState {
        var ended = 0
        while ended < windows.count && windows[ended].endInstant <= instant { ended += 1 }
        guard ended > 0 else { return self }
        var next = self
        next.windows.removeFirst(ended)
        next.endedWindowCount += ended
        return next
    }

    /// The state after the child earns `points` (> 0) at `instant`; nil if `points` is not positive
    /// or the balance would overflow the configuration bound.
    public func earning(points: Int, at instant: Int64) -> RedemptionState? {
        guard points > 0, balancePoints <= Int.max / 2 - points else { return nil }
        var next = self
        next.balancePoints += points
        next.earnedPointsTotal += points
        next.appendLedger(
            RedemptionLedgerEntry(kind: .earned, points: points, instant: instant, windowID: nil, seconds: 0))
        return next
    }

    /// Redeems `points` at `instant` under `rules`: validate, deduct, and create or extend a
    /// window, all in the returned state, or refuse with the state unchanged.
    ///
    /// Checks run in this order: the request itself (positive, whole minutes, min, max), the
    /// balance, then the stacking policy against the window running at `instant`.
    /// - Throws: the first `RedemptionError` that applies.
    /// - Complexity: O(windows + 1).
    public func redeeming(points: Int, at instant: Int64, rules: RedemptionRules) throws(RedemptionError)
        -> RedemptionGrant
    {
        let seconds = try rules.configuration.earnedSeconds(forPoints: points)
        guard points <= balancePoints else { throw .insufficientBalance(points: points, balance: balancePoints) }

        var next = reconciled(at: instant)
        // After reconciling, the first window held is the running one (windows are back to back
        // from a start at or before `instant`). Taking it even if it has not started, which only
        // happens when the clock moved backwards, means a paid window is never dropped.
        let running = next.windows.first
        let effect: RedemptionGrant.Effect
        let window: EarnedTimeWindow
        switch (rules.policy, running) {
        case (.block, .some(let current)):
            throw .blockedByActiveWindow(endInstant: current.endInstant)
        case (.extend(let capMinutes), .some(let current)):
            let capSeconds = Int64(capMinutes) * 60
            guard current.durationSeconds + seconds <= capSeconds else {
                throw .capReached(
                    capMinutes: capMinutes,
                    maxAdditionalMinutes: Int((capSeconds - current.durationSeconds) / 60))
            }
            var grown = current
            grown.durationSeconds += seconds
            next.windows = [grown]
            window = grown
            effect = .extended
        case (.extend(let capMinutes), .none) where seconds > Int64(capMinutes) * 60:
            throw .capReached(capMinutes: capMinutes, maxAdditionalMinutes: capMinutes)
        case (.replace, .some(let current)):
            let forfeited = current.remainingSeconds(at: instant)
            next.forfeitedSecondsTotal += forfeited
            next.endedWindowCount += next.windows.count
            window = next.makeWindow(start: instant, seconds: seconds, requested: instant)
            next.windows = [window]
            effect = .replaced(forfeitedSeconds: forfeited)
        case (.queue, .some):
            let start = next.windows.last?.endInstant ?? instant
            window = next.makeWindow(start: start, seconds: seconds, requested: instant)
            next.windows.append(window)
            effect = .queued(waitSeconds: start - instant)
        case (_, .none):
            // Nothing held: under every policy a redemption starts now.
            window = next.makeWindow(start: instant, seconds: seconds, requested: instant)
            next.windows = [window]
            effect = .started
        }
        next.balancePoints -= points
        next.redeemedPointsTotal += points
        next.grantedSecondsTotal += seconds
        next.appendLedger(
            RedemptionLedgerEntry(
                kind: .redeemed, points: points, instant: instant,
                windowID: window.id, seconds: seconds))
        return RedemptionGrant(state: next, window: window, grantedSeconds: seconds, effect: effect)
    }

    private mutating func makeWindow(start: Int64, seconds: Int64, requested: Int64) -> EarnedTimeWindow {
        defer { nextWindowID += 1 }
        return EarnedTimeWindow(
            id: nextWindowID, startInstant: start, durationSeconds: seconds, requestedInstant: requested)
    }
}
