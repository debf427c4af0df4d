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
}
