@testable import OddsLab
import Testing

/// Editing a JSON tree: a value set at a path replaces only that member, creating objects on the way.
@Suite struct JSONValueEditingTests {
    @Test func settingAPathReplacesOnlyThatMember() throws {
        let tree = try JSONReader.parse(#"{"crash":{"returnPPM":970000,"targets":["2.00"]},"returnFloor":"0.95"}"#)
        let edited = tree.setting(.number("960000"), at: ["crash", "returnPPM"])
        #expect(edited["crash"]?["returnPPM"] == .number("960000"))
        #expect(edited["crash"]?["targets"] == tree["crash"]?["targets"])
        #expect(edited["returnFloor"] == .string("0.95"))
    }

    @Test func missingObjectsOnThePathAreCreated() {
        let edited = JSONValue.object(pairs: []).setting(.bool(true), at: ["a", "b", "c"])
        #expect(edited["a"]?["b"]?["c"] == .bool(true))
        #expect(edited["z"] == nil)
        #expect(JSONValue.null["a"] == nil)
    }

    @Test func theLastOfRepeatedKeysIsTheOneReadAndEdited() {
        let tree = JSONValue.object(pairs: [("k", .number("1")), ("k", .number("2"))])
        #expect(tree["k"] == .number("2"))
        let edited = tree.setting(.number("3"), at: ["k"])
        guard case .object(let members) = edited else { Issue.record("not an object"); return }
        #expect(members.map(\.value) == [.number("1"), .number("3")])
    }
}
