import Foundation
import GRDB
import DexModel

/// A game the player tracks: one row of `games`.
public struct Game: Codable, Sendable, Equatable, Identifiable {
    public var id: UUID
    public var slug: String
    public var name: String
    public var generation: Int
    public var totalPokemon: Int
    public var selectedStarter: String?
    public var dataVersion: String
    public var spriteURLTemplate: String
    public var createdAt: Date

    public init(
        id: UUID = UUID(), slug: String, name: String, generation: Int, totalPokemon: Int,
        selectedStarter: String?, dataVersion: String, spriteURLTemplate: String, createdAt: Date = Date()
    ) {
        self.id = id
        self.slug = slug
        self.name = name
        self.generation = generation
        self.totalPokemon = totalPokemon
        self.selectedStarter = selectedStarter
        self.dataVersion = dataVersion
        self.spriteURLTemplate = spriteURLTemplate
        self.createdAt = createdAt
    }
}

extension Game: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "games"

    public enum Columns {
        public static let slug = Column(CodingKeys.slug)
        public static let createdAt = Column(CodingKeys.createdAt)
    }

    // Written out rather than derived from Codable: every `dex` run decodes rows in a fresh process,
    // where Codable's dynamic casts cost more than the query itself.
    public init(row: Row) throws {
        id = try UUID.fromDatabaseText(row["id"])
        slug = row["slug"]
        name = row["name"]
        generation = row["generation"]
        totalPokemon = row["totalPokemon"]
        selectedStarter = row["selectedStarter"]
        dataVersion = row["dataVersion"]
        spriteURLTemplate = row["spriteURLTemplate"]
        createdAt = Date(timeIntervalSince1970: row["createdAt"])
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id.databaseText
        container["slug"] = slug
        container["name"] = name
        container["generation"] = generation
        container["totalPokemon"] = totalPokemon
        container["selectedStarter"] = selectedStarter
        container["dataVersion"] = dataVersion
        container["spriteURLTemplate"] = spriteURLTemplate
        container["createdAt"] = Int64(createdAt.timeIntervalSince1970)
    }
}

extension Game {
    /// The tracked game with this slug, or an error that suggests the tracked one it starts, else the closest.
    public static func tracked(_ slug: String, in db: Database) throws -> Game {
        if let game = try Game.fetchOne(db, sql: "SELECT * FROM games WHERE slug = ?", arguments: [slug]) { return game }
        let slugs = try String.fetchAll(db, sql: "SELECT slug FROM games ORDER BY slug")
        // A tracked game the slug starts ("fire" for firered) before one a typo away.
        let started = slug.isEmpty ? nil : slugs.first { $0.hasPrefix(slug.lowercased()) }
        throw DexError.gameNotTracked(slug, suggestion: started ?? Suggestion.closest(to: slug, among: slugs))
    }

    /// The game named by `--game`, else the active game.
    public static func current(_ slug: String?, in db: Database) throws -> Game {
        if let slug { return try tracked(slug, in: db) }
        let activeSQL = "SELECT games.* FROM games JOIN preferences ON preferences.activeGameId = games.id"
        if let game = try Game.fetchOne(db, sql: activeSQL) { return game }
        throw try Game.fetchCount(db) == 0 ? DexError.noGamesTracked : DexError.noActiveGame
    }
}

extension DerivableRequest<Game> {
    /// The order `dex games` lists games in: as they were added, and by slug among those added in the same
    /// second (an import adds several at once).
    public func inListOrder() -> Self { order(Game.Columns.createdAt, Game.Columns.slug) }
}
