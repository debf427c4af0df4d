/// Input a statistical routine cannot work with, described in one line that names the problem
/// (for example "expected probabilities sum to 0.97, not 1").
public struct StatisticsError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
