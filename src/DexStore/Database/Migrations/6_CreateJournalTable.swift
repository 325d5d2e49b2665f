import GRDB

/// What `dex undo` needs: one row per command that changed catches or notes (mark, unmark, note, import),
/// written in that command's transaction, holding the state to go back to. Only the last 50 are kept:
/// a trigger deletes older rows as each new one is written, so no command pays for trimming.
enum CreateJournalTable: Migration {
    static let identifier = "6_CreateJournalTable"

    static func run(_ db: Database) throws {
        try db.create(table: "journal") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("createdAt", .integer).notNull()
            // What the command did, in words: "marked #025 Pikachu caught in Pokémon FireRed".
            t.column("summary", .text).notNull()
            // JSON [[pokemonId, isRegistered, notes or null when unchanged], …]: each changed Pokémon as it was.
            t.column("pokemon", .text).notNull().defaults(to: "[]")
            // JSON [gameId, …]: games the command added, which undo deletes.
            t.column("addedGames", .text).notNull().defaults(to: "[]")
            // JSON [{"game": {column: value}, "pokemon": [{column: value}, …]}, …]: games the command removed, whole.
            t.column("removedGames", .text).notNull().defaults(to: "[]")
            // Whether the command changed the active game, and which it was before (NULL: none).
            t.column("setsActiveGame", .boolean).notNull().defaults(to: false)
            t.column("activeGameId", .text)
        }
        try db.execute(sql: """
            CREATE TRIGGER journal_keep_last_50 AFTER INSERT ON journal
            BEGIN DELETE FROM journal WHERE id <= NEW.id - 50; END
            """)
    }
}
