import Foundation
import GRDB

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
    public static let pokemon = hasMany(Pokemon.self)

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let slug = Column(CodingKeys.slug)
        public static let createdAt = Column(CodingKeys.createdAt)
    }

    public static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .secondsSince1970 }
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSince1970 }
}

extension Game {
    /// The tracked game with this slug, or an error that suggests the closest tracked one.
    public static func tracked(_ slug: String, in db: Database) throws -> Game {
        if let game = try Game.filter({ $0.slug == slug }).fetchOne(db) { return game }
        let slugs = try String.fetchAll(db, Game.select(Columns.slug))
        throw DexError.gameNotTracked(slug, suggestion: Suggestion.closest(to: slug, among: slugs))
    }

    /// The game named by `--game`, else the active game.
    public static func current(_ slug: String?, in db: Database) throws -> Game {
        if let slug { return try tracked(slug, in: db) }
        if let game = try Preferences.fetch(db).activeGame(in: db) { return game }
        throw try Game.fetchCount(db) == 0 ? DexError.noGamesTracked : DexError.noActiveGame
    }
}
