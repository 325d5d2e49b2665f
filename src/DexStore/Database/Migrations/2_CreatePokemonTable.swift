import SQLiteStore

enum CreatePokemonTable: Migration {
    static let identifier = "2_CreatePokemonTable"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            CREATE TABLE "pokemon" ("id" TEXT PRIMARY KEY NOT NULL, \
            "gameId" TEXT NOT NULL REFERENCES "games"("id") ON DELETE CASCADE, "name" TEXT NOT NULL, \
            "dexNumber" INTEGER NOT NULL, "notes" TEXT NOT NULL DEFAULT '', "isRegistered" BOOLEAN NOT NULL DEFAULT 0);
            CREATE INDEX "pokemon_on_gameId_dexNumber" ON "pokemon"("gameId", "dexNumber");
            """)
    }
}
