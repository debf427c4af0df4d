/// Applies or clears the shields on the restricted apps (ManagedSettings in the app).
public protocol ShieldController {
    /// Blocks the restricted apps.
    mutating func applyShields()
    /// Unblocks the restricted apps.
    mutating func clearShields()
}
