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

    // Written out rather than derived from Codable, like `Game` and `Pokemon`: a fetch writes one row per
    // sprite, and Codable's dynamic casts would cost more than the upsert.
    public init(row: Row) throws {
        pokemonId = try UUID.fromDatabaseText(row["pokemonId"])
        let stateText: String? = row["state"]
        guard let state = stateText.flatMap(State.init(rawValue:)) else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "unknown sprite state '\(stateText ?? "NULL")'")
        }
        self.state = state
        folder = row["folder"]
        byteCount = row["byteCount"]
        reason = row["reason"]
        updatedAt = Date(timeIntervalSince1970: row["updatedAt"])
    }

    public func encode(to container: inout PersistenceContainer) {
        container["pokemonId"] = pokemonId.databaseText
        container["state"] = state.rawValue
        container["folder"] = folder
        container["byteCount"] = byteCount
        container["reason"] = reason
        container["updatedAt"] = Int64(updatedAt.timeIntervalSince1970)
    }
}
