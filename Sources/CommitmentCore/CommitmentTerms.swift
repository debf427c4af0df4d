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
    /// The apps (or categories) the user selected: the picker's opaque tokens, distinct, in the
    /// order picked. Seed 003 persists them (`selectedApps`): the monitor extension's events watch
    /// them and the authorization counts them.
    public let selectedApps: [String]
    /// How many apps (or categories) the user selected (the authorization's `selectedApps.count`).
    public var selectedAppCount: Int { selectedApps.count }

    /// Validated terms.
    ///
    /// - Throws: `CommitmentError` naming the first field outside its range (the limit, the
    ///   rate, then the apps: at most `appCountRange.upperBound`, none twice).
    public init(limitMinutes: Int, penaltyPerMinuteCents: Int, selectedApps: [String]) throws(CommitmentError) {
        if let problem = CommitmentTerms.rangeProblem(
            limitMinutes: limitMinutes, penaltyPerMinuteCents: penaltyPerMinuteCents, appCount: selectedApps.count)
        {
            throw problem
        }
        var seen = Set<String>()
        for app in selectedApps where !seen.insert(app).inserted {
            throw .selectedAppRepeated(token: app)
        }
        self.limitMinutes = limitMinutes
        self.penaltyPerMinuteCents = penaltyPerMinuteCents
        self.selectedApps = selectedApps
    }

    /// Validated terms for `selectedAppCount` apps named `app.1` … `app.N`: the lab's weeks and the
    /// tests, which have a count and no picker (an app passes the picker's tokens instead).
    ///
    /// - Throws: `CommitmentError` as `init(limitMinutes:penaltyPerMinuteCents:selectedApps:)`.
    public init(limitMinutes: Int, penaltyPerMinuteCents: Int, selectedAppCount: Int) throws(CommitmentError) {
        if let problem = CommitmentTerms.problem(
            limitMinutes: limitMinutes, penaltyPerMinuteCents: penaltyPerMinuteCents,
            selectedAppCount: selectedAppCount)
        {
            throw problem
        }
        try self.init(
            limitMinutes: limitMinutes, penaltyPerMinuteCents: penaltyPerMinuteCents,
            selectedApps: (0..<selectedAppCount).map { "app.\($0 + 1)" })
    }

    /// What `init(limitMinutes:penaltyPerMinuteCents:selectedAppCount:)` refuses these terms for
    /// (the app count, then the limit, then the rate), or nil: for a front end that words the
    /// refusal before building (the lab's `week` names its options).
    package static func problem(limitMinutes: Int, penaltyPerMinuteCents: Int, selectedAppCount: Int)
        -> CommitmentError?
    {
        guard CommitmentTerms.appCountRange.contains(selectedAppCount) else {
            return .appCountOutOfRange(count: selectedAppCount)
        }
        return rangeProblem(
            limitMinutes: limitMinutes, penaltyPerMinuteCents: penaltyPerMinuteCents, appCount: selectedAppCount)
    }

    /// The first field outside its range: the limit, the rate, then the app count.
    private static func rangeProblem(limitMinutes: Int, penaltyPerMinuteCents: Int, appCount: Int)
        -> CommitmentError?
    {
        guard CommitmentTerms.limitMinutesRange.contains(limitMinutes) else {
            return .limitOutOfRange(minutes: limitMinutes)
        }
        guard CommitmentTerms.penaltyCentsRange.contains(penaltyPerMinuteCents) else {
            return .penaltyRateOutOfRange(cents: penaltyPerMinuteCents)
        }
        guard CommitmentTerms.appCountRange.contains(appCount) else {
            return .appCountOutOfRange(count: appCount)
        }
        return nil
    }

    private enum CodingKeys: String, CodingKey {
        case limitMinutes, penaltyPerMinuteCents, selectedApps, selectedAppCount
    }

    /// Decodes stored terms, validated as `init(limitMinutes:…)` validates them. Terms stored by
    /// 0.7.0 and earlier hold a count (`selectedAppCount`) and no tokens: they are refused by name
    /// (`CommitmentError.invalidStoredWeek`), since no count gives back the apps to watch.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard c.contains(.selectedApps) else {
            let count = try c.decodeIfPresent(Int.self, forKey: .selectedAppCount)
            throw CommitmentError.invalidStoredWeek(
                "selectedApps is missing"
                    + (count.map { ": stored as a count (\($0) apps) by 0.7.0 or earlier, without the app tokens" }
                        ?? "")
                    + "; the apps must be picked again")
        }
        try self.init(
            limitMinutes: try c.decode(Int.self, forKey: .limitMinutes),
            penaltyPerMinuteCents: try c.decode(Int.self, forKey: .penaltyPerMinuteCents),
            selectedApps: try c.decode([String].self, forKey: .selectedApps))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(limitMinutes, forKey: .limitMinutes)
        try c.encode(penaltyPerMinuteCents, forKey: .penaltyPerMinuteCents)
        try c.encode(selectedApps, forKey: .selectedApps)
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
