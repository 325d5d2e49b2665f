import SQLiteStore

/// What the sprite cache knows about each Pokémon's sprite: fetched (with its size and the folder that had it),
/// missing (every folder answered 404, so reruns skip it until --retry-missing), or failed (retried next run).
/// The file on disk stays the truth for "cached"; this table remembers what a directory listing cannot.
enum CreateSpritesTable: Migration {
    static let identifier = "5_CreateSpritesTable"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            CREATE TABLE "sprites" ("pokemonId" TEXT PRIMARY KEY NOT NULL REFERENCES "pokemon"("id") ON DELETE CASCADE, \
            "state" TEXT NOT NULL CHECK (state IN ('fetched', 'missing', 'failed')), "folder" TEXT, "byteCount" INTEGER, \
            "reason" TEXT, "updatedAt" INTEGER NOT NULL)
            """)
    }
}
