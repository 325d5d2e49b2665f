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
        let rows = entries.map { entry in
            let (number, cell) = (DexNumber.format(entry.dexNumber), context.cell(for: entry))
            guard showsRegional else { return [number, entry.mark, entry.name, cell] }
            return [number, entry.regionalNumber.map(DexNumber.regional) ?? "", entry.mark, entry.name, cell]
        }
        var table = Table(rows, style: style) { style, row, column, text in
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
