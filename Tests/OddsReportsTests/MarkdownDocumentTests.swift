import Testing
@testable import OddsReports

@Suite("Markdown")
struct MarkdownDocumentTests {
    @Test func blocksAreSeparatedByOneBlankLineAndTheFileEndsWithANewline() {
        var doc = MarkdownDocument()
        doc.heading("Crash")
        doc.paragraph("Nominal RTP is **97 %**.")
        doc.bullets(["one", "two\nlines"])
        doc.heading("Odds", level: 2)
        #expect(doc.text == "# Crash\n\nNominal RTP is **97 %**.\n\n- one\n- two\n  lines\n\n## Odds\n")
    }

    @Test func tablesAlignColumnsAndMarkAlignment() {
        var doc = MarkdownDocument()
        doc.table(
            [.init("Target"), .init("P(win)", alignment: .right), .init("x", alignment: .center)],
            rows: [["2.00x", "0.485", "a"], ["10.00x", "0.097"]])
        #expect(
            doc.text == """
                | Target | P(win) | x   |
                | :----- | -----: | :-: |
                | 2.00x  |  0.485 | a   |
                | 10.00x |  0.097 |     |

                """)
    }

    @Test func pipesInTableCellsAreEscaped() {
        var doc = MarkdownDocument()
        doc.table([.init("name")], rows: [["a|b"], ["c\\|d"], ["e\\\\|f"], ["`x|y`"]])
        let lines = doc.text.split(separator: "\n").map(String.init)
        #expect(lines[2] == "| a\\|b   |")
        #expect(lines[3] == "| c\\|d   |") // already escaped: left alone
        #expect(lines[4] == "| e\\\\\\|f |") // literal backslash, then an escaped pipe
        #expect(lines[5] == "| `x\\|y` |")
        // Every line has exactly two unescaped pipes: the row's edges.
        for line in lines {
            var unescaped = 0, backslashes = 0
            for c in line {
                if c == "|" && backslashes % 2 == 0 { unescaped += 1 }
                backslashes = c == "\\" ? backslashes + 1 : 0
            }
            #expect(unescaped == 2, "\(line)")
        }
    }

    @Test func newlinesInCellsAndHeadingsBecomeSpaces() {
        var doc = MarkdownDocument()
        doc.heading("two\nlines", level: 9)
        doc.table([.init("a")], rows: [["b\r\nc"]])
        #expect(doc.text.hasPrefix("###### two lines\n\n| a   |\n| :-- |\n| b c |"))
    }

    @Test func escapingUserTextShowsItLiterally() {
        #expect(MarkdownDocument.escaped("*Lucky* [7]") == "\\*Lucky\\* \\[7\\]")
        #expect(MarkdownDocument.escaped("<script>") == "\\<script\\>")
        #expect(MarkdownDocument.code("a`b") == "``a`b``")
        #expect(MarkdownDocument.code("a``b") == "```a``b```")
    }

    @Test func codeBlocksUseAFenceLongerThanTheirBackticks() {
        var doc = MarkdownDocument()
        doc.codeBlock("swift test", language: "sh")
        doc.codeBlock("```\nx\n```")
        #expect(doc.text == "```sh\nswift test\n```\n\n````\n```\nx\n```\n````\n")
    }

    @Test func imageLinksEncodeSpacesAndBrackets() {
        var doc = MarkdownDocument()
        doc.image(alt: "RTP by wager", path: "charts/rtp (crash).svg")
        #expect(doc.text == "![RTP by wager](charts/rtp%20%28crash%29.svg)\n")
    }
}
