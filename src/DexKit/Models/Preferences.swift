import Foundation
import GRDB

/// The single row of `preferences`.
public struct Preferences: Codable, Sendable, Equatable {
    public var id: Int = 1
    public var activeGameId: UUID?
    public var showPercentage: Bool = false
    public var showOnlyMissing: Bool = false

    public init() {}

    /// Reads the row; a database written before migration 3 always has one, so this only falls back for safety.
    public static func fetch(_ db: Database) throws -> Preferences {
        try Preferences.fetchOne(db, key: 1) ?? Preferences()
    }

    public func activeGame(in db: Database) throws -> Game? {
        guard let activeGameId else { return nil }
        return try Game.fetchOne(db, key: activeGameId.databaseText)
    }
}

extension Preferences: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "preferences"
    public static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }
}

/// The settings `dex config` reads and writes, by their command-line names.
public enum Setting: String, CaseIterable, Sendable {
    case activeGame = "active-game"
    case showPercentage = "show-percentage"
    case showOnlyMissing = "show-only-missing"
}
