import DexModel
import DexSystem
import FoundationEssentials
import SQLiteStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `dex db backup` of a damaged database: a new SQLite file with the same schema and every row that can still be
/// read (`TableSalvage`), and what could not (`RescueReport`).
///
/// The damaged file is never written: it is copied, with its `-wal`, into a temporary folder, and the copy is read
/// (its header repaired first, `DamagedHeader`). The Debian 12 `libsqlite3` has no `sqlite3_recover_*` (SQLite's
/// recovery extension is not built in), so tables are read row by row. Tables and indexes are created first, the
/// rows are inserted (a row an index refuses is lost), then triggers and views, so that the triggers do not record
/// the rows as new changes. The copy is read outside any transaction: nothing else uses it, and SQLite refuses to
/// commit a read transaction that met damage. A row whose parent row was lost is lost too (a column that is set to NULL on the
/// parent's deletion is set to NULL instead). The copy is written under a temporary name beside the target,
/// checked, flushed and renamed over it, as `copyDatabase` does.
public enum DatabaseRescue {
    public static func save(from path: String, to target: String) throws -> RescueReport {
        let (folder, name) = try checkedTarget(target, source: path)
        let work = try workFolder()
        defer { removeFolder(work) }
        let source = work + "/damaged.sqlite"
        try copyFile(path, to: source)
        if let size = DatabaseFiles(path: path).walSize(), size > 0 { try copyFile(path + "-wal", to: source + "-wal") }
        DamagedHeader.repair(source)

        TemporaryFileName.removeAbandoned(in: folder)
        let temporary = folder + "/" + TemporaryFileName.make(for: name)
        let report: RescueReport
        do {
            let damaged = try SQLiteDatabase(path: source, options: .init(access: .readWrite, checkpointOnClose: false))
            let schema = try readSchema(damaged, path: path)
            let copy = try SQLiteDatabase(path: temporary, options: .init(access: .readWriteCreate))
            report = try copy.writeWithoutTransaction { db in
                let report = try db.transaction(.immediate) { db in try fill(db, from: damaged, schema: schema) }
                try DatabaseIntegrity.verify(db)
                return report
            }
            try copy.close()
            try? damaged.close()
        } catch {
            unlink(temporary)
            unlink(temporary + "-journal")
            if error is DatabaseError { throw error }
            let problem = (error as? DatabaseIntegrity.Damage)?.problem ?? (error as? SQLiteError)?.message ?? "\(error)"
            throw DatabaseError.databaseCopyUnwritable(file: target, reason: problem)
        }
        do {
            try AtomicFile.commit(temporary, as: name, in: folder)
        } catch {
            throw DatabaseError.databaseCopyUnwritable(file: target, reason: error.reason)
        }
        return report
    }

    /// One entry of `sqlite_master`.
    struct SchemaEntry {
        let type: String
        let name: String
        let table: String
        let sql: String?
    }

    private static func readSchema(_ damaged: SQLiteDatabase, path: String) throws -> [SchemaEntry] {
        do {
            return try damaged.writeWithoutTransaction { db in
                try db.query("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid").map { row in
                    SchemaEntry(
                        type: try row.string("type"), name: try row.string("name"), table: try row.string("tbl_name"),
                        sql: try row.optionalString("sql"))
                }
            }
        } catch {
            throw DatabaseError.nothingRescued(path: path, problem: (error as? SQLiteError)?.message ?? "\(error)")
        }
    }

    /// Gives `db` the damaged file's schema and readable rows, in one transaction.
    private static func fill(_ db: SQLiteConnection, from damaged: SQLiteDatabase, schema: [SchemaEntry]) throws
        -> RescueReport
    {
        let tables = schema.filter { $0.type == "table" && !$0.name.hasPrefix("sqlite_") }
        for entry in schema where entry.type == "table" || entry.type == "index" {
            guard let sql = entry.sql, !entry.name.hasPrefix("sqlite_") else { continue }
            try db.execute(sql)
        }
        var losses: [String: RescueReport.Loss] = [:]
        for table in tables {
            let indexes = schema.filter { $0.type == "index" && $0.table == table.name }.map(\.name)
            let salvage = try damaged.writeWithoutTransaction { try TableSalvage(table: table.name, indexes: indexes, $0) }
            var refused = 0
            let insert =
                "INSERT INTO \(TableSalvage.quoted(table.name)) (rowid, "
                + salvage.columns.map(TableSalvage.quoted).joined(separator: ", ") + ") VALUES (?"
                + String(repeating: ", ?", count: salvage.columns.count) + ")"
            for (rowid, values) in salvage.rows.sorted(by: { $0.key < $1.key }) {
                do { try db.execute(insert, [rowid] + values) } catch { refused += 1 }
            }
            let lost = salvage.unreadable + refused
            if lost > 0 || salvage.mayHaveLostMore {
                losses[table.name] = .init(table: table.name, rows: lost, mayBeMore: salvage.mayHaveLostMore)
            }
        }
        for orphan in try OrphanRows.remove(db) {
            losses[orphan.table, default: .init(table: orphan.table, rows: 0, mayBeMore: false)].rows += orphan.rows
        }
        try copySequences(db, from: damaged)
        for entry in schema where entry.type == "trigger" || entry.type == "view" {
            if let sql = entry.sql { try db.execute(sql) }
        }
        let version = (try? damaged.writeWithoutTransaction { try $0.queryValue("PRAGMA user_version", as: Int.self) }) ?? nil
        try db.execute("PRAGMA user_version = \(version ?? 0)")
        return RescueReport(losses: tables.compactMap { losses[$0.name] })
    }

    /// AUTOINCREMENT's counters, so that a rescued journal numbers its next rows after those it kept.
    private static func copySequences(_ db: SQLiteConnection, from damaged: SQLiteDatabase) throws {
        guard try db.tableExists("sqlite_sequence") else { return }
        let sequences = (try? damaged.writeWithoutTransaction { try $0.query("SELECT name, seq FROM sqlite_sequence") }) ?? []
        for row in sequences {
            guard let name = try? row.string("name"), let seq = try? row.int64("seq") else { continue }
            try db.execute("DELETE FROM sqlite_sequence WHERE name = ?", [name])
            try db.execute("INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", [name, seq])
        }
    }
}
