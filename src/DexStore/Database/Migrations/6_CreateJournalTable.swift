import SQLiteStore

/// What `dex undo` needs: one row per command that changed catches or notes (mark, unmark, note, import),
/// written in that command's transaction, holding the state to go back to. Only the last 50 are kept:
/// a trigger deletes older rows as each new one is written, so no command pays for trimming.
///
/// - `summary`: what the command did, in words: "marked #025 Pikachu caught in Pokémon FireRed".
/// - `pokemon`: JSON [[pokemonId, isRegistered, notes or null when unchanged], …]: each changed Pokémon as it was.
/// - `addedGames`: JSON [gameId, …]: games the command added, which undo deletes.
/// - `removedGames`: JSON [{"game": {column: value}, "pokemon": [{column: value}, …]}, …]: games it removed, whole.
/// - `setsActiveGame`, `activeGameId`: whether the command changed the active game, and which it was (NULL: none).
enum CreateJournalTable: Migration {
    static let identifier = "6_CreateJournalTable"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            CREATE TABLE "journal" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "createdAt" INTEGER NOT NULL, \
            "summary" TEXT NOT NULL, "pokemon" TEXT NOT NULL DEFAULT '[]', "addedGames" TEXT NOT NULL DEFAULT '[]', \
            "removedGames" TEXT NOT NULL DEFAULT '[]', "setsActiveGame" BOOLEAN NOT NULL DEFAULT 0, "activeGameId" TEXT);
            CREATE TRIGGER journal_keep_last_50 AFTER INSERT ON journal
            BEGIN DELETE FROM journal WHERE id <= NEW.id - 50; END;
            """)
    }
}
