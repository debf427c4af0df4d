import CorePrimitives

/// The amount held on the user's card at lock-in (seed 003, Authorization View):
///
///     base = max(5, min(1000, (remainingHours − limitHours) · factor1
///                             + penaltyPerMin · factor2 + selectedApps.count · factor3))
///
/// in dollars. **The seed leaves the three factors open**: the defaults here are placeholders
/// chosen only so the lab has something to measure, and every caller can replace them.
///
/// Units, so the formula is integer-exact in cents:
/// - `remainingHours` is the real time from lock-in to the deadline (a DST week is 167 or 169 h),
///   taken in seconds; `limitHours` is `limitMinutes / 60`;
/// - `factor1` is cents per hour of headroom, `factor2` is minutes (penaltyPerMin · factor2 is
///   "factor2 minutes of penalty"), `factor3` is cents per selected app.
///
/// Rounding: the sum is exact over the denominator 3600 and is floored to whole cents (toward
/// negative infinity) before the clamp to $5 … $1000, so a card is never held for a fraction of
/// a cent and the clamp sees the exact value.
public struct AuthorizationFormula: Hashable, Sendable {
    /// The seed's floor, $5.
    public static let minimumCents = 500
    /// The seed's ceiling, $1000.
    public static let maximumCents = 100_000
    /// Upper bound on each factor: keeps every product far inside 64 bits.
    public static let factorLimit = 1_000_000

    /// factor1: cents per hour of `remainingHours − limitHours`. Placeholder default 100 ($1/h).
    public let centsPerHeadroomHour: Int
    /// factor2: minutes of penalty held. Placeholder default 60 (one hour over the limit).
    public let penaltyMinutesHeld: Int
    /// factor3: cents per selected app. Placeholder default 100 ($1 per app).
    public let centsPerSelectedApp: Int

    /// The placeholder factors (100 ¢/h, 60 min, 100 ¢/app): not from the seed, which leaves them open.
    public static let placeholder = AuthorizationFormula(uncheckedHour: 100, penaltyMinutes: 60, app: 100)

    private init(uncheckedHour: Int, penaltyMinutes: Int, app: Int) {
        centsPerHeadroomHour = uncheckedHour
        penaltyMinutesHeld = penaltyMinutes
        centsPerSelectedApp = app
    }

    /// Validated factors, each in 0 … `factorLimit`.
    ///
    /// - Throws: `CommitmentError.factorOutOfRange` naming the factor.
    public init(centsPerHeadroomHour: Int, penaltyMinutesHeld: Int, centsPerSelectedApp: Int) throws(CommitmentError) {
        if let problem = AuthorizationFormula.problem(
            centsPerHeadroomHour: centsPerHeadroomHour, penaltyMinutesHeld: penaltyMinutesHeld,
            centsPerSelectedApp: centsPerSelectedApp)
        {
            throw problem
        }
        self.init(uncheckedHour: centsPerHeadroomHour, penaltyMinutes: penaltyMinutesHeld, app: centsPerSelectedApp)
    }

    /// What `init(centsPerHeadroomHour:penaltyMinutesHeld:centsPerSelectedApp:)` refuses these
    /// factors for, or nil: for a front end that words the refusal before building (the lab's
    /// `week` names its options).
    package static func problem(centsPerHeadroomHour: Int, penaltyMinutesHeld: Int, centsPerSelectedApp: Int)
        -> CommitmentError?
    {
        let limit = AuthorizationFormula.factorLimit
        for (name, value) in [
            ("factor1 (cents per hour)", centsPerHeadroomHour),
            ("factor2 (minutes of penalty)", penaltyMinutesHeld),
            ("factor3 (cents per app)", centsPerSelectedApp)
        ] where !(0...limit).contains(value) {
            return .factorOutOfRange(name: name, value: value, limit: limit)
        }
        return nil
    }

    /// The formula before the clamp, in whole cents (floored); may be negative when the limit
    /// exceeds the time left.
    ///
    /// - Parameter remainingSeconds: real seconds from lock-in to the deadline.
    /// - Complexity: O(1).
    public func unclampedCents(terms: CommitmentTerms, remainingSeconds: Int64) -> Int64 {
        let headroomSeconds = remainingSeconds - Int64(terms.limitMinutes) * 60
        let perHourPart = headroomSeconds * Int64(centsPerHeadroomHour) // cents · seconds / hour
        let flatPart =
            Int64(terms.penaltyPerMinuteCents) * Int64(penaltyMinutesHeld)
            + Int64(terms.selectedAppCount) * Int64(centsPerSelectedApp)
        return floorDivide(perHourPart + flatPart * 3600, 3600)
    }

    /// The authorization amount in cents: the formula clamped to $5 … $1000.
    ///
    /// - Parameter remainingSeconds: real seconds from lock-in to the deadline (0 … a few weeks;
    ///   the deadline is at most a week away).
    /// - Complexity: O(1).
    public func authorizationCents(terms: CommitmentTerms, remainingSeconds: Int64) -> Int {
        let raw = unclampedCents(terms: terms, remainingSeconds: remainingSeconds)
        return Int(min(Int64(AuthorizationFormula.maximumCents), max(Int64(AuthorizationFormula.minimumCents), raw)))
    }
}
