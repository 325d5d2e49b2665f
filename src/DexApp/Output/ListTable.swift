import DexModel
import DexStore
import DexSystem

/// `dex list`'s table: the national number, the game's own (in a game that has one), the mark, the name and what
/// stands out about each Pokémon, with a heading where each of a game's Pokédexes starts.
public enum ListTable {
    /// The table of `listing`, listed in `order`; coloured by `style`, and cut to the terminal's width when stdout
    /// is one.
    public static func of(_ listing: Tracker.EntryListing, order: ListOrder, style: Style) -> Table {
        let (entries, game, context) = (listing.entries, listing.game, listing.context)
        let showsRegional = entries.contains { $0.regionalNumber != nil }
        // Each entry's fields are read in place by its index: a closure over the entries copied and destroyed each
        // whole entry.
        var rows: [[String]] = []
        rows.reserveCapacity(entries.count)
        for index in entries.indices {
            let number = DexNumber.format(entries[index].dexNumber), mark = entries[index].mark
            let name = entries[index].name, cell = context.cell(for: entries[index])
            guard showsRegional else {
                rows.append([number, mark, name, cell])
                continue
            }
            rows.append([number, entries[index].regionalNumber.map(DexNumber.regional) ?? "", mark, name, cell])
        }
        // The numbers are `#` or `R` and digits, the marks one character each (`ListEntry.mark`).
        let known: [Table.KnownCells] =
            showsRegional ? [.printableASCII, .printableASCII, .oneCharacter] : [.printableASCII, .oneCharacter]
        var table = Table(rows, known: known, style: style) { style, row, column, text in
            switch text {
            case "✓", "★": style.green(text)
            case "·": style.dim(text)
            default: column == rows[row].count - 1 ? style.dim(text) : text
            }
        }
        table.headings = ListHeadings.of(entries, in: game, order: order)
        table.headingStyle = style.bold
        return table
    }
}
