import SQLiteStore

/// A single row (id = 1) of typed settings; the active game is cleared when its game is removed.
enum CreatePreferencesTable: Migration {
    static let identifier = "3_CreatePreferencesTable"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            CREATE TABLE "preferences" ("id" INTEGER PRIMARY KEY CHECK ("id" = 1), \
            "activeGameId" TEXT REFERENCES "games"("id") ON DELETE SET NULL, \
            "showPercentage" BOOLEAN NOT NULL DEFAULT 0, "showOnlyMissing" BOOLEAN NOT NULL DEFAULT 0);
            INSERT INTO preferences (id) VALUES (1);
            """)
    }
}
