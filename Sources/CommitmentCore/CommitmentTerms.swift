/// What the user commits to on the Setup screen (seed 003): a weekly screen-time limit for the
/// selected apps and a penalty for every minute over it.
///
/// Money is integer cents: the seed's sliders are in dollars ($0.01 … $5 per minute), and a
/// penalty summed over thousands of minutes must not drift by a rounding error.
public struct CommitmentTerms: Hashable, Sendable, Codable {
    /// The limit slider: 30 minutes … 42 hours.
    public static let limitMinutesRange = 30...(42 * 60)
    /// The penalty slider: $0.01 … $5.00 per minute, in cents.
    public static let penaltyCentsRange = 1...500
    /// Selected apps: FamilyActivityPicker has no documented maximum; this bound only keeps the
    /// authorization arithmetic far from overflow.
    public static let appCountRange = 0...10_000

    /// Screen time allowed on the selected apps from lock-in to the deadline, in whole minutes.
    public let limitMinutes: Int
    /// The penalty for each whole minute over the limit, in cents.
    public let penaltyPerMinuteCents: Int
    /// How many apps (or categories) the user selected.
    public let selectedAppCount: Int

    /// Validated terms.
    ///
    /// - Throws: `CommitmentError` naming the first field outside its range.
    public init(limitMinutes: Int, penaltyPerMinuteCents: Int, selectedAppCount: Int) throws(CommitmentError) {
        guard CommitmentTerms.limitMinutesRange.contains(limitMinutes) else {
            throw .limitOutOfRange(minutes: limitMinutes)
        }
        guard CommitmentTerms.penaltyCentsRange.contains(penaltyPerMinuteCents) else {
            throw .penaltyRateOutOfRange(cents: penaltyPerMinuteCents)
        }
        guard CommitmentTerms.appCountRange.contains(selectedAppCount) else {
            throw .appCountOutOfRange(count: selectedAppCount)
        }
        self.limitMinutes = limitMinutes
        self.penaltyPerMinuteCents = penaltyPerMinuteCents
        self.selectedAppCount = selectedAppCount
    }

    private enum CodingKeys: String, CodingKey { case limitMinutes, penaltyPerMinuteCents, selectedAppCount }

    /// Decodes stored terms, validated as `init(limitMinutes:…)` validates them.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            limitMinutes: try c.decode(Int.self, forKey: .limitMinutes),
            penaltyPerMinuteCents: try c.decode(Int.self, forKey: .penaltyPerMinuteCents),
            selectedAppCount: try c.decode(Int.self, forKey: .selectedAppCount))
    }

    /// Whole minutes over the limit for `usageSeconds` of use since lock-in.
    ///
    /// Seconds floor to minutes before the limit is subtracted (PRODUCT §1: conversions from
    /// seconds floor), so 59 seconds over the limit cost nothing and the user is never charged
    /// for a minute they did not complete.
    /// - Complexity: O(1).
    public func excessMinutes(forUsageSeconds usageSeconds: Int) -> Int {
        max(0, max(0, usageSeconds) / 60 - limitMinutes)
    }

    /// The seed's penalty, `excessMinutes × penaltyPerMinute`, in cents.
    ///
    /// - Complexity: O(1).
    public func penaltyCents(forUsageSeconds usageSeconds: Int) -> Int {
        excessMinutes(forUsageSeconds: usageSeconds) * penaltyPerMinuteCents
    }
}
