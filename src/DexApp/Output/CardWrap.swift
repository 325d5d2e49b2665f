/// `dex show`'s card fitted to a terminal: a line longer than the width breaks at the last space that fits (a word
/// longer than the width, at the width), each further piece of a "Label:    value" line under the value. A line with
/// colour in it (the name, "Caught: yes") is short and left whole.
public enum CardWrap {
    /// Where a labelled line's value starts: "Notes:    ".
    static let valueColumn = 10

    public static func lines(_ card: [String], width: Int) -> [String] {
        card.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.flatMap { line in
            wrap(String(line), width: width)
        }
    }

    private static func wrap(_ line: String, width: Int) -> [String] {
        guard line.count > width, !line.contains("\u{1B}"), width > valueColumn + 10 else { return [line] }
        let labelled = line.prefix(valueColumn).last == " " && line.prefix(valueColumn).contains(":")
        let indent = String(repeating: " ", count: labelled ? valueColumn : 0)
        var pieces: [String] = []
        var rest = Substring(line)
        while !rest.isEmpty {
            let room = pieces.isEmpty ? width : width - indent.count
            if rest.count <= room {
                pieces.append((pieces.isEmpty ? "" : indent) + rest)
                break
            }
            let limit = rest.index(rest.startIndex, offsetBy: room)
            let start = pieces.isEmpty && labelled ? rest.index(rest.startIndex, offsetBy: valueColumn) : rest.startIndex
            let cut = rest[start..<limit].lastIndex(of: " ").flatMap { $0 > start ? $0 : nil } ?? limit
            pieces.append((pieces.isEmpty ? "" : indent) + rest[..<cut])
            rest = rest[cut...].drop { $0 == " " }
        }
        return pieces
    }
}
