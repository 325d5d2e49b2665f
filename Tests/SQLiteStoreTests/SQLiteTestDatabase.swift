import DexTestSupport
import Foundation
import SQLiteStore

/// A database file in a new temporary folder, for the SQLiteStore tests.
struct SQLiteTestDatabase {
    let folder: URL

    init() throws {
        folder = try TemporaryFolder.make(prefix: "sqlitestore")
    }

    var path: String { folder.appendingPathComponent("test.sqlite").path }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func open(_ options: SQLiteDatabase.Options = .init()) throws -> SQLiteDatabase {
        try SQLiteDatabase(path: path, options: options)
    }

    /// Opens the file with one table `t(v)`, whose column has no type affinity so every value keeps its own type.
    func openWithTable() throws -> SQLiteDatabase {
        let database = try open()
        try database.write { try $0.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v)") }
        return database
    }
}
