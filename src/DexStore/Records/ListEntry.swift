import DexModel
import SQLiteStore

/// The columns of a `pokemon` row that `dex list`'s table reads.
extension ListEntry {
    static let selection =
        "dexNumber, regionalNumber, regionalDex, name, notes, hint, availability, choiceGroup, ruledOutBy, isTraded,"
        + " isRegistered, isShiny"

    /// The columns of `selection` in a statement's result, each found by name once for all its rows.
    struct Columns {
        let dexNumber, regionalNumber, regionalDex, name, notes, hint, availability, choiceGroup,
            ruledOutBy: SQLiteCurrentRow.Column
        let isTraded, isRegistered, isShiny: SQLiteCurrentRow.Column

        init(_ row: SQLiteCurrentRow) throws {
            dexNumber = try row.column("dexNumber")
            regionalNumber = try row.column("regionalNumber")
            regionalDex = try row.column("regionalDex")
            name = try row.column("name")
            notes = try row.column("notes")
            hint = try row.column("hint")
            availability = try row.column("availability")
            choiceGroup = try row.column("choiceGroup")
            ruledOutBy = try row.column("ruledOutBy")
            isTraded = try row.column("isTraded")
            isRegistered = try row.column("isRegistered")
            isShiny = try row.column("isShiny")
        }
    }

    /// Read from the row in place (`SQLiteConnection.forEachInPlace`): a list reads a thousand of them. A value
    /// returned rather than a delegating `init`, which built each entry aside and copied it whole into place.
    static func read(_ row: SQLiteCurrentRow, _ columns: Columns) throws -> ListEntry {
        ListEntry(
            dexNumber: try row.int(columns.dexNumber), regionalNumber: try row.optionalInt(columns.regionalNumber),
            regionalDex: try row.optionalString(columns.regionalDex), name: try row.string(columns.name),
            notes: try row.string(columns.notes), hint: try row.string(columns.hint),
            availability: try row.optionalString(columns.availability),
            choiceGroup: try row.optionalString(columns.choiceGroup),
            ruledOutBy: try row.optionalString(columns.ruledOutBy), isTraded: try row.bool(columns.isTraded),
            isCaught: try row.bool(columns.isRegistered), isShiny: try row.bool(columns.isShiny))
    }
}
