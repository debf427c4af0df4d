/// Where the app keeps the running commitment (the seed's App Group keys, as one record): one
/// atomic write per `save`, so a kill leaves either the old week or the new one, never half.
public protocol CommitmentStorage {
    /// The stored week, or nil when none is running.
    func loadCommitmentWeek() -> CommitmentWeek?
    /// Replaces the stored week (nil: none) in one write.
    mutating func saveCommitmentWeek(_ week: CommitmentWeek?) throws
}
