import Foundation
import GRDB

/// The single row of `preferences`.
public struct Preferences: Codable, Sendable, Equatable {
    public var id: Int = 1
    public var activeGameId: UUID?
    public var showPercentage: Bool = false
    public var showOnlyMissing: Bool = false

    public init() {}

    /// Reads the row; migration 3 inserts it, so the fallback is only for safety.
    public static func fetch(_ db: Database) throws -> Preferences {
        try Preferences.fetchOne(db, sql: "SELECT * FROM preferences WHERE id = 1") ?? Preferences()
    }

    public func activeGame(in db: Database) throws -> Game? {
        guard let activeGameId else { return nil }
        return try Game.fetchOne(db, sql: "SELECT * FROM games WHERE id = ?", arguments: [activeGameId.databaseText])
    }
}

extension Preferences: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "preferences"

    public init(row: Row) throws {
        id = row["id"]
        activeGameId = try (row["activeGameId"] as String?).map(UUID.fromDatabaseText)
        showPercentage = row["showPercentage"]
        showOnlyMissing = row["showOnlyMissing"]
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["activeGameId"] = activeGameId?.databaseText
        container["showPercentage"] = showPercentage
        container["showOnlyMissing"] = showOnlyMissing
    }
}

/// The settings `dex config` reads and writes, by their command-line names.
public enum Setting: String, CaseIterable, Sendable {
    case activeGame = "active-game"
    case showPercentage = "show-percentage"
    case showOnlyMissing = "show-only-missing"
}
