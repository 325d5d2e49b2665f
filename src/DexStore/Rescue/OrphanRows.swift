import SQLiteStore

/// Rows of a rescued database that point at a row that was lost (a Pokémon whose game is gone): deleted, as the
/// parent's deletion would have, or their reference set to NULL where the schema says so.
enum OrphanRows {
    /// Removes the orphans; how many rows each table lost.
    static func remove(_ db: SQLiteConnection) throws -> [(table: String, rows: Int)] {
        var removed: [String: Int] = [:]
        var order: [String] = []
        // A deletion can orphan rows that point at the deleted row: again until none is left.
        for _ in 0..<8 {
            let violations = try db.query("PRAGMA foreign_key_check")
            guard !violations.isEmpty else { break }
            for violation in violations {
                let table = try violation.string("table")
                guard let rowid = try violation.optionalInt64("rowid") else { continue }
                let key = try db.queryOne(
                    "SELECT \"from\", on_delete FROM pragma_foreign_key_list(?) WHERE id = ?",
                    [table, try violation.int("fkid")])
                let quoted = TableSalvage.quoted(table)
                if let key, try key.string("on_delete") == "SET NULL" {
                    try db.execute(
                        "UPDATE \(quoted) SET \(TableSalvage.quoted(try key.string("from"))) = NULL WHERE rowid = ?", [rowid])
                } else {
                    try db.execute("DELETE FROM \(quoted) WHERE rowid = ?", [rowid])
                    if removed[table] == nil { order.append(table) }
                    removed[table, default: 0] += db.changes
                }
            }
        }
        return order.map { ($0, removed[$0] ?? 0) }
    }
}
