import CasinoCore
@testable import OddsLab
import Testing
@testable import OddsReports

@Suite("CSV")
struct CSVTableTests {
    @Test func recordsEndWithCRLFAndPlainFieldsAreUnquoted() {
        var table = CSVTable(header: ["game", "wager_minutes", "rtp_percent"])
        table.append(["crash", .integer(10), .decimal(0.97, places: 4)])
        #expect(table.text == "game,wager_minutes,rtp_percent\r\ncrash,10,0.9700\r\n")
    }

    @Test func fieldsWithCommaQuoteCROrLFAreQuotedWithQuotesDoubled() {
        #expect(CSVTable.quoted("a,b") == "\"a,b\"")
        #expect(CSVTable.quoted("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVTable.quoted("two\nlines") == "\"two\nlines\"")
        #expect(CSVTable.quoted("cr\rhere") == "\"cr\rhere\"")
        #expect(CSVTable.quoted("crlf\r\nhere") == "\"crlf\r\nhere\"")
        #expect(CSVTable.quoted("plain text; ok") == "plain text; ok")
        #expect(CSVTable.quoted("") == "")
    }

    @Test func headerNamesAreQuotedByTheSameRules() {
        let table = CSVTable(header: ["a,b", "c"])
        #expect(table.text == "\"a,b\",c\r\n")
    }

    @Test func untrustedTextStartingAFormulaIsNeutralised() {
        for start in ["=", "+", "-", "@", "\t", "\r"] {
            #expect(CSVCell.untrusted(start + "HYPERLINK(\"x\")").text == "'" + start + "HYPERLINK(\"x\")")
        }
        #expect(CSVCell.untrusted("Lucky 7s").text == "Lucky 7s")
        #expect(CSVCell.untrusted("a=b").text == "a=b")
        #expect(CSVCell.untrusted("").text == "")
        var table = CSVTable(header: ["name"])
        table.append([.untrusted("=1+2,3")])
        #expect(table.text == "name\r\n\"'=1+2,3\"\r\n")
    }

    /// Some spreadsheets trim a leading line break or space, or fold fullwidth signs to ASCII, and
    /// then run the formula that follows.
    @Test func untrustedTextStartingWithALineBreakSpaceOrFullwidthSignIsNeutralised() {
        for start in ["\n", " ", "\u{FF1D}", "\u{FF0B}", "\u{FF0D}", "\u{FF20}"] {
            #expect(
                CSVCell.untrusted(start + "1+2").text == "'" + start + "1+2", "\(start.unicodeScalars.map(\.value))")
        }
    }

    @Test func numbersAreNeverNeutralised() {
        #expect(CSVCell.integer(-10).text == "-10")
        #expect(CSVCell.decimal(-0.25, places: 2).text == "-0.25")
        #expect(CSVCell.decimal(-1234.5, significantDigits: 3).text == "-1230")
        #expect(CSVCell.text("-3 min").text == "-3 min") // program-written text is trusted
    }

    @Test func percentCellsMoveThePointAndCarryNoSign() {
        #expect(CSVCell.percent(0.485, places: 1).text == "48.5")
        #expect(CSVCell.percent(ExactFraction(97, 101), places: 3).text == "96.040")
        #expect(CSVCell.percent(.nan, places: 1) == .empty)
    }

    @Test func nonFiniteDecimalsAreEmptyCells() {
        #expect(CSVCell.decimal(.nan, places: 2) == .empty)
        #expect(CSVCell.decimal(.infinity, significantDigits: 2) == .empty)
    }

    @Test func anEmptyOneColumnRecordIsNotABlankLine() {
        var table = CSVTable(header: ["note"])
        table.append([.empty])
        table.append(["x"])
        #expect(table.text == "note\r\n\"\"\r\nx\r\n")
    }

    @Test func sameTableGivesSameBytes() {
        func make() -> [UInt8] {
            var t = CSVTable(header: ["x", "p"])
            for i in 0..<50 { t.append([.integer(i), .decimal(1.0 / Double(i + 1), significantDigits: 6)]) }
            return t.bytes
        }
        #expect(make() == make())
    }
}
