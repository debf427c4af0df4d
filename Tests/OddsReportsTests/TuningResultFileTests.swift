import CasinoCore
import Testing

@testable import OddsLab
@testable import OddsReports

/// `tune --format json` has one schema, `TuningResultFile`, which `VerifiedTuning.json` encodes and a
/// reader decodes with `JSONTreeDecoder`.
@Suite("The tuning result's schema")
struct TuningResultFileTests {
    /// Write → read → equal, and read → write → the same bytes, for every game's tuner at 97 %.
    @Test(arguments: GameKind.allCases)
    func everyGamesTuningRoundTripsThroughItsSchema(game: GameKind) throws {
        let request = TuningRequest(game: game, target: try TargetRTP(parsing: "0.97"))
        let tuned = try request.run(over: .defaults)
        let text = tuned.json(request: request)
        var decoded = try JSONTreeDecoder.decode(TuningResultFile.self, from: Array(text.utf8))
        var built = tuned.file(request: request)
        // The configuration is a tree kept as read (with where each key was): compared as text.
        #expect(decoded.configuration.jsonText() == built.configuration.jsonText())
        (decoded.configuration, built.configuration) = (.null, .null)
        #expect(decoded == built)
        #expect(
            JSONTreeEncoder.encode(try JSONTreeDecoder.decode(TuningResultFile.self, from: Array(text.utf8))).jsonText()
                + "\n" == text)
        let chosen = [decoded.returnRate != nil, decoded.tables != nil, decoded.slots != nil]
        #expect(chosen.filter { $0 }.count == 1, "one tuner's result, printed among the top-level members")
    }
}
