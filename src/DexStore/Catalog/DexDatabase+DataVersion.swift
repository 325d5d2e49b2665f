import GRDB

extension DexDatabase {
    /// SQLite's `data_version`: it changes when another connection (another `dex`) commits to the file, and not
    /// for this connection's own writes. `dex browse` polls it to show changes made elsewhere.
    public func dataVersion() throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }
}
