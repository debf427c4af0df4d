/// What a tap on the Lock/Unlock control did.
public enum LockToggleResult: String, Hashable, Sendable {
    /// The apps were unlocked and are now locked (sequence 6).
    case locked
    /// The apps are now unlocked (sequence 5).
    case unlocked
    /// 0 minutes remaining: nothing changed, no write, no shield call (sequence 4).
    case refused
    /// The tap found minutes, but a fresh usage reading left 0, so the shields stay on (sequence
    /// 5's edge case). The seed keeps `userWantsUnlocked` true here; the app stores it false, as at
    /// every 0 (`PersistedState.endUnlockWithoutMinutes`: seed 002, the apps stay locked until the
    /// user taps again with minutes).
    case unlockedWithoutMinutes
}

extension AppCoordinator {
    /// A tap on the Lock/Unlock control.
    ///
    /// Shown unlocked → lock. Shown locked → unlock, but only with minutes remaining: at 0 the tap
    /// is refused and nothing changes, so a win can make unlocking *possible* but never does it.
    /// Both taps refresh usage (a toggle is one of the seeds' refresh triggers).
    public mutating func toggleLock() -> LockToggleResult {
        startWritingEvent()
        while true {
            reload()
            if let result = toggleLockOnce() { return result }
        }
    }

    /// One attempt at `toggleLock` on the state as read; nil when another process wrote first.
    mutating func toggleLockOnce() -> LockToggleResult? {
        let today = budgetToday
        let before = state
        if state.lockPolicy.isUnlockedEffective {
            var next = state
            next.userWantsUnlocked = false
            next.refreshUsage(usage.usageMinutes(on: today, for: state.appSelection), today: today, at: clock.now)
            guard store(next) else { return nil }
            logSequence(.lock, from: before)
            return .locked
        }
        // The decision uses the minutes the user sees; on a new day those are the new day's.
        if state.budgetDay == today && !state.lockPolicy.unlockAllowed {
            logSequence(.unlockRefusedAtZero, from: before)
            return .refused
        }
        // Sequence 5 in the fail-closed order: usage is refreshed before the wish is stored and the
        // shields come off only after it (the seed saves the wish and clears the shields first).
        var next = state
        next.userWantsUnlocked = true
        next.refreshUsage(usage.usageMinutes(on: today, for: state.appSelection), today: today, at: clock.now)
        guard store(next) else { return nil }
        logSequence(.unlock, from: before)
        return next.lockPolicy.isUnlockedEffective ? .unlocked : .unlockedWithoutMinutes
    }
}
