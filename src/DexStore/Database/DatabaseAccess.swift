import CSQLiteShims
import GRDB
import DexSystem

/// The database as the rest of DexKit reaches it: GRDB's queue, with two duties kept in this one place.
///
/// - Every failure becomes a `DexError` that names the file and says what to do (`DatabaseFailure`), after
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
    }

    let queue: DatabaseQueue
    let files: DatabaseFiles
    let mode: Mode
    let busySeconds: Double

    /// The product's wait for another connection's lock; `$DEX_BUSY_TIMEOUT` (seconds) changes it.
    static let defaultBusySeconds = 15.0

    init(_ files: DatabaseFiles, mode: Mode) throws {
        let busySeconds = Environment.value("DEX_BUSY_TIMEOUT").flatMap(Double.init).flatMap { $0 >= 0 ? $0 : nil }
            ?? Self.defaultBusySeconds
        var configuration = Configuration()
        configuration.busyMode = .timeout(busySeconds)
        configuration.foreignKeysEnabled = true
        configuration.readonly = mode != .readWrite
        configuration.prepareDatabase { db in
            if mode == .readWrite {
                // WAL is recorded in the file, so this is a no-op after the first run. GRDB's own `.wal` setup is
                // not used: it commits a dummy transaction (an fsync) whenever the WAL file is absent.
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // Every write checkpoints (see `checkpoint`), so the one on close would find nothing to do; it would
            // still delete the `-wal` and `-shm` files that the next run must create again.
            _ = dex_sqlite3_disable_checkpoint_on_close(UnsafeMutableRawPointer(db.sqliteConnection))
        }
        let location = switch mode {
        case .readWrite: files.path
        case .readOnly: files.uri("mode=ro")
        case .immutable: files.uri("immutable=1")
        }
        do {
            queue = try DatabaseQueue(path: location, configuration: configuration)
        } catch {
            throw DatabaseFailure.translate(error, files: files, busySeconds: busySeconds, damage: nil)
        }
        self.files = files
        self.mode = mode
        self.busySeconds = busySeconds
    }

    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try queue.read(body) } catch { throw translated(error) }
    }

    public func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do { return try await queue.read(body) } catch { throw await translated(error) }
    }

    /// Runs `body` in one transaction, then checkpoints.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        let value: T
        do { value = try queue.write(body) } catch { throw translated(error) }
        queue.writeWithoutTransaction(checkpoint)
        return value
    }

    /// Runs `body` in one transaction, then checkpoints, all on GRDB's queue.
    public func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let value: T
        do { value = try await queue.write(body) } catch { throw await translated(error) }
        _ = try? await queue.writeWithoutTransaction { [self] db in checkpoint(db) }
        return value
    }

    /// Runs `work`, which uses the queue itself (GRDB's migrator, `erase`), then checkpoints.
    func withQueue<T>(_ work: (DatabaseQueue) throws -> T) throws -> T {
        let value: T
        do { value = try work(queue) } catch { throw translated(error) }
        queue.writeWithoutTransaction(checkpoint)
        return value
    }

    /// Checkpoints a log that an earlier process left behind (one that crashed, or an older dex).
    func checkpointLeftovers() {
        queue.writeWithoutTransaction(checkpoint)
    }

    /// Copies the write-ahead log into the database file and empties it, when it holds anything.
    ///
    /// TRUNCATE rather than PASSIVE: a log left with frames in it is read again by the next process (which
    /// rebuilds its index from the log) and can no longer be restarted from its beginning, so it would only grow.
    /// The checkpoint waits, within the busy timeout, for other connections' transactions to end; if one outlasts
    /// it, that connection's own checkpoint (or the next dex command's) copies the rest. What was committed stays
    /// committed whatever happens here, so a failure is a warning, not an error.
    private func checkpoint(_ db: Database) {
        guard mode == .readWrite, let size = files.walSize(), size > 0 else { return }
        do {
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            return
        } catch {
            let reason = (error as? DatabaseError)?.message ?? "\(error)"
            Terminal.warn(
                "Warning: the change is saved in \(files.walPath) but could not be copied into \(files.path) (\(reason)); "
                    + "keep the two files together until a later dex command copies it")
        }
    }

    /// `error` as the user should see it: checked against the file first when it could come from damage.
    func translated(_ error: Error) -> Error {
        let damage = DatabaseFailure.mayMeanDamage(error) ? try? queue.read(DatabaseIntegrity.problem) : nil
        return DatabaseFailure.translate(error, files: files, busySeconds: busySeconds, damage: damage ?? nil)
    }

    private func translated(_ error: Error) async -> Error {
        let damage = DatabaseFailure.mayMeanDamage(error) ? try? await queue.read(DatabaseIntegrity.problem) : nil
        return DatabaseFailure.translate(error, files: files, busySeconds: busySeconds, damage: damage ?? nil)
    }
}
