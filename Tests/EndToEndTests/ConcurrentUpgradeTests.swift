import DexTestSupport
import Foundation
import SQLiteStore
import Testing

/// Two `dex` processes started at once on a database that needs upgrading: one runs the migrations, the other waits
/// for its lock and finds them done; both succeed.
@Suite(.tags(.endToEnd)) struct ConcurrentUpgradeTests {
    @Test func twoCommandsAtOnceOnAnOldDatabaseBothSucceed() throws {
        for _ in 0..<6 {
            let dex = try DexProcess(databaseFixture: "database-at-migration-9-firered-black.sql")
            let list = try dex.start(["list"]), mark = try dex.start(["mark", "25"])
            let results = [list.wait(), mark.wait()]
            for result in results { #expect(result.status == 0, "\(result.stderr)") }
            #expect(try DatabaseDump(path: dex.databasePath).caught.contains(25))
        }
    }
}

/// A database whose record of one migration was deleted, while its schema holds what the migration adds.
@Suite(.tags(.endToEnd)) struct LostMigrationRecordTests {
    @Test func aMigrationWhoseRecordWasDeletedIsNamedWithTheWayOut() async throws {
        let dex = try DexProcess(databaseFixture: "database-at-migration-9-firered-black.sql")
        try await dex.succeed(["list"])
        let database = try SQLiteDatabase(path: dex.databasePath)
        try database.write { db in
            try db.execute("DELETE FROM grdb_migrations WHERE identifier = '18_AddCatchDates'")
        }
        try database.close()

        let result = try await dex.run(["list"])

        #expect(result.status == 1)
        let path = dex.databasePath
        #expect(
            result.stderr
                == "Error: \(path) does not record that its upgrade 18_AddCatchDates was made, yet holds what it adds "
                + "(duplicate column name: caughtOn): another program changed the table grdb_migrations; record it with "
                + "sqlite3 \(path) \"INSERT INTO grdb_migrations VALUES ('18_AddCatchDates')\", or restore a copy made "
                + "with 'dex db backup'\n")
        // The way out the message gives works.
        let recorded = try SQLiteDatabase(path: path)
        try recorded.write { db in try db.execute("INSERT INTO grdb_migrations VALUES ('18_AddCatchDates')") }
        try recorded.close()
        try await dex.succeed(["list"])
    }
}
