import SQLiteStore

enum CreateGamesTable: Migration {
    static let identifier = "1_CreateGamesTable"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            CREATE TABLE "games" ("id" TEXT PRIMARY KEY NOT NULL, "slug" TEXT NOT NULL UNIQUE, "name" TEXT NOT NULL, \
            "generation" INTEGER NOT NULL, "totalPokemon" INTEGER NOT NULL, "selectedStarter" TEXT, \
            "dataVersion" TEXT NOT NULL, "spriteURLTemplate" TEXT NOT NULL, "createdAt" INTEGER NOT NULL)
            """)
    }
}
