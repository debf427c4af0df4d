/// Applies or clears the shields on the restricted apps (ManagedSettings in the app).
///
/// The selection is data the coordinator passes from the state it stores, so an adapter never
/// needs to read storage (and never reads a selection older than the one being applied).
public protocol ShieldController {
    /// Blocks exactly the apps of `selection` (the stored `appSelection`: opaque tokens), replacing
    /// any earlier shielded set.
    mutating func applyShields(to selection: [String])
    /// Unblocks the restricted apps.
    mutating func clearShields()
}
