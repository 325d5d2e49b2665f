import DexModel
import SQLiteStore

/// The columns of a `pokemon` row that `dex list`'s table reads.
extension ListEntry {
    static let selection =
        "dexNumber, regionalNumber, regionalDex, name, notes, hint, availability, choiceGroup, ruledOutBy, isTraded,"
        + " isRegistered, isShiny"

    /// Read from the row in place (`SQLiteConnection.forEachInPlace`): a list reads a thousand of them.
    init(row: SQLiteCurrentRow) throws {
        self.init(
            dexNumber: try row.int("dexNumber"), regionalNumber: try row.optionalInt("regionalNumber"),
            regionalDex: try row.optionalString("regionalDex"), name: try row.string("name"), notes: try row.string("notes"),
            hint: try row.string("hint"), availability: try row.optionalString("availability"),
            choiceGroup: try row.optionalString("choiceGroup"), ruledOutBy: try row.optionalString("ruledOutBy"),
            isTraded: try row.bool("isTraded"), isCaught: try row.bool("isRegistered"), isShiny: try row.bool("isShiny"))
    }
}
