import CSQLite

/// The row a statement stands on, read in place: each getter reads its one column from SQLite when called, where a
/// `SQLiteRow` holds every column's value, read first. For `SQLiteConnection.forEachInPlace` over many rows, of which a caller
/// wants a few columns each. Valid only inside the closure it is handed to: the statement then moves on.
///
/// Columns are found by name, as `SQLiteRow`'s are, and the getters throw the same `SQLiteRowError`s. A caller
/// reading many rows finds each column once (`column(_:)`) and reads it from every row by that `Column`, without
/// looking its name up again: a list of 1,276 rows asked twelve names of each.
public struct SQLiteCurrentRow {
    let statement: PreparedStatement
    let columns: SQLiteColumns

    /// A result column found by its name, good for every row of the statement.
    public struct Column: Sendable {
        let index: Int32
    }

    /// The column named `name`: found as the getters by name find it, with the same errors.
    public func column(_ name: String) throws(SQLiteRowError) -> Column {
        Column(index: Int32(try columns.index(of: name)))
    }

    public func int(_ column: String) throws(SQLiteRowError) -> Int { try get(self.column(column)) }
    public func optionalInt(_ column: String) throws(SQLiteRowError) -> Int? { try get(self.column(column)) }
    public func bool(_ column: String) throws(SQLiteRowError) -> Bool { try get(self.column(column)) }
    public func string(_ column: String) throws(SQLiteRowError) -> String { try get(self.column(column)) }
    public func optionalString(_ column: String) throws(SQLiteRowError) -> String? { try get(self.column(column)) }

    public func int(_ column: Column) throws(SQLiteRowError) -> Int { try get(column) }
    public func optionalInt(_ column: Column) throws(SQLiteRowError) -> Int? { try get(column) }
    public func bool(_ column: Column) throws(SQLiteRowError) -> Bool { try get(column) }
    public func string(_ column: Column) throws(SQLiteRowError) -> String { try get(column) }
    public func optionalString(_ column: Column) throws(SQLiteRowError) -> String? { try get(column) }

    private func get<T: SQLiteValueConvertible>(_ column: Column) throws(SQLiteRowError) -> T {
        let value = statement.value(at: column.index)
        guard let converted = T(sqliteValue: value) else {
            throw SQLiteRowError(
                problem: .typeMismatch(expected: T.sqliteTypeName, found: value.typeName),
                column: columns.names[Int(column.index)], sql: columns.sql)
        }
        return converted
    }
}
