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
    /// Each cell's character count, by row, but for the last column's.
    private let counts: [[Int]]
    /// Runs of spaces, by length, for padding.
    private let blanks: [String]

    /// A line break inside a cell (a note can hold one) is shown as a space, so each row stays one line; every other
    /// control character is made inert (`InertText`), so a cell is plain text whatever a name or note holds.
    public init(_ rows: [[String]]) {
        let rows = rows.map { $0.map(Self.oneLine) }
        let columnCount = rows.map { $0.count }.max() ?? 0
        let counts = rows.map { $0.prefix(max(0, columnCount - 1)).map(Self.characterCount) }
        var widths = Array(repeating: 0, count: columnCount)
        for row in counts {
            for (column, count) in row.enumerated() { widths[column] = max(widths[column], count) }
        }
        self.rows = rows
        self.counts = counts
        self.widths = widths
        blanks = (0...(widths.max() ?? 0) + 2).map { String(repeating: " ", count: $0) }
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
        var text = ""
        for row in rows.indices {
            if row > 0 { text += "\n" }
            if let heading = heading(before: row) { text += heading + "\n" }
            text += line(row)
        }
        return text
    }

    /// The heading's lines before `row` (its empty line and its text), cut to `width`; nil where it has none.
    public func heading(before row: Int) -> String? {
        guard row < headings.count, let text = headings[row].map(Self.oneLine) else { return nil }
        var shown = text
        if let width, text.count > width { shown = String(text.prefix(max(0, width - 1))) + "…" }
        return (row > 0 ? "\n" : "") + headingStyle(shown)
    }

    /// One line per row, without the headings.
    /// The columns a line takes before its last cell (a list's hint): what no cut to `width` may take from it.
    public var leadingWidth: Int {
        widths.dropLast().reduce(0) { $0 + $1 + 2 }
    }

    public var rowLines: [String] {
        rows.indices.map(line)
    }

    /// Row `row`: each cell styled and padded to its column's width with plain spaces, two between columns, the
    /// line's trailing spaces dropped; cut to `width` when it is longer.
    private func line(_ row: Int) -> String {
        let cells = rows[row]
        // At most this long: a last cell has at most as many characters as bytes.
        let length = cells.indices.reduce(0) { $0 + ($1 < cells.count - 1 ? widths[$1] + 2 : cells[$1].utf8.count) }
        if let width, length > width { return cutLine(row, width: width) }
        return uncutLine(row)
    }

    private func uncutLine(_ row: Int) -> String {
        let cells = rows[row]
        var out = ""
        var spaces = 0
        for (column, cell) in cells.enumerated() {
            let visible = cell.trimmingTrailingSpaces()
            if !visible.isEmpty {
                out += blank(spaces)
                out += style(row, column, visible)
                spaces = 0
            }
            spaces += cell.utf8.count - visible.utf8.count
            if column < cells.count - 1 { spaces += widths[column] - counts[row][column] + 2 }
        }
        return out
    }

    /// A line longer than `width`, cut to it and ending in `…`.
    private func cutLine(_ row: Int, width: Int) -> String {
        let cells = rows[row].enumerated().map { column, cell in
            column == rows[row].count - 1 ? cell : cell + blank(widths[column] - counts[row][column])
        }
        let plain = cells.joined(separator: "  ").trimmingTrailingSpaces()
        guard plain.count > width else { return uncutLine(row) }
        var budget = max(0, width - 1)
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
        return out + "…"
    }

    private func blank(_ count: Int) -> String {
        count < blanks.count ? blanks[count] : String(repeating: " ", count: count)
    }

    /// A cell's characters: as many as its bytes when they are all ASCII.
    private static func characterCount(_ cell: String) -> Int {
        cell.utf8.allSatisfy { $0 < 0x80 } ? cell.utf8.count : cell.count
    }

    private static func oneLine(_ cell: String) -> String {
        // Most cells are printable ASCII, which a plain look at their bytes finds quicker than one at their scalars.
        let isPrintableASCII = cell.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { (0x20..<0x7F).contains($0) } }
        guard isPrintableASCII != true, cell.unicodeScalars.contains(where: isLineBreakOrControl) else { return cell }
        return InertText.line(cell.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    /// C0 (LF, VT, FF and CR among them), DEL, C1 (NEL among them), and the line and paragraph separators.
    private static func isLineBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}

extension String {
    /// Trailing plain spaces only; a line that ends in an escape sequence is left alone.
    public func trimmingTrailingSpaces() -> String {
        guard utf8.last == UInt8(ascii: " ") else { return self }
        return String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
