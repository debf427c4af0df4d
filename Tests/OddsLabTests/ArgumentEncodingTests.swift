@testable import OddsLab
import Testing

/// `ArgumentEncoding`: an argument that is not UTF-8 is refused and shown byte by byte, never repaired.
@Suite struct ArgumentEncodingTests {
    @Test func validArgumentsPass() throws {
        try ArgumentEncoding.refuseInvalidUTF8([Array("simulate".utf8), Array("out-é.json".utf8), []])
    }

    @Test func anInvalidByteIsShownAsHexAndTheArgumentIsNamedByPosition() {
        let bad: [UInt8] = Array("out".utf8) + [0xFE] + Array(".json".utf8)
        let line = refusal { try ArgumentEncoding.refuseInvalidUTF8([Array("simulate".utf8), bad]) }
        #expect(line?.hasPrefix(#"argument 2 ('out\xFE.json') is not valid UTF-8"#) == true)
        #expect(line?.contains("\u{FFFD}") == false)
    }

    @Test func renderingMarksControlsAndClipsAtTheLimit() {
        let (text, valid) = ArgumentEncoding.rendering(Array("a\u{7}b".utf8))
        #expect(text == "a?b")
        #expect(valid)
        let long = ArgumentEncoding.rendering(Array(repeating: UInt8(ascii: "x"), count: 10), limit: 4)
        #expect(long.text == "xxxx…")
        let truncated = ArgumentEncoding.rendering([0xE2, 0x82]) // the first two bytes of "€"
        #expect(!truncated.valid)
        #expect(truncated.text.hasPrefix(#"\xE2"#))
    }
}
