/// Whole-minute arithmetic. Time in the product is whole minutes (`Int`); anything finer is floored.
public enum Minutes {
    /// Whole minutes in `seconds`, rounded down: 119 s is 1 minute. Negative input counts as 0.
    @inlinable
    public static func floor(seconds: Int64) -> Int {
        seconds <= 0 ? 0 : Int(seconds / 60)
    }
}
