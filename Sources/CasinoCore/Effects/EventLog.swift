/// Where the app's log goes (OSLog in the app: one `Logger` per `LogCategory`; a recorder in the lab).
///
/// The coordinator records exactly one `LogEvent` per sequence it runs — every event that can
/// change the lock state or `remainingMinutes` — after the sequence's effects, so the log says
/// what was stored and how the shields were left.
public protocol EventLog {
    /// Records one structured event.
    mutating func record(_ event: LogEvent)
}

/// The log categories the app uses (the app maps each to an OSLog category of the same name).
public enum LogCategory: String, Hashable, Sendable, CaseIterable {
    /// The Screen Time authorization and launch.
    case screenTime = "ScreenTime"
    /// Shields applied or cleared.
    case shield = "Shield"
    /// Usage readings and thresholds.
    case usage = "Usage"
    /// The allowance, the bonus and remaining minutes.
    case budget = "Budget"
    /// Wagers and their results.
    case games = "Games"
}

/// The app's sequences, as the data-flow design numbers them (`seedNumber`; 8, the preview,
/// changes no state and logs nothing), plus this core's own events (no seed number).
public enum AppSequence: String, Hashable, Sendable, CaseIterable {
    /// Cold launch (sequence 1).
    case launch
    /// The app came to the foreground (sequence 2).
    case foregroundRefresh
    /// Pull to refresh on Home (sequence 3).
    case pullToRefresh
    /// An unlock tap refused at 0 minutes (sequence 4).
    case unlockRefusedAtZero
    /// An unlock with minutes left (sequence 5).
    case unlock
    /// A manual lock (sequence 6).
    case lock
    /// The usage threshold event, where remaining reaches 0 while unlocked (zero-crossing).
    case usageThresholdReached
    /// A wager committed: its pending record stored (sequence 9).
    case gameCommit
    /// A game resolved (sequence 9's settlement).
    case gameResolution
    /// A game resolved while the apps were locked (sequence 10).
    case winWhileLocked
    /// A new app selection (sequence 11).
    case selectionChange
    /// The day boundary reset the budget (sequence 12).
    case dayReset
    /// The daily allowance changed.
    case allowanceChange
    /// A wager refused (return floor, remaining, one game at a time): nothing stored.
    case wagerRefused

    /// The sequence's number in the data-flow design, nil for the core's own events.
    public var seedNumber: Int? {
        switch self {
        case .launch: return 1
        case .foregroundRefresh: return 2
        case .pullToRefresh: return 3
        case .unlockRefusedAtZero: return 4
        case .unlock: return 5
        case .lock: return 6
        case .usageThresholdReached: return 7
        case .gameCommit, .gameResolution: return 9
        case .winWhileLocked: return 10
        case .selectionChange: return 11
        case .dayReset: return 12
        case .allowanceChange, .wagerRefused: return nil
        }
    }

    /// The category its log line goes to.
    public var category: LogCategory {
        switch self {
        case .launch, .selectionChange: return .screenTime
        case .foregroundRefresh, .pullToRefresh, .usageThresholdReached: return .usage
        case .unlockRefusedAtZero, .unlock, .lock: return .shield
        case .gameCommit, .gameResolution, .winWhileLocked, .wagerRefused: return .games
        case .dayReset, .allowanceChange: return .budget
        }
    }
}

/// One sequence as it ended: the stored budget and lock state, and what changed.
public struct LogEvent: Hashable, Sendable {
    /// The sequence that ran.
    public var sequence: AppSequence
    /// The category the app logs it under (OSLog).
    public var category: LogCategory { sequence.category }
    /// When the sequence ran.
    public var at: Instant
    /// The allowance stored after the event.
    public var dailyAllowanceMinutes: Int
    /// The bonus stored after the event.
    public var bonusMinutesFromGames: Int
    /// The usage stored after the event.
    public var usageMinutesToday: Int
    /// Remaining minutes after the event (derived, never stored).
    public var remainingMinutes: Int
    /// The lock wish after the event.
    public var userWantsUnlocked: Bool
    /// Whether the apps are open after the event.
    public var isUnlockedEffective: Bool
    /// True when this sequence left the shields applied (the policy after it).
    public var shieldsApplied: Bool
    /// True when remaining went from above 0 to 0 in this sequence.
    public var crossedZero: Bool
    /// True when the sequence started a new budget day.
    public var dayReset: Bool
    /// The wager it committed, settled, forfeited or refused, if any.
    public var wagerID: UInt64?
    /// The minutes it added to the bonus (a settlement or a forfeit), if any.
    public var deltaMinutes: Int?

    /// The event of `sequence` at `at`, from the states before and after it.
    public init(
        sequence: AppSequence, at: Instant, before: PersistedState, after: PersistedState,
        wagerID: UInt64? = nil, deltaMinutes: Int? = nil
    ) {
        self.sequence = sequence
        self.at = at
        dailyAllowanceMinutes = after.dailyAllowanceMinutes
        bonusMinutesFromGames = after.bonusMinutesFromGames
        usageMinutesToday = after.usageMinutesToday
        remainingMinutes = after.budget.remainingMinutes
        userWantsUnlocked = after.userWantsUnlocked
        isUnlockedEffective = after.lockPolicy.isUnlockedEffective
        shieldsApplied = after.lockPolicy.shieldsWanted
        dayReset = after.budgetDay != before.budgetDay
        crossedZero = !dayReset && before.budget.remainingMinutes > 0 && after.budget.remainingMinutes == 0
        self.wagerID = wagerID
        self.deltaMinutes = deltaMinutes
    }
}
