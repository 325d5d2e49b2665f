import DexModel
import SQLiteStore

/// The columns of a `pokemon` row that `dex list`'s table reads.
extension ListEntry {
    static let selection =
        "dexNumber, regionalNumber, regionalDex, name, notes, hint, availability, choiceGroup, ruledOutBy, isTraded,"
        + " isRegistered, isShiny"

    init(row: SQLiteRow) throws {
        self.init(
            dexNumber: try row["dexNumber"], regionalNumber: try row["regionalNumber"], regionalDex: try row["regionalDex"],
            name: try row["name"], notes: try row["notes"], hint: try row["hint"], availability: try row["availability"],
            choiceGroup: try row["choiceGroup"], ruledOutBy: try row["ruledOutBy"], isTraded: try row["isTraded"],
            isCaught: try row["isRegistered"], isShiny: try row["isShiny"])
    }
}
