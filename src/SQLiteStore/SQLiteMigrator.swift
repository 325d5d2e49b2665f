/// Brings a schema up to date by running, in order, the registered migrations the file has not recorded yet.
///
/// Keeps GRDB's bookkeeping, so that files GRDB's `DatabaseMigrator` wrote upgrade in place: applied migrations
/// are rows of `grdb_migrations(identifier TEXT NOT NULL PRIMARY KEY)`; each migration runs in its own
/// IMMEDIATE transaction that also inserts its identifier (or, for a new file, all of them in one). The transaction
/// takes the write lock before it looks whether the migration is recorded, so that two processes upgrading one file
/// at once run each migration once: the second waits (its busy timeout) and finds it done. With foreign keys on, it runs with them off and
/// `PRAGMA foreign_key_check` must then find no violation before the commit (GRDB's default, "deferred" checks);
/// a violation throws `constraint` / `constraintForeignKey` and rolls the migration back.
///
/// Identifiers the file records but nobody registered (a newer program's) are ignored here: refusing such a file
/// is the caller's decision.
public struct SQLiteMigrator: Sendable {
    public typealias Migration = @Sendable (SQLiteConnection) throws -> Void

    /// The table GRDB records applied migrations in.
    public static let tableName = "grdb_migrations"

    private var migrations: [(identifier: String, migrate: Migration)] = []

    public init() {}

    /// Appends a migration. Identifiers must be unique.
    public mutating func register(_ identifier: String, _ migrate: @escaping Migration) {
        precondition(!identifiers.contains(identifier), "migration \(identifier) is registered twice")
        migrations.append((identifier, migrate))
    }

    /// The registered migrations' identifiers, in order.
    public var identifiers: [String] { migrations.map(\.identifier) }

    /// Every identifier the file records, known or not, in the order they were applied; none for a new file.
    public static func appliedIdentifiers(_ db: SQLiteConnection) throws -> [String] {
        guard try db.tableExists(tableName) else { return [] }
        return try db.queryValues("SELECT identifier FROM \(tableName) ORDER BY rowid")
    }

    private static func isApplied(_ identifier: String, _ db: SQLiteConnection) throws -> Bool {
        try db.queryValue("SELECT 1 FROM \(tableName) WHERE identifier = ?", [identifier], as: Int.self) != nil
    }

    /// The registered migrations the file has not recorded, in the order they would run.
    public func pendingIdentifiers(_ db: SQLiteConnection) throws -> [String] {
        let applied = Set(try Self.appliedIdentifiers(db))
        return identifiers.filter { !applied.contains($0) }
    }

    /// Runs the pending migrations, each in its own transaction. A migration that throws is rolled back and stops
    /// the run; the ones before it stay applied.
    public func migrate(_ database: SQLiteDatabase) throws {
        try database.writeWithoutTransaction { try migrate($0) }
    }

    /// The same, on a connection outside any transaction (inside `writeWithoutTransaction`). With `together`, every
    /// pending migration runs in one transaction instead, the record table's creation included: for a new file,
    /// which holds nothing to keep until its whole schema is in place, so that it is committed (and its journal made)
    /// once rather than once per migration. One that throws then rolls them all back.
    public func migrate(_ db: SQLiteConnection, together: Bool = false) throws {
        try migrate(db, through: migrations.count, together: together)
    }

    /// Runs the pending migrations up to and including `identifier`, leaving later ones pending: a file as an older
    /// program left it (for upgrade tests). Throws `misuse` for an identifier nobody registered.
    public func migrate(_ database: SQLiteDatabase, upTo identifier: String) throws {
        guard let index = identifiers.firstIndex(of: identifier) else {
            throw SQLiteError.misuse("no migration \(identifier) is registered")
        }
        try database.writeWithoutTransaction { try migrate($0, through: index + 1, together: false) }
    }

    /// Runs the pending ones among the first `count` registered migrations.
    private func migrate(_ db: SQLiteConnection, through count: Int, together: Bool) throws {
        guard !db.isInTransaction, db.access == .any else {
            throw SQLiteError.misuse("migrations run outside any transaction: use writeWithoutTransaction")
        }
        let createTable = "CREATE TABLE IF NOT EXISTS \(Self.tableName) (identifier TEXT NOT NULL PRIMARY KEY)"
        if together {
            try withForeignKeysChecked(db) { db, checkingForeignKeys in
                try db.transaction(.immediate) { db in
                    try db.execute(createTable)
                    try runPending(through: count, db)
                    if checkingForeignKeys { try Self.checkForeignKeys(db) }
                }
            }
            return
        }
        try db.execute(createTable)
        let applied = Set(try Self.appliedIdentifiers(db))
        for migration in migrations.prefix(count) where !applied.contains(migration.identifier) {
            try withForeignKeysChecked(db) { db, checkingForeignKeys in
                try db.transaction(.immediate) { db in
                    // Read again under the write lock: another process may have run it while this one waited.
                    guard try !Self.isApplied(migration.identifier, db) else { return }
                    try run(migration, db)
                    if checkingForeignKeys { try Self.checkForeignKeys(db) }
                }
            }
        }
    }

    private func runPending(through count: Int, _ db: SQLiteConnection) throws {
        let applied = Set(try Self.appliedIdentifiers(db))
        for migration in migrations.prefix(count) where !applied.contains(migration.identifier) {
            try run(migration, db)
        }
    }

    /// One migration and its record, inside the transaction.
    private func run(_ migration: (identifier: String, migrate: Migration), _ db: SQLiteConnection) throws {
        try migration.migrate(db)
        try db.execute("INSERT INTO \(Self.tableName) (identifier) VALUES (?)", [migration.identifier])
    }

    /// Runs `body`, told whether to check foreign keys before its commit: with foreign keys on, they are off while
    /// the schema changes (https://sqlite.org/lang_altertable.html#otheralter), checked as a whole before the commit,
    /// and back on whatever happened.
    private func withForeignKeysChecked(_ db: SQLiteConnection, _ body: (SQLiteConnection, Bool) throws -> Void) throws {
        guard try db.queryValue("PRAGMA foreign_keys", as: Bool.self) == true else {
            try body(db, false)
            return
        }
        try db.execute("PRAGMA foreign_keys = OFF")
        do {
            try body(db, true)
        } catch {
            try? db.execute("PRAGMA foreign_keys = ON")
            throw error
        }
        try db.execute("PRAGMA foreign_keys = ON")
    }

    private static func checkForeignKeys(_ db: SQLiteConnection) throws {
        guard let violation = try db.queryOne("PRAGMA foreign_key_check") else { return }
        var message =
            "FOREIGN KEY constraint violation - from \(try violation.string("table"))"
            + " to \(try violation.string("parent"))"
        if let rowid = try violation.optionalInt64("rowid") { message += ", in rowid \(rowid)" }
        throw SQLiteError(
            code: .constraint, extendedCode: .constraintForeignKey, message: message,
            sql: "PRAGMA foreign_key_check")
    }
}
