import SQLiteStore

/// `sprites` keeps the outcome of a shiny sprite beside its Pokémon's normal one: `shiny` joins the primary key, so a
/// shiny sprite the host lacks is remembered as a normal one is, and asked for again only with `--retry-missing`.
/// SQLite cannot change a primary key in place: the table is made anew and every existing row (all of them normal
/// sprites' outcomes) copied with `shiny` 0.
///
/// `games.downloadsSprites` keeps `add-game --no-sprites`: 0 stops `mark`, `import-save` and `import` from downloading
/// the sprites they bring in for that game, until a `sprites fetch` of it. Every existing game downloads, as before.
enum AddShinySpriteRecordsAndSpriteDownloads: Migration {
    static let identifier = "14_AddShinySpriteRecordsAndSpriteDownloads"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            CREATE TABLE "spritesByKind" (
                "pokemonId" TEXT NOT NULL REFERENCES "pokemon"("id") ON DELETE CASCADE,
                "shiny" BOOLEAN NOT NULL DEFAULT 0,
                "state" TEXT NOT NULL CHECK (state IN ('fetched', 'missing', 'failed')), "folder" TEXT, "byteCount" INTEGER,
                "reason" TEXT, "updatedAt" INTEGER NOT NULL,
                PRIMARY KEY ("pokemonId", "shiny"));
            INSERT INTO "spritesByKind" (pokemonId, shiny, state, folder, byteCount, reason, updatedAt)
                SELECT pokemonId, 0, state, folder, byteCount, reason, updatedAt FROM "sprites" ORDER BY rowid;
            DROP TABLE "sprites";
            ALTER TABLE "spritesByKind" RENAME TO "sprites";
            ALTER TABLE "games" ADD COLUMN "downloadsSprites" BOOLEAN NOT NULL DEFAULT 1;
            """)
    }
}
