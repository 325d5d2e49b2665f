import Foundation
import GRDB

/// One row of `sprites`: the last thing a fetch learned about one Pokémon's sprite.
public struct SpriteRecord: Codable, Sendable, Equatable {
    public enum State: String, Codable, Sendable, CaseIterable {
        case fetched, missing, failed
    }

    public var pokemonId: UUID
    public var state: State
    /// The sprite folder that had it (fetched), or the folders tried, space-separated (missing).
    public var folder: String?
    public var byteCount: Int?
    /// Why it is missing or failed, in words for the user.
    public var reason: String?
    public var updatedAt: Date

    public init(pokemonId: UUID, state: State, folder: String? = nil, byteCount: Int? = nil, reason: String? = nil, updatedAt: Date = Date()) {
        self.pokemonId = pokemonId
        self.state = state
        self.folder = folder
        self.byteCount = byteCount
        self.reason = reason
        self.updatedAt = updatedAt
    }
}

extension SpriteRecord: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "sprites"

    public enum Columns {
        public static let pokemonId = Column(CodingKeys.pokemonId)
        public static let state = Column(CodingKeys.state)
    }

    public static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .secondsSince1970 }
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSince1970 }
}
