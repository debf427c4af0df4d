import OddsReports
import Testing

@testable import OddsLab

/// `JSONTreeEncoder`, the mirror of `JSONTreeDecoder`: what a schema type encodes, the decoder
/// reads back equal.
@Suite("The tree encoder")
struct JSONTreeEncoderTests {
    struct Sample: Codable, Equatable {
        var name: String
        var big: Int128
        var seed: UInt64
        var ratio: Double?
        var missing: Int?
        var literal: JSONNumber
        var nested: [[Int]]
        var members: OrderedMembers<Bool>
    }

    static let sample = Sample(
        name: "x/y", big: .min, seed: .max, ratio: 0.97, missing: nil, literal: JSONNumber("0.970000"),
        nested: [[1, 2], []], members: OrderedMembers([("z", true), ("a", false)]))

    @Test func membersKeepTheirOrderAndNumbersTheirDigits() {
        let tree = JSONTreeEncoder.encode(Self.sample)
        #expect(
            tree.jsonText()
                == """
                {
                  "name": "x/y",
                  "big": -170141183460469231731687303715884105728,
                  "seed": 18446744073709551615,
                  "ratio": 0.97,
                  "missing": null,
                  "literal": 0.970000,
                  "nested": [[1, 2], []],
                  "members": {"z": true, "a": false}
                }
                """)
    }

    @Test func whatTheEncoderWritesTheDecoderReadsBackEqual() throws {
        let tree = JSONTreeEncoder.encode(Self.sample)
        #expect(try JSONTreeDecoder.decode(Sample.self, from: tree) == Self.sample)
        let reparsed = try JSONTreeDecoder.decode(Sample.self, from: Array(tree.jsonText().utf8))
        #expect(reparsed == Self.sample)
    }

    @Test func aNilMemberIsLeftOutWhenAskedAndANonFiniteDoubleIsNull() {
        struct Holder: Encodable {
            var a: Int?
            var b = Double.nan
            var c: Float = 0.5
        }
        #expect(
            JSONTreeEncoder.encode(Holder(), nilMembers: .omitted)
                == .object(pairs: [("b", .null), ("c", .number("0.5"))]))
        #expect(JSONTreeEncoder.encode(Holder()) == .object(pairs: [("a", .null), ("b", .null), ("c", .number("0.5"))]))
    }
}
