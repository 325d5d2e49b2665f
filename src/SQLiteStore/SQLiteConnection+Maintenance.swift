import CSQLite

/// Whole-file operations: erase, WAL checkpoint, backup copy, integrity check. Each runs outside any transaction.
extension SQLiteConnection {
    /// https://sqlite.org/c3ref/wal_checkpoint_v2.html
    public enum CheckpointMode: Sendable {
        /// Copies what it can without waiting for readers or writers.
        case passive
        /// Waits for writers, then copies everything.
        case full
        /// As full, then waits for readers so the next writer restarts the WAL from its start.
        case restart
        /// As restart, then truncates the WAL file to zero bytes.
        case truncate

        var rawValue: Int32 {
            switch self {
            case .passive: SQLITE_CHECKPOINT_PASSIVE
            case .full: SQLITE_CHECKPOINT_FULL
            case .restart: SQLITE_CHECKPOINT_RESTART
            case .truncate: SQLITE_CHECKPOINT_TRUNCATE
            }
        }
    }

    /// What a checkpoint did, in WAL frames (-1 when the database is not in WAL mode).
    public struct CheckpointResult: Sendable, Equatable {
        public var walFrameCount: Int
        public var checkpointedFrameCount: Int
    }

    /// Drops every table, index, view and trigger and resets the header (user_version…), keeping the file and
    /// its journal mode: the file becomes as a new one. Done by copying an empty database over it, as GRDB does.
    public func erase() throws {
        try requireNoTransaction("erase")
        var empty: OpaquePointer?
        let code = sqlite3_open_v2(":memory:", &empty, SQLITE_OPEN_READWRITE, nil)
        defer { sqlite3_close(empty) }
        guard code == SQLITE_OK, let empty else { throw SQLiteError(resultCode: code, connection: empty) }
        finalizeStatements()
        try copyDatabase(from: empty, to: handle)
    }

    /// Runs a WAL checkpoint of the main database.
    @discardableResult
    public func checkpoint(_ mode: CheckpointMode = .passive) throws -> CheckpointResult {
        var walFrames: Int32 = -1
        var checkpointed: Int32 = -1
        let code = sqlite3_wal_checkpoint_v2(handle, "main", mode.rawValue, &walFrames, &checkpointed)
        guard code == SQLITE_OK else { throw SQLiteError(resultCode: code, connection: handle, sql: "checkpoint") }
        return CheckpointResult(walFrameCount: Int(walFrames), checkpointedFrameCount: Int(checkpointed))
    }

    /// Copies the whole database to the file at `path` with SQLite's online backup, replacing what the file held.
    /// The copy is consistent even if another process writes meanwhile. Write to a temporary name and rename it
    /// into place for an all-or-nothing result.
    public func backup(to path: String) throws {
        try requireNoTransaction("backup")
        var destination: OpaquePointer?
        let code = sqlite3_open_v2(path, &destination, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
        defer { sqlite3_close(destination) }
        guard code == SQLITE_OK, let destination else { throw SQLiteError(resultCode: code, connection: destination) }
        try copyDatabase(from: handle, to: destination)
    }

    /// `PRAGMA quick_check`: the problems found, none when the file is sound.
    /// A badly damaged file can make it throw `corrupt` or `notADatabase` instead.
    public func quickCheck() throws -> [String] {
        let lines: [String] = try queryValues("PRAGMA quick_check")
        return lines == ["ok"] ? [] : lines
    }

    private func requireNoTransaction(_ operation: String) throws(SQLiteError) {
        guard !isInTransaction, access == .any else {
            throw .misuse("\(operation) cannot run inside a transaction: use writeWithoutTransaction")
        }
    }

    /// Copies every page of `source` over `destination` (sqlite3_backup), in one step.
    private func copyDatabase(from source: OpaquePointer, to destination: OpaquePointer) throws(SQLiteError) {
        guard let backup = sqlite3_backup_init(destination, "main", source, "main") else {
            throw SQLiteError(resultCode: sqlite3_errcode(destination), connection: destination, sql: "backup")
        }
        let stepCode = sqlite3_backup_step(backup, -1)
        // finish releases the backup and leaves the step's error, if any, on the destination connection.
        let finishCode = sqlite3_backup_finish(backup)
        guard stepCode == SQLITE_DONE, finishCode == SQLITE_OK else {
            let code = finishCode != SQLITE_OK ? finishCode : stepCode
            throw SQLiteError(resultCode: code, connection: destination, sql: "backup")
        }
    }
}
