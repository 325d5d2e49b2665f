import CSQLiteShims
import Foundation
import GRDB

/// The player's database: one SQLite file, opened in WAL mode with foreign keys on and a busy timeout,
/// so that two `dex` processes at once wait for each other rather than fail.
///
/// Each write method is one transaction: it either happens whole or not at all.
public struct DexDatabase: Sendable {
    public let writer: DatabaseQueue
    public let path: String

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    ///
    /// A database that records migrations this binary does not know was written by a newer `dex`:
    /// it is refused and left untouched. With `migrating: false` the schema is left as it is (`dex db status`).
    public static func open(path: String, migrating: Bool = true) throws -> DexDatabase {
        var configuration = Configuration()
        configuration.busyMode = .timeout(15)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            // WAL is recorded in the file, so this is a no-op after the first run. GRDB's own `.wal` setup
            // is not used: it commits a dummy transaction (an fsync) whenever the WAL file is absent.
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            _ = dex_sqlite3_disable_checkpoint_on_close(UnsafeMutableRawPointer(db.sqliteConnection))
        }
        do {
            let database = DexDatabase(writer: try DatabaseQueue(path: path, configuration: configuration), path: path)
            if migrating { try database.migrate() }
            return database
        } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
            throw DexError.notADatabase(path: path)
        }
    }

    public static func open(_ home: DexHome, migrating: Bool = true) throws -> DexDatabase {
        try home.create()
        return try open(path: home.databaseURL.path, migrating: migrating)
    }

    private func migrate() throws {
        let applied = try writer.read(Self.appliedIdentifiers)
        let unknown = applied.filter { !Migrations.identifiers.contains($0) }
        guard unknown.isEmpty else { throw DexError.newerDatabase(path: path, unknownMigrations: unknown) }
        if applied != Migrations.identifiers { try Migrations.migrator.migrate(writer) }
    }

    /// The migrations recorded in the file, in the order they ran. One plain query: this runs on every command.
    private static func appliedIdentifiers(_ db: Database) throws -> [String] {
        let sql = "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations'"
        guard try Int.fetchOne(db, sql: sql) == 1 else { return [] }
        return try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
    }

    /// What `dex db status` shows.
    public struct Status: Sendable, Equatable {
        public var applied: [String]
        public var pending: [String]
        /// Migrations recorded in the file that this binary does not know (written by a newer dex).
        public var unknown: [String]
    }

    public func status() throws -> Status {
        try writer.read { db in
            let recorded = try Self.appliedIdentifiers(db)
            return Status(
                applied: recorded.filter(Migrations.identifiers.contains),
                pending: Migrations.identifiers.filter { !recorded.contains($0) },
                unknown: recorded.filter { !Migrations.identifiers.contains($0) })
        }
    }

    /// Deletes every game, catch and preference, and recreates an empty schema.
    public func reset() throws {
        try writer.erase()
        try Migrations.migrator.migrate(writer)
    }
}
