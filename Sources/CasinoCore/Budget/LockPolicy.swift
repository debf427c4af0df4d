/// Whether the restricted apps may be open, derived from the budget and the user's wish.
///
/// A win never unlocks by itself: `userWantsUnlocked` changes only when the user asks, and
/// shields go on exactly when `isUnlockedEffective` is false.
public struct LockPolicy: Hashable, Sendable {
    /// The user's last lock/unlock choice.
    public var userWantsUnlocked: Bool
    /// The minutes left today.
    public var remainingMinutes: Int

    /// A policy for the lock wish and the remaining minutes it is judged against.
    public init(userWantsUnlocked: Bool, remainingMinutes: Int) {
        self.userWantsUnlocked = userWantsUnlocked
        self.remainingMinutes = remainingMinutes
    }

    /// Unlocking is possible only with minutes left.
    public var unlockAllowed: Bool { remainingMinutes > 0 }

    /// The apps are open only when the user wants them open and minutes are left.
    public var isUnlockedEffective: Bool { userWantsUnlocked && unlockAllowed }

    /// Shields must be applied exactly when the apps are not effectively unlocked.
    public var shieldsWanted: Bool { !isUnlockedEffective }
}
