import DexModel
import DexSystem

/// Left-aligned columns separated by two spaces, trailing blanks trimmed; one line per row.
public struct Table {
    public let rows: [[String]]
    /// Colours a cell: given its row, its column and its text (or the part of it that fits), returns the text to
    /// print. Widths are worked out on the plain text, so colour never shifts a column.
    public var style: (_ row: Int, _ column: Int, _ text: String) -> String = { $2 }
    /// When set, a line longer than this many characters is cut to it, ending in `…`.
    public var width: Int?
    /// Lines before some rows, by row (nil: none; empty: none at all): where a section of `dex list` starts ("Isle of
    /// Armor Pokédex"). They take no part in the columns' widths; a heading after the first row has an empty line
    /// before it.
    public var headings: [String?] = []
    /// Colours a heading's text (or the part of it that fits).
    public var headingStyle: (String) -> String = { $0 }

    /// A line break inside a cell (a note can hold one) is shown as a space, so each row stays one line; every
    /// other control character is made inert (`InertText`), so a cell is plain text whatever a name or note holds.
    public init(_ rows: [[String]]) {
        self.rows = rows.map { row in row.map(Self.oneLine) }
    }

    private static func oneLine(_ cell: String) -> String {
        guard hasLineBreakOrControl(cell) else { return cell }
        return InertText.line(cell.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    /// Whether `text` holds a line break (LF, VT, FF, CR; NEL is 0xC2 0x85, U+2028/U+2029 are 0xE2 0x80 0xA8/0xA9) or
    /// a control character (C0, DEL, C1 0xC2 0x80–0x9F), in one pass over its bytes: most cells hold neither, and
    /// walking their characters to find out cost more than the rest of the table.
    private static func hasLineBreakOrControl(_ text: String) -> Bool {
        var last: UInt8 = 0, beforeLast: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F || (last == 0xC2 && byte <= 0x9F && byte >= 0x80)
                || (beforeLast == 0xE2 && last == 0x80 && (byte == 0xA8 || byte == 0xA9))
            {
                return true
            }
            (beforeLast, last) = (last, byte)
        }
        return false
    }

    /// For a table printed on stdout: coloured by `style` when colour is on, cut to the terminal's width when
    /// stdout is a terminal (a pipe gets every character).
    public init(
        _ rows: [[String]], style: Style, cellStyle: @escaping (Style, _ row: Int, _ column: Int, _ text: String) -> String
    ) {
        self.init(rows)
        if style.enabled { self.style = { cellStyle(style, $0, $1, $2) } }
        width = Terminal.cutWidth()
    }

    public var rendered: String {
        guard !headings.isEmpty else { return rowLines.joined(separator: "\n") }
        return rowLines.enumerated().map { row, line in
            heading(before: row).map { $0 + "\n" + line } ?? line
        }
        .joined(separator: "\n")
    }

    /// The heading's lines before `row` (its empty line and its text), cut to `width`; nil where it has none.
    public func heading(before row: Int) -> String? {
        guard row < headings.count, let text = headings[row].map(Self.oneLine) else { return nil }
        var shown = text
        if let width, text.count > width { shown = String(text.prefix(max(0, width - 1))) + "…" }
        return (row > 0 ? "\n" : "") + headingStyle(shown)
    }

    /// One line per row, without the headings.
    public var rowLines: [String] {
        let counts = rows.map { $0.map(Self.characterCount) }
        let widths = counts.reduce(into: [Int]()) { widths, row in
            for (i, count) in row.enumerated() {
                if i >= widths.count { widths.append(0) }
                widths[i] = max(widths[i], count)
            }
        }
        return rows.enumerated().map { r, row in
            guard width != nil else { return uncutLine(r, padding: row.indices.map { widths[$0] - counts[r][$0] }) }
            let cells = row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - counts[r][i])
            }
            return line(r, cells)
        }
    }

    /// Printable ASCII has one character per byte: counted without walking grapheme clusters.
    private static func characterCount(_ text: String) -> Int {
        text.utf8.allSatisfy { (0x20..<0x7F).contains($0) } ? text.utf8.count : text.count
    }

    /// `line` where nothing is cut: each cell styled, its trailing spaces and `padding` (but the last cell's) left
    /// plain, the line's trailing spaces dropped, without counting characters.
    private func uncutLine(_ row: Int, padding: [Int]) -> String {
        var out = ""
        let cells = rows[row]
        for (column, cell) in cells.enumerated() {
            if column > 0 { out += "  " }
            let visible = cell.trimmingTrailingSpaces()
            if !visible.isEmpty { out += style(row, column, visible) }
            let spaces = cell.utf8.count - visible.utf8.count + (column == cells.count - 1 ? 0 : padding[column])
            if spaces > 0 { out += String(repeating: " ", count: spaces) }
        }
        return out.trimmingTrailingSpaces()
    }

    /// One row's line: its trailing spaces dropped, cut to `width`, then each cell styled.
    private func line(_ row: Int, _ cells: [String]) -> String {
        let plain = cells.joined(separator: "  ").trimmingTrailingSpaces()
        var budget = plain.count
        var ellipsis = ""
        if let width, budget > width {
            budget = max(0, width - 1)
            ellipsis = "…"
        }
        var out = ""
        for (column, cell) in cells.enumerated() where budget > 0 {
            if column > 0 {
                out += String("  ".prefix(budget))
                budget -= min(2, budget)
            }
            let part = String(cell.prefix(budget))
            budget -= part.count
            let visible = part.trimmingTrailingSpaces()
            out +=
                (visible.isEmpty ? "" : style(row, column, visible)) + String(repeating: " ", count: part.count - visible.count)
        }
        return out + ellipsis
    }
}

extension String {
    /// Trailing plain spaces only; a line that ends in an escape sequence is left alone.
    public func trimmingTrailingSpaces() -> String {
        guard utf8.last == UInt8(ascii: " ") else { return self }
        return String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
