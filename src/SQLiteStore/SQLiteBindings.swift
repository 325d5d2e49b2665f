import CSQLite

/// The values of one run of a statement, bound in order to its `?` placeholders straight from Swift values, without
/// an array of them made first (`SQLiteConnection.executeForEach`). Text and blobs are copied by SQLite as they are
/// bound, into buffers it reuses from one run to the next.
public struct SQLiteBindings {
    let statement: OpaquePointer
    /// How many placeholders are bound so far.
    private(set) var count: Int32 = 0
    /// SQLite's code for the first value it refused, if any.
    private(set) var failure: Int32 = SQLITE_OK

    init(statement: OpaquePointer) {
        self.statement = statement
    }

    public mutating func bind(_ value: String?) {
        guard var text = value else { return bindNull() }
        // An empty text must not be bound from a nil pointer: SQLite would store NULL.
        if text.isEmpty {
            return record(sqlite3_bind_text64(statement, count + 1, "", 0, dex_sqlite3_transient(), UInt8(SQLITE_UTF8)))
        }
        text.withUTF8 { bind(utf8: $0) }
    }

    /// Text given as its UTF-8 bytes.
    public mutating func bind(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return bind("") }
        let code = start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
            sqlite3_bind_text64(
                statement, count + 1, chars, sqlite3_uint64(bytes.count), dex_sqlite3_transient(), UInt8(SQLITE_UTF8))
        }
        record(code)
    }

    public mutating func bind(_ value: Int?) {
        guard let value else { return bindNull() }
        record(sqlite3_bind_int64(statement, count + 1, Int64(value)))
    }

    public mutating func bind(_ value: Bool) {
        record(sqlite3_bind_int64(statement, count + 1, value ? 1 : 0))
    }

    public mutating func bindNull() {
        record(sqlite3_bind_null(statement, count + 1))
    }

    private mutating func record(_ code: Int32) {
        if code != SQLITE_OK, failure == SQLITE_OK { failure = code }
        count += 1
    }
}
