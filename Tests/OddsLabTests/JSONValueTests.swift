@testable import OddsLab
import Testing

/// `JSONReader.parse` and `JSONValue`: numbers kept as their text, strings unescaped, keys in order,
/// nesting bounded, and a syntax error placed by line and column.
@Suite struct JSONValueTests {
    @Test func valuesAreReadWithNumbersAsTheirText() throws {
        let value = try JSONReader.parse(#"{"a": [1.50, -2e3, true, null], "b": "x"}"#)
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(value["a"] == .array([.number("1.50"), .number("-2e3"), .bool(true), .null]))
        #expect(value["b"] == .string("x"))
    }

    @Test func escapesAndSurrogatePairsAreDecoded() throws {
        #expect(try JSONReader.parse(#""caf\u00e9 \ud83c\udfb0 \"q\" \\ \n""#) == .string("café 🎰 \"q\" \\ \n"))
    }

    /// The error's description (its place, then its message), or nil when `body` reads.
    func described(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func aSyntaxErrorNamesItsLineAndColumn() {
        #expect(
            described { _ = try JSONReader.parse("{\n  \"a\": 1,\n  \"b\" 2\n}") }?.hasPrefix("line 3, column 7")
                == true)
        #expect(described { _ = try JSONReader.parse("[1, 2] 3") }?.hasPrefix("line 1, column 8") == true)
        #expect(refusal { _ = try JSONReader.parse(#"{"a": 01}"#) } != nil)
    }

    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        let deep =
            String(repeating: "[", count: JSONReader.maximumDepth + 1)
            + String(repeating: "]", count: JSONReader.maximumDepth + 1)
        #expect(refusal { _ = try JSONReader.parse(deep) } != nil)
        let fits =
            String(repeating: "[", count: JSONReader.maximumDepth)
            + String(repeating: "]", count: JSONReader.maximumDepth)
        _ = try JSONReader.parse(fits)
    }

    @Test func briefNamesAValueWithoutQuotingAllOfIt() {
        #expect(JSONValue.object([]).brief == "an object")
        #expect(JSONValue.array([]).brief == "an array")
        #expect(JSONValue.bool(false).brief == "false")
        #expect(JSONValue.string("hi").brief == "\"hi\"")
        #expect(JSONValue.string(String(repeating: "x", count: 100)).brief.count < 60)
    }
}
