/// The app's DeviceActivity side: reports usage (as `UsageSource`) and wakes the app when today's
/// usage reaches a level it asks for.
///
/// The seeds refresh usage only on their triggers (launch, foreground, pull, toggle, selection,
/// day start), so between two of them the restricted apps could run past 0 — 25 minutes a day on
/// average for a heavy user (Docs/days.md). After every change the coordinator asks to be woken at
/// the usage that takes remaining to 0, so the system's threshold event refreshes usage and
/// applies the shields exactly then, with or without the app running.
public protocol UsageMonitor: UsageSource {
    /// Replaces the scheduled wake-up: call the coordinator's `usageThresholdReached()` when `day`'s
    /// usage reaches `threshold.usageMinutes`. A threshold at or below the current usage (remaining
    /// already 0, shields on) needs no event; the monitor may ignore it.
    mutating func scheduleUsageThreshold(_ threshold: UsageThreshold)
}

/// The usage level at which remaining reaches 0: `dailyAllowanceMinutes + bonusMinutesFromGames` on
/// `day`, of the apps in `appSelection`.
///
/// A DeviceActivity event watches a set of apps, so the threshold carries the set it is for (the
/// stored `appSelection` of the state it was computed from): an adapter never reads the selection
/// from storage, and after a selection change the event watches the new apps. The coordinator
/// schedules a threshold whose selection differs from the stored one only after storing the new
/// selection (`AppCoordinator.changeSelection`).
public struct UsageThreshold: Hashable, Sendable {
    /// The budget day the threshold belongs to (a new day needs a new one).
    public var day: DayKey
    /// Minutes of restricted-app use on `day` at which remaining reaches 0.
    public var usageMinutes: Int
    /// The apps whose use counts (opaque tokens, as `PersistedState.appSelection` stores them).
    public var appSelection: [String]

    /// The usage, in whole minutes, of the apps of `appSelection` on `day` at which the app wants waking.
    public init(day: DayKey, usageMinutes: Int, appSelection: [String]) {
        self.day = day
        self.usageMinutes = usageMinutes
        self.appSelection = appSelection
    }
}

extension PersistedState {
    /// Where remaining reaches 0 for this state: usage `allowance + bonus` of `appSelection` on `budgetDay`.
    public var usageThreshold: UsageThreshold {
        UsageThreshold(
            day: budgetDay, usageMinutes: max(0, dailyAllowanceMinutes + bonusMinutesFromGames),
            appSelection: appSelection)
    }
}
