import CSQLite

/// The SQLite library's settings for the whole process, made once, before its first use.
enum SQLiteLibrary {
    /// Read before the first call into SQLite. Its memory count is off: with it on, each of SQLite's allocations
    /// took and released a global mutex, about 8 M of the 161 M instructions of `dex add-game national --forms`.
    static let configured: Void = { _ = dex_sqlite3_disable_memory_status() }()
}
