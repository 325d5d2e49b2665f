import DexSystem
import SQLiteStore

/// The database as the stores reach it: one SQLite connection, with two duties kept in this one place.
///
/// - Every failure becomes a `DatabaseError` that names the file and what is wrong with it (`DatabaseFailure`), after
///   checking the file when the failure could come from damage (`DatabaseIntegrity`).
/// - Every write ends with a checkpoint: the write-ahead log is copied into `dex.sqlite` and emptied, so that
///   `dex.sqlite` alone holds every committed change. (`dex` exits without closing the connection, so SQLite's
///   own checkpoint on close never runs.)
public struct DatabaseAccess: Sendable {
    /// How the file is opened: normally, or for a data folder dex may not write.
    enum Mode: Sendable {
        case readWrite
        /// Read-only, through the existing `-wal` and `-shm` files.
        case readOnly
        /// Read-only without `-wal` and `-shm` (which a read-only folder cannot get): SQLite is told that nothing
        /// can change the file meanwhile, and reads `dex.sqlite` alone.
        case immutable
        /// An empty database in memory, for reading a data folder that has none: nothing is written to disk.
        case inMemory
    }

    let database: SQLiteDatabase
    let files: DatabaseFiles
    let mode: Mode
    let busySeconds: Double
    /// Whether this process created the file: it then stays in rollback-journal mode until its first write has
    /// committed (see `useWriteAheadLog`).
    var isNewFile = false

    /// The product's wait for another connection's lock; `$DEX_BUSY_TIMEOUT` (seconds) changes it.
    static let defaultBusySeconds = 15.0

    init(_ files: DatabaseFiles, mode: Mode) throws {
        let busySeconds =
            Environment.value("DEX_BUSY_TIMEOUT").flatMap(Double.init).flatMap { $0 >= 0 ? $0 : nil }
            ?? Self.defaultBusySeconds
        let access: SQLiteDatabase.Options.Access =
            switch mode {
            case .readWrite, .inMemory: .readWriteCreate
            case .readOnly: .readOnly
            case .immutable: .immutable
            }
        let options = SQLiteDatabase.Options(
            access: access,
            busyTimeout: .milliseconds(busySeconds * 1000 < Double(Int64.max) ? Int64(busySeconds * 1000) : Int64.max),
            foreignKeys: true,
            // Every write checkpoints (see `checkpoint`), so the one on close would find nothing to do; it would
            // still delete the `-wal` and `-shm` files that the next run must create again.
            checkpointOnClose: false)
        do {
            database = try SQLiteDatabase(path: mode == .inMemory ? ":memory:" : files.path, options: options)
            try database.writeWithoutTransaction { db in try db.execute("PRAGMA synchronous = NORMAL") }
        } catch {
            throw DatabaseFailure.translate(error, files: files, busySeconds: busySeconds, damage: nil)
        }
        self.files = files
        self.mode = mode
        self.busySeconds = busySeconds
    }

    public func read<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        do { return try database.read(body) } catch { throw translated(error) }
    }

    /// The same, on the blocking-I/O queue, off the cooperative pool.
    public func read<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
        try await BlockingIO.run { try read(body) }
    }

    /// Runs `body` in one transaction, then checkpoints; a new file turns to WAL instead.
    public func write<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        let value: T
        do { value = try database.write(body) } catch { throw translated(error) }
        // What was committed stays committed: if the file cannot turn to WAL now, the next open turns it.
        if isNewFile { try? useWriteAheadLog() }
        checkpoint()
        return value
    }

    /// The same, on the blocking-I/O queue, off the cooperative pool.
    public func write<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
        try await BlockingIO.run { try write(body) }
    }

    /// Runs `work` outside any transaction (the migrator, `erase`), then checkpoints.
    func withoutTransaction<T>(_ work: (SQLiteConnection) throws -> T) throws -> T {
        let value: T
        do { value = try database.writeWithoutTransaction(work) } catch { throw translated(error) }
        checkpoint()
        return value
    }

    /// Puts the file in WAL mode; recorded in the file, so a no-op once it is. A new database is created in SQLite's
    /// rollback-journal mode, in which a process killed during a commit leaves a journal that the next open rolls
    /// back. Had the file been switched to WAL first, a kill during its first commit would leave a WAL-mode file with
    /// no table beside a log that gives none — the same files a lost log leaves, which dex must refuse rather than
    /// start afresh over.
    ///
    /// It turns after its first write (`write`), which is usually a whole game (`add-game`, `import`): in
    /// rollback-journal mode those pages are written once, into the file, and the journal holds only the few pages
    /// of the empty schema; in WAL they would be written to the log, flushed, copied into the file and flushed again
    /// (`add-game sword` into a new folder: 301 writes, 11 reads, 6 flushes and no truncation, against 730, 251, 7 and
    /// 3). Every later open turns a file that is not yet in WAL (`DexDatabase.open`).
    func useWriteAheadLog() throws {
        do {
            try database.writeWithoutTransaction { db in try db.execute("PRAGMA journal_mode = WAL") }
        } catch {
            throw translated(error)
        }
    }

    /// Copies the write-ahead log into the database file and empties it, when it holds anything: after each write,
    /// and when an earlier process left a log behind (one that crashed, or an older dex).
    ///
    /// TRUNCATE rather than PASSIVE: a log left with frames in it is read again by the next process (which
    /// rebuilds its index from the log) and can no longer be restarted from its beginning, so it would only grow.
    /// The checkpoint waits, within the busy timeout, for other connections' transactions to end; if one outlasts
    /// it, that connection's own checkpoint (or the next dex command's) copies the rest. What was committed stays
    /// committed whatever happens here, so a failure is a warning, not an error.
    func checkpoint() {
        guard mode == .readWrite, let size = files.walSize(), size > 0 else { return }
        do {
            try database.checkpoint(.truncate)
        } catch let error as SQLiteError where error.code == .busy {
            return
        } catch {
            let reason = (error as? SQLiteError)?.message ?? "\(error)"
            Terminal.warn(
                "Warning: the change is saved in \(files.walPath) but could not be copied into \(files.path) (\(reason)); "
                    + "keep the two files together until a later dex command copies it")
        }
    }

    /// `error` as the user should see it: checked against the file first when it could come from damage.
    func translated(_ error: Error) -> Error {
        let damage = DatabaseFailure.mayMeanDamage(error) ? try? database.read(DatabaseIntegrity.problem) : nil
        return DatabaseFailure.translate(error, files: files, busySeconds: busySeconds, damage: damage ?? nil)
    }
}
