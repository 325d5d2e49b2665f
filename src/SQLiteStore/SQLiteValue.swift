/// One value as SQLite stores it: the five storage classes.
public enum SQLiteValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    /// Text is kept whole, NUL characters included (it is read and bound with its byte length).
    /// Bytes that are not valid UTF-8 read as U+FFFD.
    case text(String)
    case blob([UInt8])

    /// The storage class's SQL name, for error messages: `INTEGER`, `TEXT`…
    public var typeName: String {
        switch self {
        case .null: "NULL"
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text: "TEXT"
        case .blob: "BLOB"
        }
    }
}

/// A Swift type that can be bound to a statement's `?` and read back from a column.
///
/// The conformances' `init?(sqliteValue:)` are inlinable, so that a row getter specialised for `String?` reads the
/// value without asking the runtime for `Optional<String>`'s metadata on every field of every row.
///
/// `init?(sqliteValue:)` returns nil when the stored value has another type: the row getters turn that
/// into a `SQLiteRowError`. Conversions are strict, except that an INTEGER reads as a `Double` and as a `Bool`
/// (zero is false).
public protocol SQLiteValueConvertible {
    var sqliteValue: SQLiteValue { get }
    init?(sqliteValue: SQLiteValue)
    /// The SQL type a column must hold for this Swift type, for error messages.
    static var sqliteTypeName: String { get }
}

extension SQLiteValue: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { self }
    @inlinable public init?(sqliteValue: SQLiteValue) { self = sqliteValue }
    public static var sqliteTypeName: String { "any value" }
}

extension Int64: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { .integer(self) }
    @inlinable public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue else { return nil }
        self = value
    }
    public static var sqliteTypeName: String { "INTEGER" }
}

extension Int: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
    @inlinable public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue, let exact = Int(exactly: value) else { return nil }
        self = exact
    }
    public static var sqliteTypeName: String { "INTEGER" }
}

extension Bool: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
    @inlinable public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue else { return nil }
        self = value != 0
    }
    public static var sqliteTypeName: String { "INTEGER (boolean)" }
}

extension Double: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { .real(self) }
    @inlinable public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
    public static var sqliteTypeName: String { "REAL" }
}

extension String: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { .text(self) }
    @inlinable public init?(sqliteValue: SQLiteValue) {
        guard case .text(let value) = sqliteValue else { return nil }
        self = value
    }
    public static var sqliteTypeName: String { "TEXT" }
}

extension Array: SQLiteValueConvertible where Element == UInt8 {
    public var sqliteValue: SQLiteValue { .blob(self) }
    @inlinable public init?(sqliteValue: SQLiteValue) {
        guard case .blob(let value) = sqliteValue else { return nil }
        self = value
    }
    public static var sqliteTypeName: String { "BLOB" }
}

/// nil binds NULL; a NULL column reads as nil.
extension Optional: SQLiteValueConvertible where Wrapped: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
    @inlinable public init?(sqliteValue: SQLiteValue) {
        if case .null = sqliteValue {
            self = .none
        } else if let value = Wrapped(sqliteValue: sqliteValue) {
            self = .some(value)
        } else {
            return nil
        }
    }
    public static var sqliteTypeName: String { "\(Wrapped.sqliteTypeName) or NULL" }
}
