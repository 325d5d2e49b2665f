import CSQLite
import Synchronization

/// One SQLite file behind one connection, shared safely between threads and tasks: each `read`/`write`
/// closure runs alone, the others wait. The closures run on the caller's thread and block it, so call them from
/// async code through a blocking-I/O queue, not from the cooperative pool.
///
/// A `read`/`write` inside another one on the same thread throws (misuse) rather than deadlocking.
public final class SQLiteDatabase: Sendable {
    /// How to open the file.
    public struct Options: Sendable {
        public enum Access: Sendable {
            case readOnly
            /// The file must exist.
            case readWrite
            case readWriteCreate
            /// Read-only, and nothing may change the file while it is open: SQLite reads the file alone, without
            /// `-wal` and `-shm` files or locks (its `immutable=1` URI parameter). For a file in a folder that cannot
            /// be written, where those files cannot be made.
            case immutable
        }

        public var access: Access
        /// How long to wait for another connection's lock before failing with `busy`; zero fails at once.
        public var busyTimeout: Duration
        /// `PRAGMA foreign_keys` (GRDB's default is on, SQLite's is off).
        public var foreignKeys: Bool
        /// When false, closing leaves the WAL to be checkpointed later, saving two fsyncs per process.
        public var checkpointOnClose: Bool

        public init(
            access: Access = .readWriteCreate, busyTimeout: Duration = .zero, foreignKeys: Bool = true,
            checkpointOnClose: Bool = true
        ) {
            self.access = access
            self.busyTimeout = busyTimeout
            self.foreignKeys = foreignKeys
            self.checkpointOnClose = checkpointOnClose
        }
    }

    public let path: String
    /// Only touched while `isOpen` is locked.
    nonisolated(unsafe) private let connection: SQLiteConnection
    /// The lock that serialises access; false once closed.
    private let isOpen = Mutex(true)
    /// The thread inside `withConnection`, to turn a nested call into an error instead of a deadlock.
    private let owningThread = Atomic<UInt>(0)

    /// Opens the file and checks that it is a database (`notADatabase` otherwise), as GRDB does.
    public init(path: String, options: Options = Options()) throws {
        self.path = path
        SQLiteLibrary.configured
        var flags = SQLITE_OPEN_NOMUTEX  // the mutex here serialises access
        var location = path
        switch options.access {
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .immutable:
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            location = Self.uri(path, query: "immutable=1")
        }
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(location, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let error = SQLiteError(resultCode: code, connection: handle)
            sqlite3_close(handle)
            throw error
        }
        let connection = SQLiteConnection(handle: handle)
        do {
            try Self.configure(connection, options)
        } catch {
            connection.finalizeStatements()
            sqlite3_close(handle)
            throw error
        }
        self.connection = connection
    }

    /// `path` as a `file:` URI (https://sqlite.org/uri.html): every byte but unreserved ones and `/` percent-encoded,
    /// so that `?`, `#` and `%` in a name stay part of it.
    static func uri(_ path: String, query: String) -> String {
        var uri = "file:"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                uri.unicodeScalars.append("%")
                uri.unicodeScalars.append(digits[Int(byte >> 4)])
                uri.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return uri + "?" + query
    }

    private static func configure(_ connection: SQLiteConnection, _ options: Options) throws {
        let handle = connection.handle
        sqlite3_extended_result_codes(handle, 1)
        let milliseconds =
            options.busyTimeout.components.seconds * 1000
            + options.busyTimeout.components.attoseconds / 1_000_000_000_000_000
        sqlite3_busy_timeout(handle, Int32(clamping: milliseconds))
        _ = dex_sqlite3_disable_double_quoted_strings(handle)
        if !options.checkpointOnClose { _ = dex_sqlite3_set_checkpoint_on_close(handle, 0) }
        if options.foreignKeys { try connection.execute("PRAGMA foreign_keys = ON") }
        // A file that is not a database opens without complaint; reading its schema tells.
        _ = try connection.queryOne("SELECT * FROM sqlite_master LIMIT 1")
    }

    deinit {
        if isOpen.withLock({ $0 }) { Self.close(connection) }
    }

    /// Closes the connection; later accesses throw `misuse`. Closing twice does nothing.
    public func close() throws {
        try withLock { isOpen in
            if isOpen {
                Self.close(connection)
                isOpen = false
            }
        }
    }

    private static func close(_ connection: SQLiteConnection) {
        connection.finalizeStatements()
        // Every statement is finalized, so close cannot be refused for busy statements.
        sqlite3_close_v2(connection.handle)
    }

    // MARK: - Access

    /// Runs `body` in a deferred transaction that may only read: a statement that writes throws `readOnly`.
    /// All its queries see the same state of the file.
    public func read<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try withConnection { connection in
            try connection.transaction(.deferred, access: .readTransaction, body)
        }
    }

    /// Runs `body` in one transaction (BEGIN IMMEDIATE): committed when it returns, rolled back when it throws.
    public func write<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try withConnection { connection in
            try connection.transaction(.immediate, access: .writeTransaction, body)
        }
    }

    /// Runs `body` outside any transaction: each statement commits on its own, unless `body` opens one
    /// (`connection.transaction`). For PRAGMAs that cannot run in a transaction, VACUUM, migrations.
    public func writeWithoutTransaction<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try withConnection(body)
    }

    private func withConnection<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try withLock { isOpen in
            guard isOpen else { throw SQLiteError.misuse("the database \(path) is closed") }
            return try body(connection)
        }
    }

    private func withLock<T>(_ body: (inout Bool) throws -> T) throws -> T {
        let thread = UInt(dex_current_thread_id())
        guard owningThread.load(ordering: .relaxed) != thread else {
            throw SQLiteError.misuse("read or write called inside another read or write of the same database")
        }
        // The result goes out through a local rather than as withLock's `sending` result: values read from the
        // connection are not disconnected from it in the compiler's eyes, though they are once the lock is released.
        var outcome: Result<T, any Error> = .failure(SQLiteError.misuse("the database lock was not taken"))
        isOpen.withLock { isOpen in
            owningThread.store(thread, ordering: .relaxed)
            defer { owningThread.store(0, ordering: .relaxed) }
            outcome = Result { try body(&isOpen) }
        }
        return try outcome.get()
    }
}

// MARK: - Maintenance

extension SQLiteDatabase {
    /// Drops everything the file holds (see `SQLiteConnection.erase`).
    public func erase() throws {
        try writeWithoutTransaction { try $0.erase() }
    }

    @discardableResult
    public func checkpoint(_ mode: SQLiteConnection.CheckpointMode = .passive) throws -> SQLiteConnection.CheckpointResult {
        try writeWithoutTransaction { try $0.checkpoint(mode) }
    }

    /// Copies the database to the file at `path` (see `SQLiteConnection.backup`).
    public func backup(to path: String) throws {
        try writeWithoutTransaction { try $0.backup(to: path) }
    }

    /// The problems `PRAGMA quick_check` finds; none when the file is sound.
    public func quickCheck() throws -> [String] {
        try writeWithoutTransaction { try $0.quickCheck() }
    }
}
