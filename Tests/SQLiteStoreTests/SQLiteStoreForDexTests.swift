import Foundation
import SQLiteStore
import Testing

/// What dex's store needs of SQLiteStore beyond plain queries: an immutable open for read-only folders, a table's
/// column names (undo's snapshots, schema tests), and migrating part of the way (upgrade tests).
@Suite("SQLiteStore for dex")
struct SQLiteStoreForDexTests {
    @Test func immutableOpenReadsAFileAloneWithoutMakingItsLogFiles() throws {
        let file = try SQLiteTestDatabase()
        // A name with the characters a URI gives a meaning to, which must stay part of the name.
        let path = file.path("odd ?#% name.sqlite")
        let writer = try SQLiteDatabase(path: path)
        try writer.writeWithoutTransaction { try $0.execute("PRAGMA journal_mode = WAL") }
        try writer.write { try $0.execute("CREATE TABLE t (v); INSERT INTO t VALUES ('kept')") }
        try writer.checkpoint(.truncate)
        try writer.close()
        for suffix in ["-wal", "-shm"] { unlink(path + suffix) }

        let database = try SQLiteDatabase(path: path, options: .init(access: .immutable))
        #expect(try database.read { try $0.queryValue("SELECT v FROM t", as: String.self) } == "kept")
        let error = try #require(throws: SQLiteError.self) { try database.write { try $0.execute("DELETE FROM t") } }
        #expect(error.code == .readOnly)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))

        let missing = try #require(throws: SQLiteError.self) {
            try SQLiteDatabase(path: file.path("absent.sqlite"), options: .init(access: .immutable))
        }
        #expect(missing.code == .cantOpen)
    }

    @Test func columnsOfATableInTheirOrder() throws {
        let database = try SQLiteTestDatabase().openWithTable()
        try database.write { try $0.execute("ALTER TABLE t ADD COLUMN \"isRegistered\" BOOLEAN") }
        #expect(try database.read { try $0.columns(in: "t") } == ["id", "v", "isRegistered"])
        #expect(try database.read { try $0.columns(in: "absent") } == [])
    }

    @Test func migratingUpToOneLeavesTheLaterOnesPending() throws {
        let database = try SQLiteTestDatabase().open()
        var migrator = SQLiteMigrator()
        migrator.register("1_A") { try $0.execute("CREATE TABLE a (id INTEGER PRIMARY KEY)") }
        migrator.register("2_B") { try $0.execute("CREATE TABLE b (id INTEGER PRIMARY KEY)") }
        migrator.register("3_C") { try $0.execute("CREATE TABLE c (id INTEGER PRIMARY KEY)") }

        try migrator.migrate(database, upTo: "2_B")
        #expect(try database.read(SQLiteMigrator.appliedIdentifiers) == ["1_A", "2_B"])
        #expect(try database.read(migrator.pendingIdentifiers) == ["3_C"])
        #expect(try database.read { try !$0.tableExists("c") })

        let error = try #require(throws: SQLiteError.self) { try migrator.migrate(database, upTo: "9_Unknown") }
        #expect(error.code == .misuse)
        try migrator.migrate(database)
        #expect(try database.read(SQLiteMigrator.appliedIdentifiers) == ["1_A", "2_B", "3_C"])
    }
}
