import CSQLite

/// The row a statement stands on, read in place: each getter reads its one column from SQLite when called, where a
/// `SQLiteRow` holds every column's value, read first. For `SQLiteConnection.forEachInPlace` over many rows, of which a caller
/// wants a few columns each. Valid only inside the closure it is handed to: the statement then moves on.
///
/// Columns are found by name, as `SQLiteRow`'s are, and the getters throw the same `SQLiteRowError`s.
public struct SQLiteCurrentRow {
    let statement: PreparedStatement
    let columns: SQLiteColumns

    public func int(_ column: String) throws(SQLiteRowError) -> Int { try get(column) }
    public func optionalInt(_ column: String) throws(SQLiteRowError) -> Int? { try get(column) }
    public func bool(_ column: String) throws(SQLiteRowError) -> Bool { try get(column) }
    public func string(_ column: String) throws(SQLiteRowError) -> String { try get(column) }
    public func optionalString(_ column: String) throws(SQLiteRowError) -> String? { try get(column) }

    private func get<T: SQLiteValueConvertible>(_ column: String) throws(SQLiteRowError) -> T {
        let index = try columns.index(of: column)
        let value = statement.value(at: Int32(index))
        guard let converted = T(sqliteValue: value) else {
            throw SQLiteRowError(
                problem: .typeMismatch(expected: T.sqliteTypeName, found: value.typeName), column: column, sql: columns.sql)
        }
        return converted
    }
}
