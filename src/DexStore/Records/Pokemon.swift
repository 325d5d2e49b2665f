import DexModel
import FoundationEssentials
import SQLiteStore

/// A `pokemon` row.
extension Pokemon: StoredRecord {
    static let table = RecordTable<Pokemon>("pokemon", ownColumns + PlayerState.recordColumns)

    /// Its columns but the player's state's.
    private static let ownColumns: [RecordTable<Pokemon>.Column] = [
        ("id", { $0.id }),
        ("gameId", { $0.gameId }),
        ("name", { $0.name }),
        ("dexNumber", { $0.dexNumber }),
        ("regionalNumber", { $0.regionalNumber }),
        ("regionalDex", { $0.regionalDex }),
        ("sectionNumbers", { StoredSectionNumbers.encode($0.sectionNumbers) }),
        ("spriteSlug", { $0.spriteSlug }),
        ("spriteFolders", { $0.spriteFolders.isEmpty ? nil : $0.spriteFolders.joined(separator: " ") }),
        ("hint", { $0.hint }),
        ("ways", { $0.ways }),
        ("availability", { $0.availability }),
        ("choiceGroup", { $0.choiceGroup }),
        ("ruledOutBy", { $0.ruledOutBy }),
        ("form", { $0.form }),
        ("speciesName", { $0.speciesName }),
        ("shinyLocked", { $0.shinyLocked }),
    ]

    init(row: SQLiteRow) throws {
        self.init(
            id: try row["id"], gameId: try row["gameId"], name: try row["name"], dexNumber: try row["dexNumber"],
            regionalNumber: try row["regionalNumber"], spriteSlug: try row["spriteSlug"],
            spriteFolders: Self.folders(try row.optionalString("spriteFolders")))
        regionalDex = try row["regionalDex"]
        sectionNumbers = StoredSectionNumbers.decode(try row.optionalString("sectionNumbers"))
        hint = try row["hint"]
        ways = try row["ways"]
        availability = try row["availability"]
        choiceGroup = try row["choiceGroup"]
        ruledOutBy = try row["ruledOutBy"]
        form = try row["form"]
        speciesName = try row["speciesName"]
        shinyLocked = try row["shinyLocked"]
        state = try PlayerState(row: row)
    }

    /// The stored space-separated folders. Most rows hold one, kept as it is: splitting every row's text cost a list
    /// of 1,284 Pokémon 2.6 M instructions.
    private static func folders(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        guard text.utf8.contains(UInt8(ascii: " ")) else { return [text] }
        return text.split(separator: " ").map(String.init)
    }

    /// Inserts `rows` with one statement, binding each row's values as they are: the columns `table` lists, in its
    /// order (a new game's Pokémon, 1,284 of them in the national dex with forms, where an array of values per row
    /// cost a fifth of `add-game`).
    static func insertAll(_ rows: [Pokemon], in db: SQLiteConnection) throws {
        try db.executeForEach(table.insertSQL, rows) { row, values in
            values.bind(row.id)
            values.bind(row.gameId)
            values.bind(row.name)
            values.bind(row.dexNumber)
            values.bind(row.regionalNumber)
            values.bind(row.regionalDex)
            values.bind(StoredSectionNumbers.encode(row.sectionNumbers))
            values.bind(row.spriteSlug)
            switch row.spriteFolders.count {
            case 0: values.bindNull()
            case 1: values.bind(row.spriteFolders[0])
            default: values.bind(row.spriteFolders.joined(separator: " "))
            }
            values.bind(row.hint)
            values.bind(row.ways)
            values.bind(row.availability)
            values.bind(row.choiceGroup)
            values.bind(row.ruledOutBy)
            values.bind(row.form)
            values.bind(row.speciesName)
            values.bind(row.shinyLocked)
            row.state.bind(to: &values)
        }
    }

    /// Every Pokémon of a game, in dex order (a species' forms in the list's order).
    static func all(inGame gameId: UUID, _ db: SQLiteConnection) throws -> [Pokemon] {
        try fetchAll(db, "WHERE gameId = ? ORDER BY dexNumber, rowid", [gameId])
    }
}
