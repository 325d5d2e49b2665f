import SQLiteStore

/// Keeps what the manifest said about each Pokémon beyond its name: the regional dex number,
/// the sprite file name and the sprite folders to try, so later commands never re-read the manifest.
/// Rows seeded before this migration get NULLs, which `Pokemon` fills with derived defaults.
enum AddManifestDetailsToPokemon: Migration {
    static let identifier = "4_AddManifestDetailsToPokemon"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            ALTER TABLE "pokemon" ADD COLUMN "regionalNumber" INTEGER;
            ALTER TABLE "pokemon" ADD COLUMN "spriteSlug" TEXT;
            ALTER TABLE "pokemon" ADD COLUMN "spriteFolders" TEXT;
            """)
    }
}
