#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials
import SQLiteStore
import DexModel
import DexSystem

extension DexDatabase {
    /// `dex db backup FILE`: a consistent copy of the database as one ordinary SQLite file (rollback journal,
    /// no `-wal` beside it), written whole or not at all.
    ///
    /// SQLite's `VACUUM INTO` writes a snapshot to a new temporary file in the target's folder. Its indexes are
    /// rebuilt (`VACUUM` copies them as they are, so a damaged index would be copied too) and the copy is checked;
    /// then it is flushed to disk and renamed over the target, and the folder is flushed so the rename survives a
    /// power cut. It reads the database like any reader, so it works while other dex processes run, and in a
    /// read-only folder.
    public func copy(to target: String) throws {
        func failure(_ reason: String) -> DexError { .databaseCopyUnwritable(file: target, reason: reason) }
        guard !target.isEmpty else { throw failure("no file name given") }
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        if target.hasSuffix("/") || DexHome.isFolder(target) { throw failure("that is a folder, not a file name") }
        guard DexHome.isFolder(folder) else { throw failure("the folder \(folder) does not exist") }
        if FileSync.sameFile(target, path) { throw failure("that is the database itself") }

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
        var problem = FileSync.flush(temporary, flags: O_RDONLY)
        if problem == 0, rename(temporary, target) != 0 { problem = errno }
        guard problem == 0 else {
            unlink(temporary)
            throw failure(String(cString: strerror(problem)))
        }
        _ = FileSync.flush(folder, flags: O_RDONLY | O_DIRECTORY)
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

/// The file-system calls a copy needs besides SQLite's.
private enum FileSync {
    /// fsync of the file or folder at `path`: 0, or the errno that stopped it.
    static func flush(_ path: String, flags: Int32) -> Int32 {
        let fd = open(path, flags | O_CLOEXEC)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        return fsync(fd) == 0 ? 0 : errno
    }

    static func sameFile(_ one: String, _ other: String) -> Bool {
        var first = stat(), second = stat()
        return stat(one, &first) == 0 && stat(other, &second) == 0 && first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
