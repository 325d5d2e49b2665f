import SQLiteStore

/// `gamesUsed`: the order in which the player made each game the active one, so that removing the active game gives
/// back the one used before it. `turn` counts up with each choice; the active game of an older file starts the count.
enum RememberGamesUsed: Migration {
    static let identifier = "20_RememberGamesUsed"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            CREATE TABLE "gamesUsed" (
                "gameId" TEXT PRIMARY KEY NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
                "turn" INTEGER NOT NULL
            );
            INSERT INTO "gamesUsed" ("gameId", "turn")
                SELECT "activeGameId", 1 FROM "preferences" WHERE "id" = 1 AND "activeGameId" IS NOT NULL;
            """)
    }
}
