import DexKit

/// Left-aligned columns separated by two spaces, trailing blanks trimmed; one line per row.
struct Table {
    let rows: [[String]]

    /// A line break inside a cell (a note can hold one) is shown as a space, so each row stays one line; every
    /// other control character is made inert (`InertText`), so a cell is plain text whatever a name or note holds.
    init(_ rows: [[String]]) {
        self.rows = rows.map { row in
            row.map { InertText.line($0.split(whereSeparator: \.isNewline).joined(separator: " ")) }
        }
    }

    var rendered: String {
        let widths = rows.reduce(into: [Int]()) { widths, row in
            for (i, cell) in row.enumerated() {
                if i >= widths.count { widths.append(0) }
                widths[i] = max(widths[i], cell.count)
            }
        }
        return rows.map { row in
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
            }
            .joined(separator: "  ")
            .trimmingTrailingSpaces()
        }
        .joined(separator: "\n")
    }
}

extension String {
    /// Trailing plain spaces only; a line that ends in an escape sequence is left alone.
    func trimmingTrailingSpaces() -> String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
