import DexModel
import DexSystem
import FoundationEssentials
import SQLiteStore

/// The player's database: one SQLite file, in WAL mode with foreign keys on and a busy timeout, so that two
/// `dex` processes at once wait for each other rather than fail.
///
/// `DexDatabase` opens the file, brings its schema up to date and hands out the stores, each named for what it holds:
/// `games` (the tracked games and their progress), `catalog` (their Pokémon, read), `catches` (the one writer of what the
/// player caught and noted), `journal` (undo), `backups` (export, import, a copy of the file), `settings` and
/// `spriteRecords`. Each write method of a store is one transaction: it either happens whole or not at all. After each,
/// `dex.sqlite` alone holds everything committed (see `DatabaseAccess`).
public struct DexDatabase: Sendable {
    public private(set) var writer: DatabaseAccess
    public let path: String
    /// The generation 1 games whose shiny catches or shiny dex this open made ordinary (recorded by an older dex).
    public private(set) var generation1ShiniesKeptPlain: [String] = []

    public var games: TrackedGames { TrackedGames(writer: writer) }
    public var catalog: Catalog { Catalog(writer: writer) }
    public var catches: Catches { Catches(writer: writer) }
    public var journal: Journal { Journal(writer: writer) }
    public var backups: Backups { Backups(writer: writer, path: path) }
    public var settings: Settings { Settings(writer: writer) }
    public var spriteRecords: SpriteRecords { SpriteRecords(writer: writer) }
    public var sync: SyncLedger { SyncLedger(writer: writer) }

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    ///
    /// A database that records migrations this binary does not know was written by a newer `dex`:
    /// it is refused and left untouched. With `migrating: false` the schema is left as it is (`dex db status`).
    /// In a folder dex may not write, the database is opened read-only: reading works, changes are refused.
    public static func open(path: String, migrating: Bool = true) throws -> DexDatabase {
        let files = DatabaseFiles(path: path)
        if let kind = files.specialFileKind() { throw DatabaseError.notAFile(path: path, kind: kind) }
        // Looked at before SQLite opens the file, which creates an empty log when there is none.
        let walSize = files.walSize()
        // A stub without its log is a copy of an older dex's dex.sqlite alone: its data stayed behind.
        if walSize == nil, files.isWALStub() { throw DatabaseError.writeAheadLogLost(path: path) }
        do {
            return try open(files, mode: .readWrite, walSize: walSize, migrating: migrating)
        } catch DatabaseError.dataFolderReadOnly {
            do {
                return try open(files, mode: .readOnly, walSize: walSize, migrating: migrating)
            } catch DatabaseError.dataFolderReadOnly, DatabaseError.databaseUnopenable {
                // No `-wal`/`-shm` to read through, and none can be made here.
                return try open(files, mode: .immutable, walSize: walSize, migrating: migrating)
            }
        }
    }

    public static func open(_ home: DexHome, migrating: Bool = true) throws -> DexDatabase {
        try home.create()
        return try open(path: home.databaseURL.path, migrating: migrating)
    }

    /// Keeps SQLite's page cache to 64 KiB, for a command that reads each page of the file at most once (`list` of a
    /// thousand rows reads a hundred pages): its buffers are then reused instead of each page of the file taking a
    /// fresh page of memory, which this machine charges for on first touch.
    public func keepPageCacheSmall() throws {
        try writer.withoutTransaction { db in try db.execute("PRAGMA cache_size = -64") }
    }

    /// An empty database in memory, with its schema, standing for the one at `path`, which does not exist: what
    /// commands that only read open there, so that reading creates no data folder or database.
    public static func empty(standingFor path: String, migrating: Bool = true) throws -> DexDatabase {
        try open(DatabaseFiles(path: path), mode: .inMemory, walSize: nil, migrating: migrating)
    }

    private static func open(_ files: DatabaseFiles, mode: DatabaseAccess.Mode, walSize: Int64?, migrating: Bool) throws
        -> DexDatabase
    {
        var database = DexDatabase(writer: try DatabaseAccess(files, mode: mode), path: files.path)
        let applied = try database.writer.read(SQLiteMigrator.appliedIdentifiers)
        // A stub beside a log that gives no table: the log is damaged or lost. (A database gets its tables before it
        // turns to WAL, see `useWriteAheadLog`, so dex never leaves one this way; an empty log is one an older dex
        // stopped creating before its first commit, made afresh below.)
        if applied.isEmpty, let walSize, walSize > 0, files.isWALStub(), try database.writer.read(hasNoTables) {
            throw DatabaseError.writeAheadLogLost(path: files.path)
        }
        // Tables without the migrations' record: migrating would add the record and then fail on a table in the way.
        if applied.isEmpty, try database.writer.read(lacksMigrationRecord) {
            throw DatabaseError.schemaDamaged(path: files.path, problem: "no such table: \(SQLiteMigrator.tableName)")
        }
        guard migrating else { return database }
        let unknown = applied.filter { !Migrations.identifiers.contains($0) }
        guard unknown.isEmpty else { throw DatabaseError.newerDatabase(path: files.path, unknownMigrations: unknown) }
        if applied != Migrations.identifiers {
            // SQLite reports a read-only file only when a write is tried.
            guard mode == .readWrite || mode == .inMemory else { throw DatabaseError.dataFolderReadOnly(path: files.folder) }
            // A new database holds nothing to lose until its schema is in place: it is made in one transaction, not
            // flushed (a killed process still leaves a journal the next open rolls back).
            let isNew = applied.isEmpty
            try database.writer.withoutTransaction { db in
                guard isNew else {
                    if applied.contains(AddShinyCatches.identifier) && !applied.contains(KeepGeneration1CatchesPlain.identifier) {
                        database.generation1ShiniesKeptPlain = try Generation1Shinies.gamesRecordingThem(db)
                    }
                    return try migrate(db, path: files.path)
                }
                try db.execute("PRAGMA synchronous = OFF")
                try Migrations.createSchema(db)
                try db.execute("PRAGMA synchronous = NORMAL")
            }
        }
        if mode == .readWrite {
            if applied.isEmpty { database.writer.isNewFile = true } else { try database.writer.useWriteAheadLog() }
        }
        if let walSize, walSize > 0 { database.writer.checkpoint() }
        return database
    }

    /// Runs the pending migrations. One that finds what it adds already there ran before and lost its record
    /// (`grdb_migrations` edited by another program): named, with the way out, rather than SQLite's words.
    private static func migrate(_ db: SQLiteConnection, path: String) throws {
        do {
            try Migrations.migrator.migrate(db)
        } catch let error as SQLiteError where DatabaseFailure.namesSomethingAlreadyThere(error.message) {
            let migration = (try? Migrations.migrator.pendingIdentifiers(db))?.first ?? ""
            throw DatabaseError.migrationRecordLost(path: path, migration: migration, problem: error.message)
        }
    }

    private static func lacksMigrationRecord(_ db: SQLiteConnection) throws -> Bool {
        try !db.tableExists(SQLiteMigrator.tableName) && !hasNoTables(db)
    }

    private static func hasNoTables(_ db: SQLiteConnection) throws -> Bool {
        try db.queryValue("SELECT COUNT(*) FROM sqlite_master", as: Int.self) == 0
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
            let recorded = try SQLiteMigrator.appliedIdentifiers(db)
            return Status(
                applied: recorded.filter(Migrations.identifiers.contains),
                pending: Migrations.identifiers.filter { !recorded.contains($0) },
                unknown: recorded.filter { !Migrations.identifiers.contains($0) })
        }
    }

    /// Deletes every game, catch and preference, and recreates an empty schema.
    public func reset() throws {
        try writer.withoutTransaction { db in
            try db.erase()
            try Migrations.migrator.migrate(db)
        }
    }

    /// SQLite's `data_version`: it changes when another connection (another `dex`) commits to the file, and not
    /// for this connection's own writes. `dex browse` polls it to show changes made elsewhere.
    public func dataVersion() throws -> Int {
        try writer.read { db in try db.queryValue("PRAGMA data_version", as: Int.self) ?? 0 }
    }
}
