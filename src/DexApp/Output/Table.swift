import DexModel
import DexSystem

/// Left-aligned columns separated by two spaces, trailing blanks trimmed; one line per row.
public struct Table {
    public let rows: [[String]]
    /// Colours a cell: given its row, its column and its text (or the part of it that fits), returns the text to
    /// print. Widths are worked out on the plain text, so colour never shifts a column.
    public var style: (_ row: Int, _ column: Int, _ text: String) -> String = { $2 } { didSet { isStyled = true } }
    /// Whether `style` was set: an unstyled cell is copied as it is, without trimming it for `style`.
    private var isStyled = false
    /// When set, a line longer than this many characters is cut to it, ending in `…`.
    public var width: Int?
    /// Lines before some rows, by row (nil: none; empty: none at all): where a section of `dex list` starts ("Isle of
    /// Armor Pokédex"). They take no part in the columns' widths; a heading after the first row has an empty line
    /// before it.
    public var headings: [String?] = []
    /// Colours a heading's text (or the part of it that fits).
    public var headingStyle: (String) -> String = { $0 }

    /// Each cell's character count and each column's width, found as `init` looks at the cells.
    private let layout: Layout

    /// A line break inside a cell (a note can hold one) is shown as a space, so each row stays one line; every
    /// other control character is made inert (`InertText`), so a cell is plain text whatever a name or note holds.
    /// Cells are replaced in place, only where needed: copying every row cost a table of a thousand rows more than
    /// looking at its cells.
    ///
    /// Each cell is looked at once, for both its characters and its width: a cell of printable ASCII (most are) has
    /// neither a line break nor a control character, and as many characters as bytes.
    ///
    /// `known` tells what the maker knows of the first columns' cells, which are then not looked at (`list`'s
    /// numbers and marks: a third of its cells).
    public init(_ rows: [[String]], known: [KnownCells] = []) {
        var rows = rows
        var layout = Layout(columnCount: rows.reduce(0) { max($0, $1.count) }, rowCount: rows.count)
        for r in rows.indices {
            for c in rows[r].indices {
                if c < known.count, c < layout.widths.count - 1 {
                    switch known[c] {
                    case .printableASCII:
                        layout.set(rows[r][c].utf8.count, row: r, column: c)
                        continue
                    case .oneCharacter:
                        layout.set(1, row: r, column: c)
                        continue
                    case .unknown: break
                    }
                }
                let scan = Self.scan(rows[r][c])
                if scan == .lineBreakOrControl { rows[r][c] = Self.madeOneLine(rows[r][c]) }
                // A row's last cell is never padded, and a cell of the last column is the last of its row: such
                // cells (a list's long hints) are not counted.
                guard c < layout.widths.count - 1 else { continue }
                let count = scan == .printableASCII ? rows[r][c].utf8.count : Self.characterCount(rows[r][c])
                layout.set(count, row: r, column: c)
            }
        }
        self.rows = rows
        self.layout = layout
    }

    /// What a table's maker knows of the cells of a column, for every row.
    public enum KnownCells: Sendable {
        /// Nothing: each cell is looked at.
        case unknown
        /// Only printable ASCII (a number such as `#025`): as many characters as bytes.
        case printableASCII
        /// One printable character (a mark such as ✓).
        case oneCharacter
    }

    private static func oneLine(_ cell: String) -> String {
        scan(cell) == .lineBreakOrControl ? madeOneLine(cell) : cell
    }

    private static func madeOneLine(_ cell: String) -> String {
        InertText.line(cell.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    /// What a look at a cell's bytes finds.
    private enum Scan {
        /// Only printable ASCII: one character per byte.
        case printableASCII
        /// Neither a line break nor a control character, but more than printable ASCII.
        case plain
        /// A line break (LF, VT, FF, CR; NEL is 0xC2 0x85, U+2028/U+2029 are 0xE2 0x80 0xA8/0xA9) or a control
        /// character (C0, DEL, C1 0xC2 0x80–0x9F).
        case lineBreakOrControl
    }

    /// One pass over `text`'s bytes, skipping runs of printable ASCII eight bytes at a time: most cells hold nothing
    /// else, and walking their characters to find out cost more than the rest of the table. The bytes of other
    /// characters are stepped over one by one (a mark such as ✓ is three).
    private static func scan(_ text: String) -> Scan {
        PrintableASCII.inBytes(of: text, scan)
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        var i = PrintableASCII.end(of: bytes, from: 0)
        guard i < bytes.count else { return .printableASCII }
        while i < bytes.count {
            let byte = bytes[i]
            if byte < 0x80 {
                if byte < 0x20 || byte == 0x7F { return .lineBreakOrControl }
                i = PrintableASCII.end(of: bytes, from: i)
                continue
            }
            if byte == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) { return .lineBreakOrControl }
            if byte == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
                return .lineBreakOrControl
            }
            i += 1
        }
        return .plain
    }

    /// For a table printed on stdout: coloured by `style` when colour is on, cut to the terminal's width when
    /// stdout is a terminal (a pipe gets every character).
    public init(
        _ rows: [[String]], known: [KnownCells] = [], style: Style,
        cellStyle: @escaping (Style, _ row: Int, _ column: Int, _ text: String) -> String
    ) {
        self.init(rows, known: known)
        if style.enabled { self.style = { cellStyle(style, $0, $1, $2) } }
        width = Terminal.cutWidth()
    }

    public var rendered: String {
        guard width == nil else { return cutLines() }
        return String(decoding: renderedLine.dropLast(), as: UTF8.self)
    }

    /// `rendered` and a line break, as UTF-8, whole: the parts `writeLines` hands out, joined.
    public var renderedLine: [UInt8] {
        var out: [UInt8] = []
        writeLines { out.append(contentsOf: $0) }
        return out
    }

    /// How many bytes of lines `writeLines` gathers before handing them on.
    package static let chunkSize = 32 * 1024

    /// `rendered` and a line break, as UTF-8, handed to `write` in parts of about `chunkSize` bytes, each ending with
    /// a whole line: what `dex list` writes. A table on a pipe is not made into a string (checking and copying the
    /// bytes of a table of a thousand lines cost it a tenth of its run), nor gathered whole: one buffer reused for
    /// each part touches fewer fresh pages than one the size of the table.
    public func writeLines(_ write: ([UInt8]) -> Void) {
        guard width == nil else { return write(Array((cutLines() + "\n").utf8)) }
        var out = TableLineBuffer(capacity: Self.chunkSize + 1024)
        for r in rows.indices {
            if let heading = heading(before: r) {
                out.append(heading)
                out.append(UInt8(ascii: "\n"))
            }
            appendUncutLine(r, to: &out)
            out.append(UInt8(ascii: "\n"))
            if out.count >= Self.chunkSize {
                write(out.bytes)
                out.removeAll()
            }
        }
        if rows.isEmpty { out.append(UInt8(ascii: "\n")) }
        if out.count > 0 { write(out.bytes) }
    }

    private func cutLines() -> String {
        rows.indices.map { r in heading(before: r).map { $0 + "\n" + cutLine(r) } ?? cutLine(r) }
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
        rows.indices.map(cutLine)
    }

    /// Each cell's character count, row after row in one array (an array per row cost a list more than counting),
    /// and each column's width.
    private struct Layout {
        var counts: [Int]
        var widths: [Int]

        init(columnCount: Int, rowCount: Int) {
            counts = Array(repeating: 0, count: columnCount * rowCount)
            widths = Array(repeating: 0, count: columnCount)
        }

        mutating func set(_ count: Int, row: Int, column: Int) {
            counts[row * widths.count + column] = count
            widths[column] = max(widths[column], count)
        }

        /// The spaces after cell `column` of row `row` that bring it to its column's width.
        func padding(_ row: Int, _ column: Int) -> Int { widths[column] - counts[row * widths.count + column] }
    }

    /// Row `r` padded to the columns' widths, then cut and styled by `line`.
    private func cutLine(_ r: Int) -> String {
        let row = rows[r]
        let cells = row.enumerated().map { i, cell in
            i == row.count - 1 ? cell : cell + String(repeating: " ", count: layout.padding(r, i))
        }
        return line(r, cells)
    }

    /// The characters of a cell that is more than printable ASCII: one Unicode scalar (a list's marks, · ✓ ★) is one
    /// character, counted without walking grapheme clusters.
    private static func characterCount(_ text: String) -> Int {
        PrintableASCII.inBytes(of: text, isOneScalar) ? 1 : text.count
    }

    /// Whether valid UTF-8 `bytes` are one scalar: a lead byte whose sequence is as long as they are.
    private static func isOneScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let lead = bytes.first else { return false }
        switch bytes.count {
        case 1: return lead < 0x80
        case 2: return lead & 0xE0 == 0xC0
        case 3: return lead & 0xF0 == 0xE0
        case 4: return lead & 0xF8 == 0xF0
        default: return false
        }
    }

    /// `line` where nothing is cut, appended as UTF-8: each cell styled, its trailing spaces and padding (but the
    /// last cell's) left plain, the line's trailing spaces dropped, without counting characters or making a string
    /// per line.
    private func appendUncutLine(_ row: Int, to out: inout TableLineBuffer) {
        let start = out.count
        if isStyled { appendStyledCells(row, to: &out) } else { appendCells(row, to: &out) }
        out.dropTrailingSpaces(keeping: start)
    }

    /// Unstyled, the visible text and its trailing spaces are the cell as it is: copied whole, in a loop of its own
    /// without the styled path's trimming.
    private func appendCells(_ row: Int, to out: inout TableLineBuffer) {
        let cells = rows[row]
        for column in cells.indices {
            out.append(cells[column])
            out.appendSpaces(spaces(after: column, of: cells.count, row))
        }
    }

    private func appendStyledCells(_ row: Int, to out: inout TableLineBuffer) {
        let cells = rows[row]
        for column in cells.indices {
            let visible = cells[column].trimmingTrailingSpaces()
            if !visible.isEmpty { out.append(style(row, column, visible)) }
            out.appendSpaces(cells[column].utf8.count - visible.utf8.count + spaces(after: column, of: cells.count, row))
        }
    }

    /// The spaces after cell `column` of a row of `count` cells: its padding and the two before the next; none after
    /// the last.
    private func spaces(after column: Int, of count: Int, _ row: Int) -> Int {
        column == count - 1 ? 0 : layout.padding(row, column) + 2
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
        let endsInSpace =
            utf8.withContiguousStorageIfAvailable { $0.last == UInt8(ascii: " ") } ?? (utf8.last == UInt8(ascii: " "))
        guard endsInSpace else { return self }
        return String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
