import Testing

/// Expects `actual` within `relative` of `expected` (relative to |expected|, so tiny tail
/// probabilities are compared on their own scale).
func expectClose(
    _ actual: Double, _ expected: Double, relative: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let error = abs(actual - expected)
    #expect(
        error <= relative * abs(expected),
        "\(actual) differs from \(expected) by \(error / abs(expected)) relative",
        sourceLocation: sourceLocation)
}
