import Testing

/// Every suite here runs the built tool; this one says in one line when it is not there.
@Suite("casino-odds binary")
struct CasinoOddsBinaryTests {
    /// Fails (never skips) when `swift test` ran without the tool beside the tests.
    @Test func theToolIsBuiltBesideTheTests() throws {
        _ = try CasinoOddsBinary.located()
    }
}
