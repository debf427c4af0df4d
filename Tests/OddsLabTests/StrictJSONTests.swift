@testable import OddsLab
import Testing

/// `StrictJSON`: JSON with no key given twice in one object, the first repeat named by its path.
@Suite struct StrictJSONTests {
    @Test func wellFormedJSONHasNoProblem() throws {
        #expect(StrictJSON.problem(in: Array(#"{"a":[{"b":1},{"b":2}],"c":null}"#.utf8)) == nil)
        let value = try StrictJSON.value(of: Array(#"{"a":1}"#.utf8))
        #expect(value["a"] == .number("1"))
    }

    @Test func aRepeatedKeyIsNamedByItsPath() {
        #expect(StrictJSON.problem(in: Array(#"{"a":1,"a":2}"#.utf8)) == "the key a appears twice in one object")
        #expect(
            StrictJSON.problem(in: Array(#"{"x":[{"y":{"z":1,"z":2}}]}"#.utf8))
                == "the key x[0].y.z appears twice in one object")
    }

    @Test func notJSONIsSaidSo() {
        #expect(StrictJSON.problem(in: Array("{".utf8))?.hasPrefix("not JSON: line 1") == true)
        #expect(StrictJSON.problem(in: Array("[1,2,3]".utf8)) == nil)
        #expect(throws: (any Error).self) { try StrictJSON.value(of: Array("[1,2,3]".utf8), maximumValues: 2) }
    }
}
