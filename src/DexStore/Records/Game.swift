import DexModel
import FoundationEssentials
import SQLiteStore

/// A `games` row.
extension Game: StoredRecord {
    static let table = RecordTable<Game>(
        "games",
        [
            ("id", { $0.id }),
            ("slug", { $0.slug }),
            ("name", { $0.name }),
            ("generation", { $0.generation }),
            ("selectedStarter", { $0.selectedStarter }),
            ("dataVersion", { $0.dataVersion }),
            ("spriteURLTemplate", { $0.spriteURLTemplate }),
            ("createdAt", { $0.createdAt }),
            ("regionalDexSections", { $0.regionalDexSections.isEmpty ? nil : $0.regionalDexSections.joined(separator: " ") }),
            ("tracksForms", { $0.entryKinds.forms }),
            ("tracksGenders", { $0.entryKinds.genders }),
            ("tracksShiny", { $0.tracksShiny }),
            ("downloadsSprites", { $0.downloadsSprites }),
        ])

    init(row: SQLiteRow) throws {
        self.init(
            id: try row["id"], slug: try row["slug"], name: try row["name"], generation: try row["generation"],
            selectedStarter: try row["selectedStarter"], dataVersion: try row["dataVersion"],
            spriteURLTemplate: try row["spriteURLTemplate"], createdAt: try row["createdAt"])
        regionalDexSections = try row.optionalString("regionalDexSections")?.split(separator: " ").map(String.init) ?? []
        entryKinds = EntryKinds(forms: try row["tracksForms"], genders: try row["tracksGenders"])
        tracksShiny = try row["tracksShiny"]
        downloadsSprites = try row["downloadsSprites"]
    }
}

extension Game {
    /// The tracked game with this slug, or an error that suggests the tracked one it starts, else the closest.
    /// A slug is matched as loosely as a Pokémon name, against the slugs and names of the tracked games
    /// (`GameNameMatch`).
    public static func tracked(_ slug: String, in db: SQLiteConnection) throws -> Game {
        if let game = try withSlug(slug, in: db) { return game }
        let named = try db.query("SELECT slug, name FROM games ORDER BY slug").map {
            (slug: try $0.string("slug"), name: Optional(try $0.string("name")))
        }
        if let matched = GameNameMatch.slug(for: slug, among: named), let game = try withSlug(matched, in: db) {
            return game
        }
        let slugs = named.map(\.slug)
        // A tracked game the slug starts ("fire" for firered) before one a typo away.
        let started = slug.isEmpty ? nil : slugs.first { $0.hasPrefix(slug.lowercased()) }
        throw StoreError.gameNotTracked(slug, suggestion: started ?? Suggestion.closest(to: slug, among: slugs))
    }

    static func withSlug(_ slug: String, in db: SQLiteConnection) throws -> Game? {
        try fetchOne(db, "WHERE slug = ?", [slug])
    }

    /// The game named by `--game`, else the active game.
    public static func current(_ slug: String?, in db: SQLiteConnection) throws -> Game {
        if let slug { return try tracked(slug, in: db) }
        if let game = try fetchOne(db, "WHERE id = (SELECT activeGameId FROM preferences WHERE id = 1)") { return game }
        throw try db.queryValue("SELECT COUNT(*) FROM games", as: Int.self) == 0
            ? NoGamesTracked() : StoreError.noActiveGame
    }

    /// The order `dex games` lists games in: as they were added, and by slug among those added in the same
    /// second (an import adds several at once).
    static let listOrder = "ORDER BY createdAt, slug"

    /// Every tracked game, in `listOrder`.
    static func all(in db: SQLiteConnection) throws -> [Game] {
        try fetchAll(db, listOrder)
    }

    /// The game `listOrder` puts last: the most recently added.
    static func newest(in db: SQLiteConnection) throws -> Game? {
        try fetchOne(db, "ORDER BY createdAt DESC, slug DESC")
    }

    /// The game the player made active last (`gamesUsed`), else the most recently added.
    static func usedMostRecently(in db: SQLiteConnection) throws -> Game? {
        try fetchOne(
            db,
            """
            LEFT JOIN gamesUsed ON gamesUsed.gameId = games.id
            ORDER BY gamesUsed.turn DESC NULLS LAST, createdAt DESC, slug DESC
            """)
    }
}
