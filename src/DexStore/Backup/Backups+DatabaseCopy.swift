import DexModel
import DexSystem
import FoundationEssentials
import SQLiteStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Backups {
    /// `dex db backup FILE`: a consistent copy of the database as one ordinary SQLite file (rollback journal,
    /// no `-wal` beside it), written whole or not at all.
    ///
    /// SQLite's `VACUUM INTO` writes a snapshot to a new temporary file in the target's folder. Its indexes are
    /// rebuilt (`VACUUM` copies them as they are, so a damaged index would be copied too) and the copy is checked;
    /// then `AtomicFile.commit` flushes it to disk, renames it over the target and flushes the folder, as every file
    /// dex writes is written. It reads the database like any reader, so it works while other dex processes run, and in a
    /// read-only folder.
    public func copyDatabase(to target: String) throws {
        func failure(_ reason: String) -> DatabaseError { .databaseCopyUnwritable(file: target, reason: reason) }
        guard !target.isEmpty else { throw failure("no file name given") }
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        if target.hasSuffix("/") || DexHome.isFolder(target) { throw failure("that is a folder, not a file name") }
        guard DexHome.isFolder(folder) else { throw failure("the folder \(folder) does not exist") }
        if isSameFile(target, path) { throw failure("that is the database itself") }

        // Named as exports name theirs, so that a copy killed mid-write is cleared by the next one in this folder.
        TemporaryFileName.removeAbandoned(in: folder)
        let temporary = folder + "/" + TemporaryFileName.make(for: url.lastPathComponent)
        do {
            try writer.database.writeWithoutTransaction { db in
                try db.execute("VACUUM INTO ?", [temporary])
            }
            try Self.rebuildIndexes(ofCopy: temporary)
        } catch {
            unlink(temporary)
            unlink(temporary + "-journal")
            switch (error as? SQLiteError)?.code {
            case .full?: throw failure("the disk is full")
            case .cantOpen?, .readOnly?, .permission?: throw failure("dex may not create files in \(folder)")
            case .ioErr?: throw failure(DatabaseFiles(path: target).diskIsFull() ? "the disk is full" : "a disk I/O error")
            default: throw writer.translated(error)
            }
        }
        do {
            try AtomicFile.commit(temporary, as: url.lastPathComponent, in: folder)
        } catch {
            throw failure(error.reason)
        }
    }

    /// REINDEX, then the integrity check: a copy that is still damaged (its tables, not only an index) throws.
    private static func rebuildIndexes(ofCopy path: String) throws {
        let copy = try SQLiteDatabase(path: path, options: .init(access: .readWrite))
        try copy.writeWithoutTransaction { db in
            try db.execute("REINDEX")
            try DatabaseIntegrity.verify(db)
        }
        try copy.close()
    }
}

/// Whether two paths name one file.
private func isSameFile(_ one: String, _ other: String) -> Bool {
    var first = stat(), second = stat()
    return stat(one, &first) == 0 && stat(other, &second) == 0 && first.st_dev == second.st_dev && first.st_ino == second.st_ino
}
