import CSQLite

/// One compiled statement of a connection: binding, stepping and reading columns.
/// The connection keeps the ones it may run again in its cache, keyed by SQL.
final class PreparedStatement {
    let handle: OpaquePointer
    let sql: String
    /// True when the statement cannot change the database (sqlite3_stmt_readonly).
    let isReadOnly: Bool
    /// BEGIN, COMMIT or ROLLBACK (not ROLLBACK TO): refused inside `read`/`write`, which own the transaction.
    let controlsTransaction: Bool
    /// Set while a run or a `forEach` uses it, so that a nested use of the same SQL prepares its own copy.
    var isBusy = false
    private var cachedColumns: SQLiteColumns?

    init(handle: OpaquePointer, sql: String, controlsTransaction: Bool) {
        self.handle = handle
        self.sql = sql
        self.isReadOnly = sqlite3_stmt_readonly(handle) != 0
        self.controlsTransaction = controlsTransaction
    }

    deinit { sqlite3_finalize(handle) }

    var columns: SQLiteColumns {
        if let cachedColumns { return cachedColumns }
        let names = (0..<sqlite3_column_count(handle)).map { index in
            sqlite3_column_name(handle, index).map { String(cString: $0) } ?? ""
        }
        let columns = SQLiteColumns(names: names, sql: sql)
        cachedColumns = columns
        return columns
    }

    func bind(_ arguments: [(any SQLiteValueConvertible)?], connection db: OpaquePointer) throws(SQLiteError) {
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard arguments.count == expected else {
            throw .misuse("the statement takes \(expected) argument(s), \(arguments.count) given", sql: sql)
        }
        for (offset, argument) in arguments.enumerated() {
            let code = bind(argument?.sqliteValue ?? .null, at: Int32(offset + 1))
            guard code == SQLITE_OK else { throw SQLiteError(resultCode: code, connection: db, sql: sql) }
        }
    }

    private func bind(_ value: SQLiteValue, at index: Int32) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(handle, index)
        case .integer(let integer):
            return sqlite3_bind_int64(handle, index, integer)
        case .real(let real):
            return sqlite3_bind_double(handle, index, real)
        case .text(var text):
            // With its byte length, so that text holding NUL is bound whole.
            // An empty text must not be bound from a nil pointer: SQLite would store NULL.
            if text.isEmpty { return sqlite3_bind_text64(handle, index, "", 0, dex_sqlite3_transient(), UInt8(SQLITE_UTF8)) }
            return text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    sqlite3_bind_text64(
                        handle, index, chars.baseAddress, sqlite3_uint64(chars.count), dex_sqlite3_transient(),
                        UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let blob):
            // An empty blob must not be bound from a nil pointer: SQLite would store NULL.
            if blob.isEmpty { return sqlite3_bind_zeroblob(handle, index, 0) }
            return blob.withUnsafeBytes { bytes in
                sqlite3_bind_blob64(handle, index, bytes.baseAddress, sqlite3_uint64(bytes.count), dex_sqlite3_transient())
            }
        }
    }

    /// The current row's values, in column order.
    func rowValues() -> [SQLiteValue] {
        let count = sqlite3_column_count(handle)
        var values: [SQLiteValue] = []
        values.reserveCapacity(Int(count))
        for index in 0..<count {
            values.append(value(at: index))
        }
        return values
    }

    /// Column `index` of the current row.
    func value(at index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT:
            return .text(text(at: index))
        case SQLITE_BLOB:
            guard let blob = sqlite3_column_blob(handle, index) else { return .blob([]) }
            let count = Int(sqlite3_column_bytes(handle, index))
            return .blob(Array(UnsafeRawBufferPointer(start: blob, count: count)))
        default:
            return .null
        }
    }

    /// The storage class (`SQLITE_INTEGER`, `SQLITE_TEXT`…) of column `index` of the current row.
    func storageClass(at index: Int32) -> Int32 { sqlite3_column_type(handle, index) }

    /// Column `index` of the current row, which holds INTEGER.
    func integer(at index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

    /// Column `index` of the current row, which holds TEXT: read with its byte length, so that text holding NUL is
    /// kept whole; bytes that are not valid UTF-8 read as U+FFFD.
    func text(at index: Int32) -> String {
        guard let text = sqlite3_column_text(handle, index) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, index))
        guard count > 0 else { return "" }  // a list's notes, mostly
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// A storage class's SQL name, as `SQLiteValue.typeName` gives it.
    static func typeName(ofStorageClass storageClass: Int32) -> String {
        switch storageClass {
        case SQLITE_INTEGER: "INTEGER"
        case SQLITE_FLOAT: "REAL"
        case SQLITE_TEXT: "TEXT"
        case SQLITE_BLOB: "BLOB"
        default: "NULL"
        }
    }
}
