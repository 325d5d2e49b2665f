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
    /// Each column's width in characters. A row's last cell is never padded, so the last column's cells (a list's
    /// long hints) are not counted.
    private let widths: [Int]

    /// A line break inside a cell (a note can hold one) is shown as a space, so each row stays one line; every other
    /// control character is made inert (`InertText`), so a cell is plain text whatever a name or note holds.
    public init(_ rows: [[String]]) {
        let rows = rows.map { $0.map(Self.oneLine) }
        var widths = Array(repeating: 0, count: rows.map(\.count).max() ?? 0)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count - 1 {
                widths[column] = max(widths[column], cell.count)
            }
        }
        self.rows = rows
        self.widths = widths
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
        rows.indices.map { r in heading(before: r).map { $0 + "\n" + line(r) } ?? line(r) }.joined(separator: "\n")
    }

    /// `rendered` and its line break, handed to `write` as UTF-8: what `dex list` writes.
    public func writeLines(_ write: ([UInt8]) -> Void) {
        write(Array((rendered + "\n").utf8))
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
        rows.indices.map(line)
    }

    /// Row `row` padded to the columns' widths, its trailing spaces dropped, cut to `width`, then each cell styled.
    private func line(_ row: Int) -> String {
        let cells = rows[row].enumerated().map { column, cell in
            column == rows[row].count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
        }
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

    private static func oneLine(_ cell: String) -> String {
        // Only these bytes start a line break or a control character (C1 and NEL are 0xC2 …, U+2028/9 0xE2 …).
        guard cell.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else { return cell }
        return InertText.line(cell.split(whereSeparator: \.isNewline).joined(separator: " "))
    }
}

extension String {
    /// Trailing plain spaces only; a line that ends in an escape sequence is left alone.
    public func trimmingTrailingSpaces() -> String {
        guard last == " " else { return self }
        return String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
