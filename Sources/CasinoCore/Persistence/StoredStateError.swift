/// Why a stored state was refused when it was read back: the field, the value found in it and the
/// rule every state a valid history produces keeps.
///
/// A storage bug, a bad migration or a tampered container can hand the app a state no sequence of
/// events could have made (allowance −50 with a bonus of 99,999 is 99,969 minutes of open apps).
/// Such a state is refused by name instead of being restored as if valid; the coordinator then
/// recovers fail-closed (`AppCoordinator.refusedStoredState`).
public struct StoredStateError: CasinoError, Hashable, Sendable {
    /// The stored field that breaks the rule, as it is named in the stored JSON
    /// (`"dailyAllowanceMinutes"`, `"pendingWager.wager"`).
    public let field: String
    /// The value found in that field.
    public let value: String
    /// The rule it breaks.
    public let rule: String

    /// `field` holds `value`, which breaks `rule`.
    public init(field: String, value: String, rule: String) {
        self.field = field
        self.value = value
        self.rule = rule
    }

    /// One line: `the stored state is invalid: usageMinutesToday = -20: usage is never below 0`.
    public var description: String { "the stored state is invalid: \(field) = \(value): \(rule)" }

    /// The one-line message (`CasinoError`).
    public var message: String { description }
}
