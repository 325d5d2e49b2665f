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

    public func int(_ column: String) throws(SQLiteRowError) -> Int { try int(self.column(column)) }
    public func optionalInt(_ column: String) throws(SQLiteRowError) -> Int? { try optionalInt(self.column(column)) }
    public func bool(_ column: String) throws(SQLiteRowError) -> Bool { try bool(self.column(column)) }
    public func string(_ column: String) throws(SQLiteRowError) -> String { try string(self.column(column)) }
    public func optionalString(_ column: String) throws(SQLiteRowError) -> String? { try optionalString(self.column(column)) }

    // Each getter asks the column's storage class once and reads the value with the call for that class, without
    // building a `SQLiteValue` to convert: a list reads twelve columns of a thousand rows. Same conversions and
    // errors as `SQLiteValueConvertible`'s.

    public func int(_ column: Column) throws(SQLiteRowError) -> Int {
        try int(column, stored: try integer(column, expected: Int.sqliteTypeName), expected: Int.sqliteTypeName)
    }

    public func optionalInt(_ column: Column) throws(SQLiteRowError) -> Int? {
        if statement.storageClass(at: column.index) == SQLITE_NULL { return nil }
        return try int(column, stored: try integer(column, expected: Int?.sqliteTypeName), expected: Int?.sqliteTypeName)
    }

    public func bool(_ column: Column) throws(SQLiteRowError) -> Bool {
        try integer(column, expected: Bool.sqliteTypeName) != 0
    }

    public func string(_ column: Column) throws(SQLiteRowError) -> String {
        let found = statement.storageClass(at: column.index)
        guard found == SQLITE_TEXT else { throw mismatch(column, expected: String.sqliteTypeName, found: found) }
        return statement.text(at: column.index)
    }

    public func optionalString(_ column: Column) throws(SQLiteRowError) -> String? {
        switch statement.storageClass(at: column.index) {
        case SQLITE_TEXT: return statement.text(at: column.index)
        case SQLITE_NULL: return nil
        case let found: throw mismatch(column, expected: String?.sqliteTypeName, found: found)
        }
    }

    /// The column's INTEGER, else an error naming `expected`.
    private func integer(_ column: Column, expected: @autoclosure () -> String) throws(SQLiteRowError) -> Int64 {
        let found = statement.storageClass(at: column.index)
        guard found == SQLITE_INTEGER else { throw mismatch(column, expected: expected(), found: found) }
        return statement.integer(at: column.index)
    }

    private func int(_ column: Column, stored: Int64, expected: @autoclosure () -> String) throws(SQLiteRowError) -> Int {
        guard let value = Int(exactly: stored) else { throw mismatch(column, expected: expected(), found: SQLITE_INTEGER) }
        return value
    }

    private func mismatch(_ column: Column, expected: String, found: Int32) -> SQLiteRowError {
        SQLiteRowError(
            problem: .typeMismatch(expected: expected, found: PreparedStatement.typeName(ofStorageClass: found)),
            column: columns.names[Int(column.index)], sql: columns.sql)
    }
}
