import CSQLite

/// The open connection, handed to the closures of `SQLiteDatabase.read`, `write` and `writeWithoutTransaction`.
/// Use it only inside the closure that received it: the database serialises access around that closure.
///
/// Statements are compiled once and kept in a cache keyed by their SQL, so pass values as arguments (`?`),
/// never spliced into the SQL.
public final class SQLiteConnection {
    /// A statement's arguments, bound in order to its `?` placeholders: Int, Int64, Double, Bool, String, [UInt8],
    /// SQLiteValue, or nil for NULL.
    public typealias Arguments = [(any SQLiteValueConvertible)?]

    /// What the current closure allows: `read` refuses changes, `read` and `write` refuse BEGIN/COMMIT/ROLLBACK.
    enum Access { case any, readTransaction, writeTransaction }

    let handle: OpaquePointer
    var access = Access.any
    private var cache: [String: PreparedStatement] = [:]
    private static let cacheLimit = 100
    /// Set by the authorizer while a statement compiles, when it is BEGIN, COMMIT or ROLLBACK.
    fileprivate var compiledTransactionControl = false

    init(handle: OpaquePointer) {
        self.handle = handle
        sqlite3_set_authorizer(
            handle,
            { context, action, _, _, _, _ in
                if action == SQLITE_TRANSACTION, let context {
                    Unmanaged<SQLiteConnection>.fromOpaque(context).takeUnretainedValue().compiledTransactionControl = true
                }
                return SQLITE_OK
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Finalizes the cached statements; the database closes the handle.
    func finalizeStatements() {
        cache.removeAll()
    }

    // MARK: - Running statements

    /// Runs `sql`, discarding any rows. Without arguments `sql` may hold several statements separated by `;`.
    public func execute(_ sql: String, _ arguments: Arguments = []) throws {
        if arguments.isEmpty, cache[sql] == nil {
            try executeScript(sql)
            return
        }
        try withStatement(sql, arguments) { statement in
            while try step(statement) {}
        }
    }

    /// Runs `sql` once for each of `rows`, whose values `bind` binds in the order of its `?` placeholders: one
    /// compiled statement, and no array of values made per row (a new game's thousand Pokémon).
    public func executeForEach<Rows: Sequence>(
        _ sql: String, _ rows: Rows, _ bind: (Rows.Element, inout SQLiteBindings) -> Void
    ) throws {
        try withStatement(sql) { statement in
            let expected = sqlite3_bind_parameter_count(statement.handle)
            for row in rows {
                var bindings = SQLiteBindings(statement: statement.handle)
                bind(row, &bindings)
                guard bindings.count == expected else {
                    throw SQLiteError.misuse("the statement takes \(expected) argument(s), \(bindings.count) given", sql: sql)
                }
                guard bindings.failure == SQLITE_OK else {
                    throw SQLiteError(resultCode: bindings.failure, connection: handle, sql: sql)
                }
                while try step(statement) {}
                sqlite3_reset(statement.handle)
            }
        }
    }

    /// Every row `sql` returns.
    public func query(_ sql: String, _ arguments: Arguments = []) throws -> [SQLiteRow] {
        try withStatement(sql, arguments) { statement in
            let columns = statement.columns
            var rows: [SQLiteRow] = []
            while try step(statement) {
                rows.append(SQLiteRow(columns: columns, values: statement.rowValues()))
            }
            return rows
        }
    }

    /// The first row `sql` returns, or nil when there is none.
    public func queryOne(_ sql: String, _ arguments: Arguments = []) throws -> SQLiteRow? {
        try withStatement(sql, arguments) { statement in
            try step(statement) ? SQLiteRow(columns: statement.columns, values: statement.rowValues()) : nil
        }
    }

    /// Calls `body` with each row as SQLite produces it, without collecting them: for large results.
    public func forEach(_ sql: String, _ arguments: Arguments = [], _ body: (SQLiteRow) throws -> Void) throws {
        try withStatement(sql, arguments) { statement in
            let columns = statement.columns
            while try step(statement) {
                try body(SQLiteRow(columns: columns, values: statement.rowValues()))
            }
        }
    }

    /// The only column of the first row (nil when there is no row): `SELECT COUNT(*) …`.
    /// Throws when the query returns several columns (which one would be meant?).
    public func queryValue<T: SQLiteValueConvertible>(
        _ sql: String, _ arguments: Arguments = [], as type: T.Type = T.self
    ) throws -> T? {
        let values: [T] = try queryValues(sql, arguments, limit: 1)
        return values.first
    }

    /// The only column of every row: `SELECT identifier FROM …`.
    public func queryValues<T: SQLiteValueConvertible>(
        _ sql: String, _ arguments: Arguments = [], as type: T.Type = T.self
    ) throws -> [T] {
        try queryValues(sql, arguments, limit: Int.max)
    }

    private func queryValues<T: SQLiteValueConvertible>(_ sql: String, _ arguments: Arguments, limit: Int) throws -> [T] {
        try withStatement(sql, arguments) { statement in
            let columns = statement.columns
            guard columns.names.count == 1 else {
                throw SQLiteError.misuse("expected a query of one column, it has \(columns.names.count)", sql: sql)
            }
            var values: [T] = []
            while values.count < limit, try step(statement) {
                values.append(try SQLiteRow(columns: columns, values: statement.rowValues()).get(columns.names[0]))
            }
            return values
        }
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes64(handle)) }

    /// Rows changed by every INSERT, UPDATE or DELETE since the connection opened (those a changeset applied too).
    public var totalChanges: Int { Int(sqlite3_total_changes64(handle)) }

    /// The rowid of the last successful INSERT.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// True between BEGIN and COMMIT/ROLLBACK.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Whether the main database has a table (or view) of this name.
    public func tableExists(_ name: String) throws -> Bool {
        try queryOne("SELECT 1 AS found FROM sqlite_master WHERE type IN ('table', 'view') AND name = ?", [name]) != nil
    }

    /// The names of a table's columns, in their order (`PRAGMA table_info`); none when there is no such table.
    public func columns(in table: String) throws -> [String] {
        try query("SELECT name FROM pragma_table_info(?) ORDER BY cid", [table]).map { try $0.string("name") }
    }

    // MARK: - Transactions

    /// How a transaction takes its lock (https://sqlite.org/lang_transaction.html).
    public enum TransactionKind: Sendable {
        /// Locks at the first read or write. A read that later writes can fail with `busy`: prefer `immediate` to write.
        case deferred
        /// Takes the write lock at once, waiting up to the busy timeout.
        case immediate
        case exclusive
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    /// For use inside `writeWithoutTransaction` (`write` already opens one); a transaction cannot nest.
    public func transaction<T>(_ kind: TransactionKind = .immediate, _ body: (SQLiteConnection) throws -> T) throws -> T {
        try transaction(kind, access: .writeTransaction, body)
    }

    func transaction<T>(_ kind: TransactionKind, access scope: Access, _ body: (SQLiteConnection) throws -> T) throws -> T {
        guard !isInTransaction else {
            throw SQLiteError.misuse("a transaction is already open: transactions cannot nest")
        }
        let begin =
            switch kind {
            case .deferred: "BEGIN DEFERRED TRANSACTION"
            case .immediate: "BEGIN IMMEDIATE TRANSACTION"
            case .exclusive: "BEGIN EXCLUSIVE TRANSACTION"
            }
        try run(begin, checked: false)
        let outer = access
        access = scope
        defer { access = outer }
        do {
            let result = try body(self)
            try run("COMMIT TRANSACTION", checked: false)
            return result
        } catch {
            // SQLite itself rolls back on some errors (SQLITE_FULL, SQLITE_IOERR…); then there is nothing left to undo.
            if isInTransaction { try? run("ROLLBACK TRANSACTION", checked: false) }
            throw error
        }
    }

    // MARK: - Statements and the cache

    /// A statement the library runs itself (BEGIN, COMMIT…): cached, no arguments, not checked against `access`.
    private func run(_ sql: String, checked: Bool) throws(SQLiteError) {
        let statement = try cachedStatement(sql)
        if checked { try checkAccess(statement) }
        defer { sqlite3_reset(statement.handle) }
        while try step(statement) {}
    }

    private func withStatement<T>(
        _ sql: String, _ arguments: Arguments, _ body: (PreparedStatement) throws -> T
    ) throws -> T {
        try withStatement(sql) { statement in
            try statement.bind(arguments, connection: handle)
            return try body(statement)
        }
    }

    /// The cached statement for `sql`, checked against `access`, for `body` to bind and run.
    private func withStatement<T>(_ sql: String, _ body: (PreparedStatement) throws -> T) throws -> T {
        let statement = try cachedStatement(sql)
        try checkAccess(statement)
        statement.isBusy = true
        defer {
            sqlite3_reset(statement.handle)
            statement.isBusy = false
        }
        return try body(statement)
    }

    private func checkAccess(_ statement: PreparedStatement) throws(SQLiteError) {
        switch access {
        case .any:
            return
        case .readTransaction where !statement.isReadOnly:
            throw SQLiteError(code: .readOnly, message: "a read cannot change the database: use write", sql: statement.sql)
        case .readTransaction, .writeTransaction:
            if statement.controlsTransaction {
                throw .misuse(
                    "read and write manage the transaction themselves: do not BEGIN, COMMIT or ROLLBACK in them",
                    sql: statement.sql)
            }
        }
    }

    /// The cached statement for `sql`, compiled on first use. A statement already running (a nested use of the
    /// same SQL in `forEach`) gets a fresh copy that is not cached.
    private func cachedStatement(_ sql: String) throws(SQLiteError) -> PreparedStatement {
        if let statement = cache[sql], !statement.isBusy { return statement }
        let statement = try prepareSingle(sql)
        if cache[sql] == nil {
            if cache.count >= Self.cacheLimit { cache = cache.filter { $0.value.isBusy } }
            cache[sql] = statement
        }
        return statement
    }

    private func step(_ statement: PreparedStatement) throws(SQLiteError) -> Bool {
        switch sqlite3_step(statement.handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw SQLiteError(resultCode: code, connection: handle, sql: statement.sql)
        }
    }

    // MARK: - Compiling

    /// Compiles `sql`, which must be exactly one statement.
    private func prepareSingle(_ sql: String) throws(SQLiteError) -> PreparedStatement {
        var utf8 = sql
        let result: Result<PreparedStatement, SQLiteError> = utf8.withUTF8 { bytes in
            Result { () throws(SQLiteError) in
                var remaining = bytes
                guard let statement = try prepareNext(&remaining, sql: sql) else {
                    throw .misuse("no SQL statement to run", sql: sql)
                }
                if try prepareNext(&remaining, sql: sql) != nil {
                    throw .misuse("several statements given with arguments or as a query: run them one by one", sql: sql)
                }
                return statement
            }
        }
        return try result.get()
    }

    /// Runs each statement of `sql` in turn (a script, e.g. a migration). A lone statement is cached.
    private func executeScript(_ sql: String) throws(SQLiteError) {
        var utf8 = sql
        let result: Result<Void, SQLiteError> = utf8.withUTF8 { bytes in
            Result { () throws(SQLiteError) in
                var remaining = bytes
                var first = true
                while let statement = try prepareNext(&remaining, sql: sql) {
                    if first, remaining.allSatisfy(Self.isBlank), cache[sql] == nil {
                        cache[sql] = statement
                    }
                    first = false
                    try checkAccess(statement)
                    try statement.bind([], connection: handle)  // refuses a `?` left without its argument
                    statement.isBusy = true
                    defer {
                        sqlite3_reset(statement.handle)
                        statement.isBusy = false
                    }
                    while try step(statement) {}
                }
            }
        }
        try result.get()
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: ";")
    }

    /// Compiles the first statement of `remaining` and moves `remaining` past it; nil when only blanks or comments
    /// are left.
    private func prepareNext(_ remaining: inout UnsafeBufferPointer<UInt8>, sql: String) throws(SQLiteError) -> PreparedStatement?
    {
        while !remaining.isEmpty {
            guard let start = remaining.baseAddress else { return nil }
            var handle: OpaquePointer?
            var tail: UnsafePointer<CChar>?
            compiledTransactionControl = false
            let code = start.withMemoryRebound(to: CChar.self, capacity: remaining.count) { text in
                let code = sqlite3_prepare_v3(
                    self.handle, text, Int32(remaining.count), UInt32(SQLITE_PREPARE_PERSISTENT), &handle, &tail)
                let used = tail.map { UnsafeRawPointer($0) - UnsafeRawPointer(text) } ?? remaining.count
                remaining = UnsafeBufferPointer(rebasing: remaining[used...])
                return code
            }
            guard code == SQLITE_OK else {
                sqlite3_finalize(handle)
                throw SQLiteError(resultCode: code, connection: self.handle, sql: sql)
            }
            if let handle {
                let text = sqlite3_sql(handle).map { String(cString: $0) } ?? sql
                return PreparedStatement(handle: handle, sql: text, controlsTransaction: compiledTransactionControl)
            }
        }
        return nil
    }
}
