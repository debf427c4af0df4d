import CorePrimitives
/// Why a commitment was refused: each case names the field, the value and the rule it breaks.
public enum CommitmentError: CasinoError, Hashable, Sendable, CustomStringConvertible {
    /// The weekly limit is outside 30 minutes … 42 hours.
    case limitOutOfRange(minutes: Int)
    /// The penalty per excess minute is outside 1 … 500 cents ($0.01 … $5).
    case penaltyRateOutOfRange(cents: Int)
    /// The number of selected apps is negative or absurdly large.
    case appCountOutOfRange(count: Int)
    /// A selected app's token appears twice (the picker returns a set).
    case selectedAppRepeated(token: String)
    /// An authorization factor is negative or too large to compute exactly.
    case factorOutOfRange(name: String, value: Int, limit: Int)
    /// The monitor step is not a positive number of minutes.
    case thresholdStepOutOfRange(minutes: Int)
    /// A stored commitment breaks the week's rules (storage damaged or tampered with).
    case invalidStoredWeek(String)

    public var description: String {
        switch self {
        case .limitOutOfRange(let minutes):
            return "limit \(minutes) min is outside \(CommitmentTerms.limitMinutesRange.lowerBound) min … "
                + "\(CommitmentTerms.limitMinutesRange.upperBound / 60) h (\(CommitmentTerms.limitMinutesRange.upperBound) min)"
        case .penaltyRateOutOfRange(let cents):
            return "penalty \(cents) cents per minute is outside \(CommitmentTerms.penaltyCentsRange.lowerBound) … "
                + "\(CommitmentTerms.penaltyCentsRange.upperBound) cents ($0.01 … $5)"
        case .appCountOutOfRange(let count):
            return "selected app count \(count) is outside 0 … \(CommitmentTerms.appCountRange.upperBound)"
        case .selectedAppRepeated(let token):
            return "selected app \(token) appears twice: each app is selected once"
        case .factorOutOfRange(let name, let value, let limit):
            return "authorization factor \(name) = \(value) is outside 0 … \(limit)"
        case .thresholdStepOutOfRange(let minutes):
            return
                "monitor threshold step \(minutes) min must be 1 … \(ThresholdSchedule.stepMinutesRange.upperBound) min"
        case .invalidStoredWeek(let problem):
            return "the stored commitment is invalid: \(problem)"
        }
    }
}

extension CommitmentError {
    /// The one-line message the tool prints (`CasinoError`).
    public var message: String { description }
}
