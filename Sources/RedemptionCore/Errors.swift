/// Why a redemption (or its configuration) was refused, in words a parent or child can act on.
/// Every refusal leaves the balance and the windows exactly as they were.
public enum RedemptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A configuration field breaks a rule.
    case invalidConfiguration(field: String, value: Int, rule: String)
    /// The request was for zero or fewer points.
    case nonPositivePoints(points: Int)
    /// The points do not buy a whole number of minutes.
    case notWholeMinutes(points: Int, pointsPerMinute: Int)
    /// Fewer points than the minimum redemption.
    case belowMinimum(points: Int, minimum: Int)
    /// More points than the maximum redemption.
    case aboveMaximum(points: Int, maximum: Int)
    /// More points than the child has.
    case insufficientBalance(points: Int, balance: Int)
    /// Block policy: a window is running until `endInstant`.
    case blockedByActiveWindow(endInstant: Int64)
    /// Extend policy: the window would last longer than the cap; `maxAdditionalMinutes` is what
    /// would still fit (the "clear feedback when limit reached" of S-503).
    case capReached(capMinutes: Int, maxAdditionalMinutes: Int)
    /// A stored state breaks the state's rules (restored from storage that was tampered with or damaged).
    case invalidStoredState(String)
    /// The stored record is 0.3.0's, one child's state without a child id or reward apps: decode
    /// it as `RedemptionState` and migrate it with `FamilyRedemptionState(migrating:to:rewardApps:)`.
    case singleChildStoredState
    /// No child with this id is enrolled (`RedemptionController.enroll`).
    case unknownChild(ChildID)
    /// A save refused although no other process had written since the read: the store is broken,
    /// and the operation ends (after failing closed) instead of retrying forever.
    case storeRefusedWrite
    /// Every one of `RedemptionController.maximumWriteAttempts` saves (`attempts`) was refused
    /// because another process had written since the read: the operation ends instead of retrying
    /// forever, failing closed as a refused save does (nothing saved: no points deducted, no
    /// window; the shields and wake-ups it made before the saves stay, and none is cleared).
    case storeKeptConflicting(attempts: Int)

    public var description: String {
        switch self {
        case .invalidConfiguration(let field, let value, let rule):
            return "\(field) = \(value): \(rule)"
        case .nonPositivePoints(let points):
            return "cannot redeem \(points) points: redeem at least 1 point"
        case .notWholeMinutes(let points, let perMinute):
            return "\(points) points is not a whole number of minutes at \(perMinute) points per minute"
        case .belowMinimum(let points, let minimum):
            return "\(points) points is below the minimum redemption of \(minimum) points"
        case .aboveMaximum(let points, let maximum):
            return "\(points) points is above the maximum redemption of \(maximum) points"
        case .insufficientBalance(let points, let balance):
            return "\(points) points requested but the balance is \(balance) points"
        case .blockedByActiveWindow(let end):
            return "earned time is already running (until \(end)); redeem again when it ends"
        case .capReached(let cap, let more):
            return "earned time can stack to at most \(cap) minutes; at most \(more) more minutes fit now"
        case .invalidStoredState(let problem):
            return "the stored redemption state is invalid: \(problem)"
        case .singleChildStoredState:
            return "the stored redemption state is 0.3.0's single-child record: "
                + "migrate it to a child with FamilyRedemptionState(migrating:to:rewardApps:)"
        case .unknownChild(let child):
            return "no child \"\(child)\" is enrolled: enroll the child before earning or redeeming"
        case .storeRefusedWrite:
            return "the redemption store refused a write that no other write had raced"
        case .storeKeptConflicting(let attempts):
            return
                "another process wrote first at each of \(attempts) tries: nothing was saved, and the shields stay on"
        }
    }
}
