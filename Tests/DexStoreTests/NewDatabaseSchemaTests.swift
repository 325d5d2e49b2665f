import DexTestSupport
import Foundation
import SQLiteStore
import Testing

@testable import DexStore

/// A new database gets its schema from `NewDatabaseSchema`, the schema the migrations leave, written out as one
/// script, rather than from running every migration. This renders that file from a database migrated one migration at
/// a time and compares it with src/DexStore/Database/NewDatabaseSchema.swift; `make schema` (DEX_WRITE_SCHEMA=1) writes
/// the file instead. A new database must then hold exactly what the migrations make.
@Suite struct NewDatabaseSchemaTests {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("src/DexStore/Database/NewDatabaseSchema.swift")

    @Test func theWrittenSchemaIsTheMigrations() throws {
        let rendered = try Self.rendered(from: Self.migratedOneByOne())
        if ProcessInfo.processInfo.environment["DEX_WRITE_SCHEMA"] == "1" {
            try rendered.write(to: Self.file, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(
            committed == rendered, "src/DexStore/Database/NewDatabaseSchema.swift differs from the migrations: run 'make schema'")
        #expect(NewDatabaseSchema.migrations == Migrations.identifiers)
    }

    @Test func aNewDatabaseHoldsWhatTheMigrationsMake() throws {
        let path = try TemporaryFolder.make(prefix: "dex-schema-new").appendingPathComponent("dex.sqlite").path
        let database = try DexDatabase.open(path: path)

        let made = try database.writer.read(Self.contents)
        let migrated = try Self.migratedOneByOne().read(Self.contents)
        #expect(made.count == migrated.count)
        for (madeLine, migratedLine) in zip(made, migrated) { #expect(madeLine == migratedLine) }
        #expect(made.count > 20)
        #expect(try database.status() == .init(applied: Migrations.identifiers, pending: [], unknown: []))
    }

    /// Two commands that open a new data folder at once both find it empty; the second to take the write lock finds
    /// the schema the first made and leaves it as it is.
    @Test func aSchemaAnotherCommandMadeMeanwhileIsLeftAsItIs() throws {
        let database = try Self.migratedOneByOne()
        let before = try database.read(Self.contents)

        try database.writeWithoutTransaction { try Migrations.createSchema($0) }

        #expect(try database.read(Self.contents) == before)
    }

    /// A database migrated by running each migration in its own transaction, as an older file is upgraded.
    static func migratedOneByOne() throws -> SQLiteDatabase {
        let path = try TemporaryFolder.make(prefix: "dex-schema-migrated").appendingPathComponent("dex.sqlite").path
        let database = try SQLiteDatabase(path: path)
        try Migrations.migrator.migrate(database)
        return database
    }

    /// What a file holds besides where its pages are: `sqlite_master`'s entries in order, every table's rows, the
    /// user version.
    static func contents(_ db: SQLiteConnection) throws -> [String] {
        var contents = try db.query("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid").map(\.description)
        let tables = try db.queryValues("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name", as: String.self)
        for table in tables {
            contents += try db.query("SELECT * FROM \"\(table)\" ORDER BY rowid").map { "\(table): \($0.description)" }
        }
        contents.append("user_version: \(try db.queryValue("PRAGMA user_version", as: Int.self) ?? -1)")
        return contents
    }

    /// NewDatabaseSchema.swift as `database` makes it: the statements of its `sqlite_master` in order, but
    /// `sqlite_sequence`'s, which SQLite makes itself, then an `INSERT` for each row its tables hold (the preferences
    /// row), but the migrations' record.
    static func rendered(from database: SQLiteDatabase) throws -> String {
        let (statements, migrations) = try database.read { db in
            var statements = try db.queryValues(
                "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name <> 'sqlite_sequence' ORDER BY rowid",
                as: String.self)
            let tables = try db.queryValues(
                """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('sqlite_sequence', 'grdb_migrations')
                ORDER BY rowid
                """, as: String.self)
            for table in tables {
                let values = try db.columns(in: table).map { "quote(\"\($0)\")" }.joined(separator: " || ',' || ")
                statements += try db.queryValues("SELECT \(values) FROM \"\(table)\" ORDER BY rowid", as: String.self)
                    .map { "INSERT INTO \"\(table)\" VALUES(\($0))" }
            }
            return (statements, try SQLiteMigrator.appliedIdentifiers(db))
        }
        var lines = [
            "// Written by `make schema` (Tests/DexStoreTests/NewDatabaseSchemaTests.swift) from the migrations: do not edit.",
            "",
            "/// The schema the migrations leave, as one script: a new database is given it and records `migrations` as",
            "/// applied, rather than running each migration (`Migrations.createSchema`).",
            "enum NewDatabaseSchema {",
            "    /// The migrations whose schema `script` is, in order.",
            "    static let migrations = [",
        ]
        lines += migrations.map { "        \"\($0)\"," }
        lines += [
            "    ]",
            "",
            "    /// `sqlite_master`'s statements, in its order (SQLite makes `sqlite_sequence` itself), then the rows the",
            "    /// migrations write.",
            "    static let script = #\"\"\"",
        ]
        lines += statements.flatMap { ($0 + ";").split(separator: "\n", omittingEmptySubsequences: false) }.map {
            "        \($0)"
        }
        lines += ["        \"\"\"#", "}", ""]
        return lines.joined(separator: "\n")
    }
}
