/// One result row. Values are read by column name only — never by position — so that a column added to a table
/// or a query cannot silently shift what a caller reads.
///
/// Getters throw `SQLiteRowError` when the column is missing, ambiguous (two result columns share the name;
/// give one an alias) or holds another type. Names match as SQLite's do: exactly, else ignoring ASCII case.
public struct SQLiteRow: Sendable {
    @usableFromInline let columns: SQLiteColumns
    /// The values, in the statement's column order.
    @usableFromInline let values: [SQLiteValue]

    init(columns: SQLiteColumns, values: [SQLiteValue]) {
        self.columns = columns
        self.values = values
    }

    /// The result's column names, in order.
    public var columnNames: [String] { columns.names }

    /// The raw value of a column.
    public func value(_ column: String) throws(SQLiteRowError) -> SQLiteValue {
        values[try columns.index(of: column)]
    }

    /// A column's value as `T`; `T` optional accepts NULL.
    /// Inlinable, so that each caller's `T` is specialised: a row read as a model's dozen fields would otherwise
    /// look up `T`'s metadata (`Optional<String>`…) at run time for every field.
    @inlinable
    public func get<T: SQLiteValueConvertible>(_ column: String, as type: T.Type = T.self) throws(SQLiteRowError) -> T {
        let index = try columns.index(of: column)
        guard let value = T(sqliteValue: values[index]) else {
            throw typeMismatch(column, at: index, expected: T.sqliteTypeName)
        }
        return value
    }

    /// The same as `get`: `let name: String = try row["name"]`.
    @inlinable
    public subscript<T: SQLiteValueConvertible>(_ column: String) -> T {
        get throws(SQLiteRowError) { try get(column) }
    }

    @usableFromInline
    func typeMismatch(_ column: String, at index: Int, expected: String) -> SQLiteRowError {
        SQLiteRowError(
            problem: .typeMismatch(expected: expected, found: values[index].typeName), column: column, sql: columns.sql)
    }

    @inlinable public func string(_ column: String) throws(SQLiteRowError) -> String { try get(column) }
    @inlinable public func int(_ column: String) throws(SQLiteRowError) -> Int { try get(column) }
    @inlinable public func int64(_ column: String) throws(SQLiteRowError) -> Int64 { try get(column) }
    @inlinable public func double(_ column: String) throws(SQLiteRowError) -> Double { try get(column) }
    @inlinable public func bool(_ column: String) throws(SQLiteRowError) -> Bool { try get(column) }
    @inlinable public func blob(_ column: String) throws(SQLiteRowError) -> [UInt8] { try get(column) }

    @inlinable public func optionalString(_ column: String) throws(SQLiteRowError) -> String? { try get(column) }
    @inlinable public func optionalInt(_ column: String) throws(SQLiteRowError) -> Int? { try get(column) }
    @inlinable public func optionalInt64(_ column: String) throws(SQLiteRowError) -> Int64? { try get(column) }
    @inlinable public func optionalDouble(_ column: String) throws(SQLiteRowError) -> Double? { try get(column) }
    @inlinable public func optionalBool(_ column: String) throws(SQLiteRowError) -> Bool? { try get(column) }
    @inlinable public func optionalBlob(_ column: String) throws(SQLiteRowError) -> [UInt8]? { try get(column) }

    /// Whether the result has this column (to read a column that only some schema versions have).
    public func hasColumn(_ column: String) -> Bool {
        (try? columns.index(of: column)) != nil
    }
}

extension SQLiteRow: CustomStringConvertible {
    public var description: String {
        "[" + zip(columns.names, values).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
    }
}

/// A row getter's complaint: which column, what went wrong, and the query.
public struct SQLiteRowError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Problem: Sendable, Equatable {
        case missingColumn(available: [String])
        /// Several result columns have this name: alias them in the SQL.
        case ambiguousColumn
        case typeMismatch(expected: String, found: String)
    }

    public var problem: Problem
    public var column: String
    public var sql: String

    public var description: String {
        switch problem {
        case .missingColumn(let available):
            "no column \"\(column)\" in the result (columns: \(available.joined(separator: ", "))) of `\(sql)`"
        case .ambiguousColumn:
            "several columns are named \"\(column)\" in the result of `\(sql)`; give them distinct aliases"
        case .typeMismatch(let expected, let found):
            "column \"\(column)\" holds \(found) where \(expected) was expected, in the result of `\(sql)`"
        }
    }
}

/// The column names of one prepared statement, shared by its rows.
@usableFromInline
final class SQLiteColumns: Sendable {
    let names: [String]
    let sql: String
    /// Each name's length in UTF-8: a name is found by its length first, then its bytes.
    private let lengths: [Int]
    /// Whether another column has exactly the same name: known once, so that a scan stops at the first match.
    private let isShared: [Bool]

    init(names: [String], sql: String) {
        self.names = names
        self.sql = sql
        let lengths = names.map(\.utf8.count)
        self.lengths = lengths
        var isShared = [Bool](repeating: false, count: names.count)
        for first in names.indices {
            for second in (first + 1)..<names.count
            where lengths[second] == lengths[first] && names[second] == names[first] {
                isShared[first] = true
                isShared[second] = true
            }
        }
        self.isShared = isShared
    }

    /// A scan rather than a dictionary: a result has a few dozen columns at most, and comparing lengths costs less
    /// than hashing the name, which a row of a list of 1,284 Pokémon did for each of its twenty fields.
    @usableFromInline
    func index(of column: String) throws(SQLiteRowError) -> Int {
        let length = column.utf8.count
        for index in lengths.indices where lengths[index] == length && names[index] == column {
            guard !isShared[index] else { throw SQLiteRowError(problem: .ambiguousColumn, column: column, sql: sql) }
            return index
        }
        let matches = names.indices.filter { asciiCaseInsensitiveEqual(names[$0], column) }
        switch matches.count {
        case 1: return matches[0]
        case 0: throw SQLiteRowError(problem: .missingColumn(available: names), column: column, sql: sql)
        default: throw SQLiteRowError(problem: .ambiguousColumn, column: column, sql: sql)
        }
    }
}

private func asciiCaseInsensitiveEqual(_ a: String, _ b: String) -> Bool {
    func lower(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }
    return a.utf8.count == b.utf8.count && zip(a.utf8, b.utf8).allSatisfy { lower($0) == lower($1) }
}
