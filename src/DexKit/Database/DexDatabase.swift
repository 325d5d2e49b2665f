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
        configuration.journalMode = .wal
        configuration.busyMode = .timeout(15)
        configuration.foreignKeysEnabled = true
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
        let migrator = Migrations.migrator
        let (unknown, complete) = try writer.read { db in
            (try Self.unknownMigrations(db), try migrator.hasCompletedMigrations(db))
        }
        guard unknown.isEmpty else { throw DexError.newerDatabase(path: path, unknownMigrations: unknown) }
        if !complete { try migrator.migrate(writer) }
    }

    private static func unknownMigrations(_ db: Database) throws -> [String] {
        let known = Set(Migrations.all.map { $0.identifier })
        return try Migrations.migrator.appliedIdentifiers(db).subtracting(known).sorted()
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
            let applied = try Migrations.migrator.appliedMigrations(db)
            let pending = Migrations.all.map { $0.identifier }.filter { !applied.contains($0) }
            return Status(applied: applied, pending: pending, unknown: try Self.unknownMigrations(db))
        }
    }

    /// Deletes every game, catch and preference, and recreates an empty schema.
    public func reset() throws {
        try writer.erase()
        try Migrations.migrator.migrate(writer)
    }
}
