import Foundation
import SQLiteStore
import Testing

@Suite("SQLiteStore files")
struct SQLiteDatabaseFileTests {
    @Test func fileThatIsNotADatabaseIsRefusedAtOpen() throws {
        let file = try SQLiteTestDatabase()
        try Data(String(repeating: "not a database, just some text\n", count: 64).utf8).write(to: URL(fileURLWithPath: file.path))
        let error = try #require(throws: SQLiteError.self) { try file.open() }
        #expect(error.code == .notADatabase)
    }

    @Test func missingFolderCannotOpen() throws {
        let file = try SQLiteTestDatabase()
        let error = try #require(throws: SQLiteError.self) {
            try SQLiteDatabase(path: file.path("missing/test.sqlite"))
        }
        #expect(error.code == .cantOpen)
    }

    @Test func readOnlyOpenReadsButCannotWrite() throws {
        let file = try SQLiteTestDatabase()
        try file.openWithTable().write { try $0.execute("INSERT INTO t (v) VALUES ('kept')") }
        let database = try file.open(.init(access: .readOnly))
        #expect(try database.read { try $0.queryValue("SELECT v FROM t", as: String.self) } == "kept")
        let error = try #require(throws: SQLiteError.self) {
            try database.write { try $0.execute("INSERT INTO t (v) VALUES ('new')") }
        }
        #expect(error.code == .readOnly)
        let missing = try #require(throws: SQLiteError.self) {
            try SQLiteDatabase(path: file.path("absent.sqlite"), options: .init(access: .readOnly))
        }
        #expect(missing.code == .cantOpen)
    }

    @Test func eraseLeavesAnEmptyFileInTheSameJournalMode() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        try database.writeWithoutTransaction { db throws in
            try db.execute("PRAGMA journal_mode = WAL")
            try db.execute("PRAGMA user_version = 5")
            try db.execute("CREATE INDEX t_v ON t(v); CREATE VIEW tv AS SELECT v FROM t")
        }
        try database.write { try $0.execute("INSERT INTO t (v) VALUES (1)") }
        try database.erase()
        try database.writeWithoutTransaction { db throws in
            #expect(try db.queryValue("SELECT COUNT(*) FROM sqlite_master", as: Int.self) == 0)
            #expect(try db.queryValue("PRAGMA user_version", as: Int.self) == 0)
            #expect(try db.queryValue("PRAGMA journal_mode", as: String.self) == "wal")
            // The statement cache does not outlive the tables it compiled against.
            try db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, w)")
            try db.execute("INSERT INTO t (w) VALUES (1)")
        }
    }

    @Test func backupCopiesTheDatabaseToAnotherFile() throws {
        let file = try SQLiteTestDatabase()
        let database = try file.openWithTable()
        try database.writeWithoutTransaction { try $0.execute("PRAGMA journal_mode = WAL") }
        try database.write { try $0.execute("INSERT INTO t (v) VALUES (?)", ["a\u{0}b"]) }
        try database.backup(to: file.path("copy.sqlite"))
        let copy = try SQLiteDatabase(path: file.path("copy.sqlite"), options: .init(access: .readOnly))
        #expect(try copy.read { try $0.queryValue("SELECT v FROM t", as: String.self) } == "a\u{0}b")
        #expect(try copy.quickCheck() == [])
    }

    @Test func truncatingCheckpointEmptiesTheWAL() throws {
        let file = try SQLiteTestDatabase()
        let database = try file.openWithTable()
        try database.writeWithoutTransaction { try $0.execute("PRAGMA journal_mode = WAL") }
        try database.write { try $0.execute("INSERT INTO t (v) VALUES (1)") }
        let walSize = { try FileManager.default.attributesOfItem(atPath: file.path + "-wal")[.size] as? Int }
        #expect(try walSize() ?? 0 > 0)
        let result = try database.checkpoint(.truncate)
        #expect(result.walFrameCount == 0)
        #expect(try walSize() == 0)
    }

    @Test func checkpointOnCloseCanBeTurnedOff() throws {
        let file = try SQLiteTestDatabase()
        let database = try file.open(.init(checkpointOnClose: false))
        try database.writeWithoutTransaction { try $0.execute("PRAGMA journal_mode = WAL") }
        try database.write { try $0.execute("CREATE TABLE t (v)") }
        try database.close()
        #expect(FileManager.default.fileExists(atPath: file.path + "-wal"))
    }

    @Test func quickCheckFindsDamage() throws {
        let file = try SQLiteTestDatabase()
        let database = try file.openWithTable()
        try database.write { db throws in
            try db.execute("CREATE INDEX t_v ON t(v)")
            for value in 0..<500 { try db.execute("INSERT INTO t (v) VALUES (?)", [String(repeating: "x", count: value)]) }
        }
        #expect(try database.quickCheck() == [])
        try database.close()
        // Overwrite the middle of the file (table and index pages) with garbage.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file.path))
        try handle.seek(toOffset: 8192)
        try handle.write(contentsOf: Data(repeating: 0x5A, count: 4096))
        try handle.close()
        let damaged = try file.open()
        let problems: [String]
        do { problems = try damaged.quickCheck() } catch let error as SQLiteError { problems = [error.message] }
        #expect(!problems.isEmpty)
    }
}
