import DexModel
import SQLiteStore

/// What the player holds may be shiny: `pokemon.isShiny` (a shiny catch is also a catch), and `games.tracksShiny`
/// for a shiny living dex, whose progress counts the shiny ones. Every existing row starts not shiny.
///
/// `pokemon.shinyLocked` keeps what the manifest says: the game never gives a shiny one. In each tracked game of the
/// bundled manifest it is filled from there; a game the bundled manifest lacks (one added with `--manifest`) has none.
enum AddShinyCatches: Migration {
    static let identifier = "10_AddShinyCatches"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            ALTER TABLE "pokemon" ADD COLUMN "isShiny" BOOLEAN NOT NULL DEFAULT 0;
            ALTER TABLE "pokemon" ADD COLUMN "shinyLocked" BOOLEAN NOT NULL DEFAULT 0;
            ALTER TABLE "games" ADD COLUMN "tracksShiny" BOOLEAN NOT NULL DEFAULT 0;
            """)
        let games = try db.query("SELECT id, slug FROM games")
        if games.isEmpty { return }
        let manifest = try GameManifest.load()
        for game in games {
            let slug = try game.string("slug")
            guard let entry = manifest.games.first(where: { $0.slug == slug }) else { continue }
            let locked = entry.pokemon.filter { $0.shinyLocked == true }.map(\.dexNumber)
            guard !locked.isEmpty else { continue }
            try db.execute(
                "UPDATE pokemon SET shinyLocked = 1 WHERE gameId = ? AND dexNumber IN (\(locked.map(String.init).joined(separator: ",")))",
                [try game.string("id")])
        }
    }
}
