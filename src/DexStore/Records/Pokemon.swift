import DexModel
import FoundationEssentials
import SQLiteStore

/// A `pokemon` row.
extension Pokemon: StoredRecord {
    static let table = RecordTable<Pokemon>(
        "pokemon",
        [
            ("id", { $0.id }),
            ("gameId", { $0.gameId }),
            ("name", { $0.name }),
            ("dexNumber", { $0.dexNumber }),
            ("notes", { $0.notes }),
            ("isRegistered", { $0.isCaught }),
            ("regionalNumber", { $0.regionalNumber }),
            ("regionalDex", { $0.regionalDex }),
            ("spriteSlug", { $0.spriteSlug }),
            ("spriteFolders", { $0.spriteFolders.isEmpty ? nil : $0.spriteFolders.joined(separator: " ") }),
            ("hint", { $0.hint }),
            ("ways", { $0.ways }),
            ("availability", { $0.availability }),
            ("choiceGroup", { $0.choiceGroup }),
            ("ruledOutBy", { $0.ruledOutBy }),
            ("isTraded", { $0.isTraded }),
            ("isShiny", { $0.isShiny }),
            ("shinyLocked", { $0.shinyLocked }),
        ])

    init(row: SQLiteRow) throws {
        self.init(
            id: try row["id"], gameId: try row["gameId"], name: try row["name"], dexNumber: try row["dexNumber"],
            regionalNumber: try row["regionalNumber"], notes: try row["notes"], isCaught: try row["isRegistered"],
            spriteSlug: try row["spriteSlug"],
            spriteFolders: try row.optionalString("spriteFolders")?.split(separator: " ").map(String.init) ?? [])
        regionalDex = try row["regionalDex"]
        hint = try row["hint"]
        ways = try row["ways"]
        availability = try row["availability"]
        choiceGroup = try row["choiceGroup"]
        ruledOutBy = try row["ruledOutBy"]
        isTraded = try row["isTraded"]
        isShiny = try row["isShiny"]
        shinyLocked = try row["shinyLocked"]
    }

    /// Every Pokémon of a game, in dex order.
    static func all(inGame gameId: UUID, _ db: SQLiteConnection) throws -> [Pokemon] {
        try fetchAll(db, "WHERE gameId = ? ORDER BY dexNumber", [gameId])
    }
}
