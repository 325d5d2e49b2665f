import DexModel
import FoundationEssentials
import SQLiteStore

extension Journal {
    /// Reverts the newest command in the journal, in one transaction, and keeps what it reverted for `redo`.
    public func undo() throws -> UndoResult {
        try writer.write { db in
            guard let entry = try db.queryOne("\(Self.entrySelection) WHERE undone = 0 ORDER BY id DESC LIMIT 1") else {
                throw StoreError.nothingToUndo(journalDepth: Self.depth)
            }
            let (restored, deleted) = try Self.replay(entry, recordingItsReverseAsUndone: true, in: db)
            return UndoResult(
                summary: try entry.string("summary"), restoredGames: restored, deletedGames: deleted,
                remaining: try db.queryValue("SELECT COUNT(*) FROM journal WHERE undone = 0", as: Int.self) ?? 0)
        }
    }

    /// Applies again what the last `undo` reverted, in one transaction, so that `undo` can revert it once more. Any new
    /// change ends what can be redone.
    public func redo() throws -> UndoResult {
        try writer.write { db in
            guard let entry = try db.queryOne("\(Self.entrySelection) WHERE undone = 1 ORDER BY id DESC LIMIT 1") else {
                throw StoreError.nothingToRedo
            }
            let (restored, deleted) = try Self.replay(entry, recordingItsReverseAsUndone: false, in: db)
            return UndoResult(
                summary: try entry.string("summary"), restoredGames: restored, deletedGames: deleted,
                remaining: try db.queryValue("SELECT COUNT(*) FROM journal WHERE undone = 1", as: Int.self) ?? 0)
        }
    }

    private static let entrySelection =
        "SELECT id, summary, pokemon, addedGames, removedGames, setsActiveGame, activeGameId, undone FROM journal"

    /// The games whose rows some entry of the journal holds, to insert back (`removedGames`): while one is there,
    /// `undo` or `redo` can bring its game back.
    public func restorableGames() throws -> Set<UUID> {
        try writer.read { db in
            Set(
                try db.queryValues(
                    """
                    SELECT json_extract(game.value, '$.game.id') FROM journal, json_each(journal.removedGames) AS game
                    WHERE json_type(game.value, '$.game.id') = 'text'
                    """, as: String.self
                ).compactMap(UUID.init(databaseText:)))
        }
    }

    /// Puts the database back to the state `entry` holds, after recording the state it replaces as the entry that
    /// takes it forward again (`undone`: an entry for `redo`; else one for `undo`), and deletes `entry`. Returns the
    /// games it brought back and those it deleted.
    private static func replay(
        _ entry: SQLiteRow, recordingItsReverseAsUndone undone: Bool, in db: SQLiteConnection
    ) throws -> (restored: [UndoResult.Game], deleted: [UndoResult.Game]) {
        let summary = try entry.string("summary")
        let pokemon = try entry.string("pokemon"), added = try entry.string("addedGames")
        let removed = try entry.string("removedGames"), setsActiveGame = try entry.bool("setsActiveGame")
        try recordReverse(
            summary: summary, pokemon: pokemon, addedGames: added, removedGames: removed, setsActiveGame: setsActiveGame,
            undone: undone, in: db)
        let deleted = try db.query("SELECT id, slug, name FROM games WHERE id IN (SELECT value FROM json_each(?))", [added])
            .compactMap { row in
                try UUID(databaseText: row.string("id")).map {
                    UndoResult.Game(id: $0, slug: try row.string("slug"), name: try row.optionalString("name") ?? "")
                }
            }
        // Added games go first: a sync that seeded a game afresh added one of the slug it removed.
        try db.execute("DELETE FROM games WHERE id IN (SELECT value FROM json_each(?))", [added])
        let restored = try restoreGames(removed, of: summary, in: db)
        try StateWriter.apply(pokemon, db)
        if setsActiveGame {
            let active = try entry.optionalString("activeGameId")
            let exists =
                try active.map { try db.queryValue("SELECT COUNT(*) FROM games WHERE id = ?", [$0], as: Int.self) == 1 }
                ?? false
            try db.execute("UPDATE preferences SET activeGameId = ? WHERE id = 1", [exists ? active : nil])
        }
        try db.execute("DELETE FROM journal WHERE id = ?", [try entry.int64("id")])
        return (restored, deleted)
    }

    /// Records the entry that undoes what replaying an entry is about to do: the Pokémon it changes as they are now
    /// (whole, for one it takes off its list; as not listed, for one it puts back), the games it deletes whole, the
    /// ids of the games it brings back, and the active game now.
    private static func recordReverse(
        summary: String, pokemon: String, addedGames: String, removedGames: String, setsActiveGame: Bool, undone: Bool,
        in db: SQLiteConnection
    ) throws {
        let deleted = try db.queryValues("SELECT value FROM json_each(?)", [addedGames], as: String.self)
        try db.execute(
            """
            INSERT INTO journal (createdAt, summary, pokemon, addedGames, removedGames, setsActiveGame, activeGameId, undone)
            VALUES (?, ?,
                    (SELECT json_group_array(CASE
                        WHEN json_type(change.value, '$.row') = 'object'
                            THEN json_object('id', json_extract(change.value, '$.id'), 'listed', json('false'))
                        WHEN json_extract(change.value, '$.listed') = 0
                            THEN json_object('id', pokemon.id, 'row', \(try jsonObject(of: "pokemon", in: db)))
                        ELSE json_object('id', pokemon.id, \(PlayerState.jsonPairs(from: "pokemon"))) END)
                     FROM json_each(?) AS change LEFT JOIN pokemon ON pokemon.id = json_extract(change.value, '$.id')
                     WHERE pokemon.id IS NOT NULL OR json_type(change.value, '$.row') = 'object'),
                    (SELECT json_group_array(json_extract(value, '$.game.id')) FROM json_each(?)
                     WHERE json_type(value, '$.game.id') = 'text'),
                    ?, ?,
                    CASE WHEN ? THEN (SELECT activeGameId FROM preferences WHERE id = 1) END, ?)
            """,
            [
                Date(), summary, pokemon, removedGames, try wholeGames(deleted.compactMap(UUID.init(databaseText:)), in: db),
                setsActiveGame, setsActiveGame, undone ? 1 : 2,
            ])
        // 2 keeps the trigger from ending what redo can still apply (migration 12); the row is one undo can revert.
        if !undone { try db.execute("UPDATE journal SET undone = 0 WHERE undone = 2") }
    }

    /// Inserts back the games (and their Pokémon) a command removed, from the entry's snapshot. Returns them.
    private static func restoreGames(_ json: String, of summary: String, in db: SQLiteConnection) throws -> [UndoResult.Game] {
        let snapshot = try db.query(
            """
            SELECT json_extract(value, '$.game') AS game, json_extract(value, '$.game.slug') AS slug,
                   json_extract(value, '$.game.id') AS id,
                   CASE json_type(value, '$.game.name') WHEN 'text' THEN json_extract(value, '$.game.name') END AS name,
                   json_extract(value, '$.pokemon') AS pokemon
            FROM json_each(?) WHERE json_type(value, '$.game') = 'object' AND json_type(value, '$.game.slug') = 'text'
            ORDER BY key
            """,
            [json])
        var games: [UndoResult.Game] = []
        for entry in snapshot {
            let slug = try entry.string("slug")
            if try db.queryValue("SELECT COUNT(*) FROM games WHERE slug = ?", [slug], as: Int.self) != 0 {
                throw StoreError.undoBlocked(summary: summary, slug: slug)
            }
            try insert(try entry.string("game"), into: "games", in: db)
            let pokemon: [String] = try db.queryValues(
                "SELECT value FROM json_each(?) WHERE type = 'object' ORDER BY key", [try entry.optionalString("pokemon") ?? "[]"]
            )
            for row in pokemon { try StateWriter.insertRow(row, db) }
            if let id = try entry.optionalString("id").flatMap(UUID.init(databaseText:)) {
                games.append(UndoResult.Game(id: id, slug: slug, name: try entry.optionalString("name") ?? slug))
            }
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
