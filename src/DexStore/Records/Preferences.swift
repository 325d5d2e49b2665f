import DexModel
import FoundationEssentials
import SQLiteStore

/// The single row of `preferences`.
public struct Preferences: Sendable, Equatable {
    public var id: Int = 1
    public var activeGameId: UUID?
    public var showPercentage: Bool = false
    public var showOnlyMissing: Bool = false

    public init() {}

    /// Reads the row; migration 3 inserts it, so the fallback is only for safety.
    public static func fetch(_ db: SQLiteConnection) throws -> Preferences {
        try fetchOne(db, "WHERE id = 1") ?? Preferences()
    }

    public func activeGame(in db: SQLiteConnection) throws -> Game? {
        guard let activeGameId else { return nil }
        return try Game.fetchOne(db, "WHERE id = ?", [activeGameId])
    }
}

extension Preferences: StoredRecord {
    static let table = RecordTable<Preferences>(
        "preferences",
        [
            ("id", { $0.id }),
            ("activeGameId", { $0.activeGameId }),
            ("showPercentage", { $0.showPercentage }),
            ("showOnlyMissing", { $0.showOnlyMissing }),
        ])

    init(row: SQLiteRow) throws {
        id = try row["id"]
        activeGameId = try row["activeGameId"]
        showPercentage = try row["showPercentage"]
        showOnlyMissing = try row["showOnlyMissing"]
    }
}
