@testable import OddsLab
import Testing

/// `JSONTreeDecoder`: `Decodable` values from the strict reader's tree; an integer is digits only,
/// unknown keys are ignored, a repeated key or a wrong type is an error naming its path.
@Suite struct JSONValueDecodingTests {
    struct Row: Decodable, Equatable {
        var count: Int
        var name: String
        var share: Double
        var tags: [UInt8]
        var note: String?
    }

    @Test func aRowDecodesAndUnknownKeysAreIgnored() throws {
        let row = try JSONTreeDecoder.decode(
            Row.self, from: Array(#"{"count": 12, "name": "a", "share": 0.25, "tags": [1, 2], "extra": {"x": 1}}"#.utf8)
        )
        #expect(row == Row(count: 12, name: "a", share: 0.25, tags: [1, 2], note: nil))
    }

    @Test(arguments: [
        #"{"count": 12.0, "name": "a", "share": 0, "tags": []}"#,
        #"{"count": 1e1, "name": "a", "share": 0, "tags": []}"#,
        #"{"count": "12", "name": "a", "share": 0, "tags": []}"#,
        #"{"count": 1, "name": "a", "share": 0, "tags": [256]}"#,
        #"{"count": 1, "name": "a", "share": 0, "tags": [], "count": 2}"#, #"{"name": "a", "share": 0, "tags": []}"#,
        #"{"count": 99999999999999999999, "name": "a", "share": 0, "tags": []}"#
    ])
    func integersWrittenAnyOtherWayWrongTypesRepeatsAndGapsAreRefused(json: String) {
        #expect(throws: (any Error).self) { try JSONTreeDecoder.decode(Row.self, from: Array(json.utf8)) }
    }

    @Test func anErrorNamesTheElementsPath() {
        do {
            _ = try JSONTreeDecoder.decode(
                [Row].self, from: Array(#"[{"count": 1, "name": "a", "share": 0, "tags": [1, -1]}]"#.utf8))
            Issue.record("accepted a negative UInt8")
        } catch {
            #expect("\(error)".contains("[0].tags[1]"))
            #expect("\(error)".contains("-1 does not fit UInt8"))
        }
    }

    /// A reader's wording of the decoder's error, so the test can tell it reached the caller.
    struct Worded: Error {
        var error: DecodingError
    }

    struct Figure: Decodable {
        var total: JSONNumber
        var rows: [Row]
    }

    /// Every error the tree decoder makes reaches the caller through its `refusal`, at any depth
    /// (a wrong type, a missing key, null, an integer written otherwise or too large, a number
    /// that is not finite, a `JSONNumber` that is not a number): a reader needs no catch.
    @Test(arguments: [
        #"{"total": 1, "rows": [{"count": 12.0, "name": "a", "share": 0, "tags": []}]}"#,
        #"{"total": 1, "rows": [{"count": 1, "name": "a", "share": 0, "tags": [256]}]}"#,
        #"{"total": 1, "rows": [{"name": "a", "share": 0, "tags": []}]}"#,
        #"{"total": 1, "rows": [{"count": 1, "name": null, "share": 0, "tags": []}]}"#,
        #"{"total": 1, "rows": [{"count": 1, "name": "a", "share": 1e999, "tags": []}]}"#,
        #"{"total": 1, "rows": [{"count": 1, "name": "a", "share": 0, "tags": {}}]}"#,
        #"{"total": 1, "rows": {}}"#, #"{"total": "1", "rows": []}"#, #"{"rows": []}"#, #"[]"#
    ])
    func everyErrorIsWordedByTheCallersRefusal(json: String) throws {
        let tree = try StrictJSON.value(of: Array(json.utf8))
        #expect(throws: Worded.self) { try JSONTreeDecoder.decode(Figure.self, from: tree) { Worded(error: $0) } }
        // Without one, the error stays the decoder's own.
        #expect(throws: DecodingError.self) { try JSONTreeDecoder.decode(Figure.self, from: tree) }
    }
}
