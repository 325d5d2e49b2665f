import DexStore

extension Tracker {
    // MARK: - The database file (`dex db`)

    /// Applied, pending and unknown migrations, by identifier.
    public func status() throws -> (applied: [String], pending: [String], unknown: [String]) {
        let status = try database.status()
        return (status.applied, status.pending, status.unknown)
    }

    /// A consistent copy of the database as one SQLite file, written whole or not at all.
    public func copyDatabase(to file: String) throws { try database.backups.copyDatabase(to: file) }

    /// Deletes every game, catch and preference, and recreates an empty schema.
    public func reset() throws { try database.reset() }

    /// Changes when another process commits to the database (see `DexDatabase.dataVersion`).
    public func dataVersion() throws -> Int { try database.dataVersion() }
}
