/// What is wrong with the database file, or with reaching it, named by its path. Facts only: the words are
/// `ErrorMessage`'s (DexApp).
public enum DatabaseError: Error, Equatable {
    case newerDatabase(path: String, unknownMigrations: [String])
    case notADatabase(path: String)
    /// A FIFO, a device or a socket where the database file should be (`kind` says which).
    case notAFile(path: String, kind: String)
    /// Another connection held the database's lock for the whole busy timeout.
    case databaseBusy(path: String, seconds: Double)
    /// SQLite reports damage, or a result that cannot be right made the integrity check fail.
    case databaseDamaged(path: String, problem: String)
    /// A table or column dex made is gone, or one in the way: the file was changed by another program.
    case schemaDamaged(path: String, problem: String)
    /// `migration` is not recorded as applied, yet the schema already holds what it adds (`problem`, SQLite's words):
    /// its row of `grdb_migrations` was deleted.
    case migrationRecordLost(path: String, migration: String, problem: String)
    case diskFull(path: String)
    case databaseUnopenable(path: String, reason: String)
    /// A change was asked for in a data folder dex may only read.
    case dataFolderReadOnly(path: String)
    case databaseIOError(path: String, reason: String)
    /// The file says WAL mode yet holds no tables: what it held was in a write-ahead log that is gone or unreadable.
    case writeAheadLogLost(path: String)
    /// Not even the damaged database's list of tables can be read (`problem`, SQLite's words): nothing to rescue.
    case nothingRescued(path: String, problem: String)
    /// `copy(to:)` could not write `file`.
    case databaseCopyUnwritable(file: String, reason: String)
}
