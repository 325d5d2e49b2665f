import DexModel
import SQLiteStore

/// What `dex undo` reverted.
public struct UndoResult: Sendable {
    /// What the reverted command had done, in words.
    public var summary: String
    /// Games it had removed and undo brought back: their sprites must be fetched again.
    public var restoredGames: [(slug: String, name: String)]
    /// How many older commands are left to undo.
    public var remaining: Int
}

extension Journal {
    /// Reverts the newest command in the journal, in one transaction, and forgets it.
    public func undo() throws -> UndoResult {
        try writer.write { db in
            let sql =
                "SELECT id, summary, pokemon, addedGames, removedGames, setsActiveGame, activeGameId FROM journal ORDER BY id DESC LIMIT 1"
            guard let entry = try db.queryOne(sql) else { throw StoreError.nothingToUndo(journalDepth: Self.depth) }
            let summary = try entry.string("summary")
            let restored = try Self.restoreGames(try entry.string("removedGames"), of: summary, in: db)
            try db.execute("DELETE FROM games WHERE id IN (SELECT value FROM json_each(?))", [try entry.string("addedGames")])
            try Catches.restore(try entry.string("pokemon"), db)
            if try entry.bool("setsActiveGame") {
                let active = try entry.optionalString("activeGameId")
                let exists =
                    try active.map { try db.queryValue("SELECT COUNT(*) FROM games WHERE id = ?", [$0], as: Int.self) == 1 }
                    ?? false
                try db.execute("UPDATE preferences SET activeGameId = ? WHERE id = 1", [exists ? active : nil])
            }
            try db.execute("DELETE FROM journal WHERE id = ?", [try entry.int64("id")])
            return UndoResult(
                summary: summary, restoredGames: restored,
                remaining: try db.queryValue("SELECT COUNT(*) FROM journal", as: Int.self) ?? 0)
        }
    }

    /// Inserts back the games (and their Pokémon) a command removed, from the entry's snapshot. Returns them.
    private static func restoreGames(_ json: String, of summary: String, in db: SQLiteConnection) throws -> [(
        slug: String, name: String
    )] {
        let snapshot = try db.query(
            """
            SELECT json_extract(value, '$.game') AS game, json_extract(value, '$.game.slug') AS slug,
                   CASE json_type(value, '$.game.name') WHEN 'text' THEN json_extract(value, '$.game.name') END AS name,
                   json_extract(value, '$.pokemon') AS pokemon
            FROM json_each(?) WHERE json_type(value, '$.game') = 'object' AND json_type(value, '$.game.slug') = 'text'
            ORDER BY key
            """,
            [json])
        var games: [(slug: String, name: String)] = []
        for entry in snapshot {
            let slug = try entry.string("slug")
            if try db.queryValue("SELECT COUNT(*) FROM games WHERE slug = ?", [slug], as: Int.self) != 0 {
                throw StoreError.undoBlocked(summary: summary, slug: slug)
            }
            try insert(try entry.string("game"), into: "games", in: db)
            let pokemon: [String] = try db.queryValues(
                "SELECT value FROM json_each(?) WHERE type = 'object' ORDER BY key", [try entry.optionalString("pokemon") ?? "[]"]
            )
            for row in pokemon { try insert(row, into: "pokemon", in: db) }
            games.append((slug, try entry.optionalString("name") ?? slug))
        }
        return games
    }

    /// One row from a JSON object of column → value; keys that are no longer columns are left out.
    private static func insert(_ object: String, into table: String, in db: SQLiteConnection) throws {
        let keys = Set(try db.queryValues("SELECT key FROM json_each(?)", [object], as: String.self))
        let columns = try db.columns(in: table).filter(keys.contains)
        let names = columns.map { "\"\($0)\"" }.joined(separator: ", ")
        let values = columns.map { "json_extract(?1, '$.\"\($0)\"')" }.joined(separator: ", ")
        try db.execute("INSERT INTO \(table) (\(names)) SELECT \(values)", [object])
    }
}
