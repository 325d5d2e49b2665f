import DexTestSupport
import Foundation
import SQLiteStore
import Testing

@testable import DexModel
@testable import DexStore

/// A file where `dex.sqlite` should be that is not one dex made is refused by name, and left as it is.
@Suite struct DatabaseFileRefusalTests {
    @Test func aFIFOIsNamedAsSuchAndNothingIsCreated() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-fifo")
        let path = folder.appendingPathComponent("dex.sqlite").path
        try #require(mkfifo(path, 0o600) == 0)
        #expect(throws: DatabaseError.notAFile(path: path, kind: "a FIFO")) { try DexDatabase.open(path: path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["dex.sqlite"])
    }

    @Test func aDroppedTableIsNamedAsSchemaDamage() throws {
        let path = try TemporaryFolder.make(prefix: "dex-schema").appendingPathComponent("dex.sqlite").path
        let manifest = try GameManifest.load(path: Fixtures.miniManifest.path)
        _ = try DexDatabase.open(path: path).games.add(
            try manifest.game("firered"), starter: "bulbasaur", dataVersion: manifest.version,
            spriteURLTemplate: "https://x/{sprite}.png")
        let database = try SQLiteDatabase(path: path)
        try database.writeWithoutTransaction { db in try db.execute("DROP TABLE pokemon") }
        try database.close()
        #expect(throws: DatabaseError.schemaDamaged(path: path, problem: "no such table: pokemon")) {
            try DexDatabase.open(path: path).games.progress()
        }
    }

    @Test func tablesWithoutTheMigrationRecordAreRefusedBeforeMigrating() throws {
        let path = try TemporaryFolder.make(prefix: "dex-schema").appendingPathComponent("dex.sqlite").path
        _ = try DexDatabase.open(path: path)
        let database = try SQLiteDatabase(path: path)
        try database.writeWithoutTransaction { db in try db.execute("DROP TABLE grdb_migrations") }
        try database.close()
        #expect(throws: DatabaseError.schemaDamaged(path: path, problem: "no such table: grdb_migrations")) {
            try DexDatabase.open(path: path)
        }
        let reader = try SQLiteDatabase(path: path)
        let tables: [String] = try reader.read { db in
            try db.queryValues("SELECT name FROM sqlite_master WHERE name = 'grdb_migrations'")
        }
        try reader.close()
        #expect(tables.isEmpty)
    }
}
