/// A Markdown file for people, built block by block (GitHub-flavoured: tables, fenced code).
///
/// Blocks are separated by one blank line and the file ends with one newline, so the same calls
/// always give the same bytes. Text passed to `heading`, `paragraph` and `bullets` is Markdown the
/// program wrote; wrap anything from a user's configuration in ``escaped(_:)`` first. Table cells
/// always get `|` escaped, because an unescaped one would split the cell whoever wrote it.
public struct MarkdownDocument: Sendable {
    /// How a table column's cells line up.
    public enum Alignment: Sendable {
        case left, center, right
    }

    /// A table column: its title and alignment (numbers read best right-aligned).
    public struct Column: Sendable {
        public var title: String
        public var alignment: Alignment

        public init(_ title: String, alignment: Alignment = .left) {
            self.title = title
            self.alignment = alignment
        }
    }

    private var blocks: [String] = []

    /// An empty document.
    public init() {}

    /// A heading at `level` 1…6 (clamped); line breaks in `text` become spaces.
    public mutating func heading(_ text: String, level: Int = 1) {
        blocks.append(String(repeating: "#", count: min(6, max(1, level))) + " " + MarkdownDocument.oneLine(text))
    }

    /// A paragraph; line breaks inside `text` stay soft (they render as spaces).
    public mutating func paragraph(_ text: String) {
        blocks.append(text)
    }

    /// A bullet list, one item per element; an item's later lines are indented to stay in it.
    public mutating func bullets(_ items: [String]) {
        guard !items.isEmpty else { return }
        blocks.append(items.map { "- " + MarkdownDocument.lines($0).joined(separator: "\n  ") }.joined(separator: "\n"))
    }

    /// A table. Cells are padded so the raw text lines up too; missing cells are left empty and
    /// extra ones dropped.
    ///
    /// - Complexity: O(total length of the cells).
    public mutating func table(_ columns: [Column], rows: [[String]]) {
        guard !columns.isEmpty else { return }
        let header = columns.map { MarkdownDocument.tableCell($0.title) }
        let body = rows.map { row in
            columns.indices.map { i in i < row.count ? MarkdownDocument.tableCell(row[i]) : "" }
        }
        // Width at least 3 so the delimiter row (`---`, `:-:`) is valid.
        let widths = columns.indices.map { i in
            max(3, ([header[i]] + body.map { $0[i] }).map(\.count).max() ?? 0)
        }
        func line(_ cells: [String]) -> String {
            "| "
                + columns.indices.map { i in
                    let pad = String(repeating: " ", count: widths[i] - cells[i].count)
                    return columns[i].alignment == .right ? pad + cells[i] : cells[i] + pad
                }.joined(separator: " | ") + " |"
        }
        let delimiter =
            "| "
            + columns.indices.map { i -> String in
                let dashes = widths[i]
                switch columns[i].alignment {
                case .left: return ":" + String(repeating: "-", count: dashes - 1)
                case .center: return ":" + String(repeating: "-", count: dashes - 2) + ":"
                case .right: return String(repeating: "-", count: dashes - 1) + ":"
                }
            }.joined(separator: " | ") + " |"
        blocks.append(([line(header), delimiter] + body.map(line)).joined(separator: "\n"))
    }

    /// A fenced code block; the fence is longer than any run of backticks in `code`.
    public mutating func codeBlock(_ code: String, language: String = "") {
        var longestRun = 0, run = 0
        for c in code {
            run = c == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        blocks.append(
            fence + MarkdownDocument.oneLine(language) + "\n" + MarkdownDocument.lines(code).joined(separator: "\n")
                + "\n" + fence)
    }

    /// An image on its own line, e.g. a chart: `![alt](charts/rtp-crash.svg)`.
    ///
    /// `path` is relative to the Markdown file, with `/` between folders; spaces and brackets in
    /// it are percent-encoded so the link survives.
    public mutating func image(alt: String, path: String) {
        blocks.append(
            "![" + MarkdownDocument.escaped(MarkdownDocument.oneLine(alt)) + "](" + MarkdownDocument.linkTarget(path)
                + ")")
    }

    /// Markdown already written elsewhere (such as another document's `text`), added as one
    /// block; its trailing line breaks are dropped, since blocks are joined by a blank line.
    public mutating func raw(_ markdown: String) {
        var block = Substring(markdown)
        while block.last == "\n" { block = block.dropLast() }
        blocks.append(String(block))
    }

    /// The file's text.
    public var text: String {
        blocks.joined(separator: "\n\n") + "\n"
    }

    /// The file's bytes (UTF-8).
    public var bytes: [UInt8] { Array(text.utf8) }

    /// `text` with every Markdown punctuation character backslash-escaped, so a name from a user's
    /// configuration shows literally (`*bold*` stays asterisks, `<script>` stays text). `|` is left
    /// to ``table(_:rows:)``, which escapes it in cells.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in oneLine(text).unicodeScalars {
            if markdownPunctuation.contains(scalar) { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// Inline code: `` `x` ``, with a longer backtick run around text that has backticks.
    public static func code(_ text: String) -> String {
        let body = oneLine(text)
        var longestRun = 0, run = 0
        for c in body {
            run = c == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let ticks = String(repeating: "`", count: longestRun + 1)
        let pad = body.hasPrefix("`") || body.hasSuffix("`") ? " " : ""
        return ticks + pad + body + pad + ticks
    }

    private static let markdownPunctuation: Set<Unicode.Scalar> = [
        "\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "(", ")", "#", "+", "-", ".", "!", "~", "&"
    ]

    private static func lines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.map(String.init)
    }

    private static func oneLine(_ text: String) -> String {
        lines(text).joined(separator: " ")
    }

    private static func tableCell(_ text: String) -> String {
        // A pipe after an odd number of backslashes is already escaped; after an even number
        // (`\\|` is a literal backslash, then a pipe) it still splits the row, so it gets one more.
        var out = ""
        var backslashes = 0
        for scalar in oneLine(text).unicodeScalars {
            if scalar == "|" && backslashes % 2 == 0 { out += "\\" }
            backslashes = scalar == "\\" ? backslashes + 1 : 0
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    private static func linkTarget(_ path: String) -> String {
        var out = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case " ": out += "%20"
            case "(": out += "%28"
            case ")": out += "%29"
            case "<": out += "%3C"
            case ">": out += "%3E"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
