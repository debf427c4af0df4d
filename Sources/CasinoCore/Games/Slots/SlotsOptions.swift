/// The Slots player's choice: nothing but the wager. One payline, one machine.
///
/// The type exists so every game has the same shape (configuration, options, engine, odds);
/// a machine with several paylines or bet levels would add its choices here.
public struct SlotsOptions: Hashable, Sendable, CustomStringConvertible {
    /// The only option: a spin.
    public init() {}

    /// The only choice there is.
    public static let `default` = SlotsOptions()

    /// `"one payline"`.
    public var description: String { "one payline" }
}
