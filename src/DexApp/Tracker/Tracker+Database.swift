import DexStore
import DexSystem
import FoundationEssentials

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

extension Tracker {
    /// `dex db backup FILE`: a consistent copy of the database (nil), or, when it is damaged, a new one holding every
    /// row that can still be read, and what could not (the damaged file is never written).
    public static func backUpDatabase(_ home: DexHome, to file: String) throws -> RescueReportText? {
        do {
            try open(home).copyDatabase(to: file)
            return nil
        } catch let error as DatabaseError {
            guard case .databaseDamaged = error else {
                guard case .notADatabase = error else { throw error }
                // A damaged header, or a file that never was SQLite: what the rescue finds tells them apart.
                guard let report = try? DatabaseRescue.save(from: home.databaseURL.path, to: file) else { throw error }
                return RescueReportText(report, file: file)
            }
            return RescueReportText(try DatabaseRescue.save(from: home.databaseURL.path, to: file), file: file)
        }
    }
}
