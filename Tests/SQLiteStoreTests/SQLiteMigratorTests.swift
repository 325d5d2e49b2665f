import SQLiteStore
import Synchronization
import Testing

@Suite("SQLiteStore migrator")
struct SQLiteMigratorTests {
    /// The identifiers of the migrations that ran, in order.
    final class RunLog: Sendable {
        private let entries = Mutex<[String]>([])
        func append(_ identifier: String) { entries.withLock { $0.append(identifier) } }
        var all: [String] { entries.withLock { $0 } }
    }

    struct Stop: Error {}

    /// Three migrations: two tables, the second referencing the first, then a column.
    private func migrator(_ log: RunLog) -> SQLiteMigrator {
        var migrator = SQLiteMigrator()
        migrator.register("1_CreateGames") { db throws in
            log.append("1_CreateGames")
            try db.execute("CREATE TABLE games (id TEXT PRIMARY KEY NOT NULL)")
        }
        migrator.register("2_CreatePokemon") { db throws in
            log.append("2_CreatePokemon")
            try db.execute(
                """
                CREATE TABLE pokemon (id TEXT PRIMARY KEY NOT NULL, gameId TEXT NOT NULL REFERENCES games(id))
                """)
        }
        migrator.register("3_AddNotes") { db throws in
            log.append("3_AddNotes")
            try db.execute("ALTER TABLE pokemon ADD COLUMN notes TEXT NOT NULL DEFAULT ''")
        }
        return migrator
    }

    private func applied(_ database: SQLiteDatabase) throws -> [String] {
        try database.read(SQLiteMigrator.appliedIdentifiers)
    }

    @Test func freshFileRunsEveryMigrationOnceInOrder() throws {
        let database = try SQLiteTestDatabase().open()
        let log = RunLog()
        let migrator = migrator(log)
        #expect(try database.read(migrator.pendingIdentifiers) == migrator.identifiers)
        try migrator.migrate(database)
        try migrator.migrate(database)
        #expect(log.all == ["1_CreateGames", "2_CreatePokemon", "3_AddNotes"])
        #expect(try applied(database) == ["1_CreateGames", "2_CreatePokemon", "3_AddNotes"])
        #expect(try database.read(migrator.pendingIdentifiers) == [])
        // The bookkeeping table exactly as GRDB creates it, so GRDB (and older dex) can still read the file.
        let sql = try database.read {
            try $0.queryValue("SELECT sql FROM sqlite_master WHERE name = 'grdb_migrations'", as: String.self)
        }
        #expect(sql == "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        #expect(try database.read { try $0.queryValue("PRAGMA foreign_keys", as: Bool.self) } == true)
    }

    @Test func fileMigratedByGRDBRunsOnlyWhatIsPending() throws {
        let file = try SQLiteTestDatabase()
        let database = try file.open()
        // What GRDB's DatabaseMigrator leaves after the first two migrations (and one a newer program added).
        try database.writeWithoutTransaction { db throws in
            try db.execute(
                """
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                CREATE TABLE games (id TEXT PRIMARY KEY NOT NULL);
                CREATE TABLE pokemon (id TEXT PRIMARY KEY NOT NULL, gameId TEXT NOT NULL REFERENCES games(id));
                INSERT INTO games VALUES ('firered');
                INSERT INTO pokemon VALUES ('p25', 'firered');
                INSERT INTO grdb_migrations VALUES ('1_CreateGames');
                INSERT INTO grdb_migrations VALUES ('2_CreatePokemon');
                INSERT INTO grdb_migrations VALUES ('9_FromANewerProgram');
                """)
        }
        let log = RunLog()
        let migrator = migrator(log)
        #expect(try database.read(migrator.pendingIdentifiers) == ["3_AddNotes"])
        try migrator.migrate(database)
        #expect(log.all == ["3_AddNotes"])
        #expect(try applied(database) == ["1_CreateGames", "2_CreatePokemon", "9_FromANewerProgram", "3_AddNotes"])
        let notes = try database.read { try $0.queryValue("SELECT notes FROM pokemon WHERE id = 'p25'", as: String.self) }
        #expect(notes == "")
    }

    @Test func failingMigrationIsRolledBackWithItsRecord() throws {
        let database = try SQLiteTestDatabase().open()
        let migrator = Self.migratorFailingAtItsSecond()
        #expect(throws: Stop.self) { try migrator.migrate(database) }
        #expect(try applied(database) == ["1_Good"])
        try database.read { db throws in
            #expect(try db.tableExists("a"))
            #expect(try !db.tableExists("b"))
            #expect(try db.queryValue("PRAGMA foreign_keys", as: Bool.self) == true)
        }
    }

    @Test func migrationThatBreaksAForeignKeyIsRefused() throws {
        let database = try SQLiteTestDatabase().open()
        // Foreign keys are off while a migration runs (so tables can be rebuilt), then checked as a whole.
        let migrator = Self.migratorLeavingAnOrphan()
        let error = try #require(throws: SQLiteError.self) { try migrator.migrate(database) }
        #expect(error.extendedCode == .constraintForeignKey)
        #expect(error.code == .constraint)
        #expect(error.message.contains("from pokemon to games"))
        #expect(try applied(database) == ["1_Tables"])
        #expect(try database.read { try $0.queryValue("SELECT COUNT(*) FROM pokemon", as: Int.self) } == 0)
        #expect(try database.read { try $0.queryValue("PRAGMA foreign_keys", as: Bool.self) } == true)
    }

    @Test func migratingTogetherMakesTheSchemaOneByOneMakes() throws {
        let schema = "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name"
        let oneByOne = try SQLiteTestDatabase().open()
        try migrator(RunLog()).migrate(oneByOne)
        let together = try SQLiteTestDatabase().open()
        let log = RunLog()
        try together.writeWithoutTransaction { try migrator(log).migrate($0, together: true) }
        #expect(log.all == ["1_CreateGames", "2_CreatePokemon", "3_AddNotes"])
        #expect(try applied(together) == ["1_CreateGames", "2_CreatePokemon", "3_AddNotes"])
        #expect(
            try together.read { try $0.query(schema).map(\.description) }
                == oneByOne.read { try $0.query(schema).map(\.description) })
        #expect(try together.read { try $0.queryValue("PRAGMA foreign_keys", as: Bool.self) } == true)
    }

    @Test func aFailingMigrationRunTogetherLeavesTheFileEmpty() throws {
        let database = try SQLiteTestDatabase().open()
        let migrator = Self.migratorFailingAtItsSecond()
        #expect(throws: Stop.self) { try database.writeWithoutTransaction { try migrator.migrate($0, together: true) } }
        try database.read { db throws in
            #expect(try db.queryValue("SELECT COUNT(*) FROM sqlite_master", as: Int.self) == 0)
            #expect(try db.queryValue("PRAGMA foreign_keys", as: Bool.self) == true)
        }
    }

    @Test func migratingTogetherChecksForeignKeysBeforeItsCommit() throws {
        let database = try SQLiteTestDatabase().open()
        let migrator = Self.migratorLeavingAnOrphan()
        let error = try #require(throws: SQLiteError.self) {
            try database.writeWithoutTransaction { try migrator.migrate($0, together: true) }
        }
        #expect(error.extendedCode == .constraintForeignKey)
        #expect(try database.read { try $0.tableExists("pokemon") } == false)
        #expect(try applied(database) == [])
    }

    @Test func migrateRefusesToRunInsideATransaction() throws {
        let database = try SQLiteTestDatabase().open()
        let error = try #require(throws: SQLiteError.self) {
            try database.write { try migrator(RunLog()).migrate($0) }
        }
        #expect(error.code == .misuse)
    }

    /// Two migrations: tables with a foreign key, then a row whose key points nowhere.
    /// "1_Good" creates table `a`; "2_Bad" creates table `b`, then throws `Stop`.
    private static func migratorFailingAtItsSecond() -> SQLiteMigrator {
        var migrator = SQLiteMigrator()
        migrator.register("1_Good") { try $0.execute("CREATE TABLE a (id INTEGER PRIMARY KEY)") }
        migrator.register("2_Bad") { db throws in
            try db.execute("CREATE TABLE b (id INTEGER PRIMARY KEY)")
            throw Stop()
        }
        return migrator
    }

    private static func migratorLeavingAnOrphan() -> SQLiteMigrator {
        var migrator = SQLiteMigrator()
        migrator.register("1_Tables") { db throws in
            try db.execute(
                """
                CREATE TABLE games (id TEXT PRIMARY KEY NOT NULL);
                CREATE TABLE pokemon (id TEXT PRIMARY KEY NOT NULL, gameId TEXT NOT NULL REFERENCES games(id));
                """)
        }
        migrator.register("2_Orphan") { try $0.execute("INSERT INTO pokemon VALUES ('p1', 'nowhere')") }
        return migrator
    }
}
