import SQLiteStore

extension DexDatabase {
    /// SQLite's `data_version`: it changes when another connection (another `dex`) commits to the file, and not
    /// for this connection's own writes. `dex browse` polls it to show changes made elsewhere.
    public func dataVersion() throws -> Int {
        try writer.read { db in try db.queryValue("PRAGMA data_version", as: Int.self) ?? 0 }
    }
}
