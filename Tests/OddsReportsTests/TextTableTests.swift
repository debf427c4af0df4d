import OddsReports
import Testing

/// The one column aligner every terminal table goes through (analyze, simulate, check, tune,
/// sweep): a change here changes every command's bytes, so its rules are pinned case by case.
@Suite("Text tables")
struct TextTableTests {
    @Test func columnsAreAsWideAsTheirWidestCellTwoSpacesApart() {
        let lines = TextTable.lines([["a", "bb", "c"], ["ddd", "e", "ff"]])
        #expect(lines == ["a    bb  c", "ddd  e   ff"])
    }

    @Test func rightAlignedColumnsPadOnTheLeftAndNoLineEndsInASpace() {
        let lines = TextTable.lines([["x", "1", ""], ["long", "100", "y"]], rightAligned: [1], indent: "  ")
        #expect(lines == ["  x       1", "  long  100  y"])
    }

    @Test func raggedRowsAndCharactersNotBytesSetTheWidth() {
        // "χ²" is two characters (four UTF-8 bytes): the width counts what a terminal shows.
        let lines = TextTable.lines([["χ²", "p"], ["abc"]])
        #expect(lines == ["χ²   p", "abc"])
    }

    @Test func alignedTakesAFlagPerColumnAndEndsEveryLine() {
        let text = TextTable.aligned([["n", "v"], ["10", "2"]], rightAligned: [true], indent: "")
        #expect(text == " n  v\n10  2\n")
    }

    @Test(arguments: [
        (0, "0"), (999, "999"), (1000, "1,000"), (16_777_216, "16,777,216"), (-1_234_567, "-1,234,567")
    ])
    func groupedSeparatesThousands(value: Int, expected: String) {
        #expect(TextTable.grouped(value) == expected)
    }
}
