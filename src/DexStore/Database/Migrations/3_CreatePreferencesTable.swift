import GRDB

/// A single row (id = 1) of typed settings; the active game is cleared when its game is removed.
enum CreatePreferencesTable: Migration {
    static let identifier = "3_CreatePreferencesTable"

    static func run(_ db: Database) throws {
        try db.create(table: "preferences") { t in
            t.primaryKey("id", .integer).check { $0 == 1 }
            t.column("activeGameId", .text).references("games", onDelete: .setNull)
            t.column("showPercentage", .boolean).notNull().defaults(to: false)
            t.column("showOnlyMissing", .boolean).notNull().defaults(to: false)
        }
        try db.execute(sql: "INSERT INTO preferences (id) VALUES (1)")
    }
}
