import DexStore
import DexTestSupport
import Foundation
import SQLiteStore

/// The rows of dex's tables, to compare two database files.
struct DatabaseDump: Equatable {
    var rows: [String: [String]] = [:]
    var caught: [Int] = []

    init(path: String) throws {
        let database = try SQLiteDatabase(path: path, options: .init(access: .readOnly))
        try database.read { db in
            for table in ["games", "pokemon", "preferences", "sprites"] {
                rows[table] = try db.query("SELECT * FROM \(table) ORDER BY rowid").map(\.description)
            }
            caught = try db.queryValues("SELECT dexNumber FROM pokemon WHERE isRegistered ORDER BY dexNumber", as: Int.self)
        }
        try database.close()
    }

    /// What a copy of `path` alone (no `-wal`, no `-shm`) holds.
    init(copyingAlone path: String) throws {
        let copy = try TemporaryFolder.make(prefix: "dex-copy").appendingPathComponent("dex.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy.path)
        try self.init(path: copy.path)
    }
}

/// What an older dex (which never checkpointed) left in a folder, with its `-wal` lost one way or another.
enum LostLog: CaseIterable, Sendable {
    /// `dex.sqlite` copied alone.
    case missing
    /// The `-wal` beside it with its first 100 bytes overwritten.
    case damaged

    /// Puts the files in `folder`: a WAL-mode `dex.sqlite` stub whose tables and rows are only in the log.
    func place(in folder: URL) throws {
        let source = try TemporaryFolder.make(prefix: "dex-older-source").appendingPathComponent("dex.sqlite")
        let queue = try SQLiteDatabase(path: source.path)
        try queue.writeWithoutTransaction { db in try db.execute("PRAGMA journal_mode = WAL") }
        try queue.write { db in
            try db.execute("CREATE TABLE games (id TEXT PRIMARY KEY, slug TEXT); INSERT INTO games VALUES ('1', 'firered')")
        }
        // While this connection is open, nothing has been checkpointed: dex.sqlite is a 4 KB stub.
        let target = folder.appendingPathComponent("dex.sqlite")
        try FileManager.default.copyItem(at: source, to: target)
        if self == .damaged {
            var log = try Data(contentsOf: URL(fileURLWithPath: source.path + "-wal"))
            log.replaceSubrange(0..<100, with: Data(repeating: 0x5A, count: 100))
            try log.write(to: URL(fileURLWithPath: target.path + "-wal"))
        }
        try queue.close()
    }

    /// Every file in `folder` with its bytes.
    static func contents(of folder: URL) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            contents[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return contents
    }
}

/// A `sqlite3` process holding the database's write lock until released.
final class LockHolder {
    private let process = Process()
    private let input = Pipe()
    private var released = false

    init(database: String) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [database]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data("BEGIN IMMEDIATE;\nUPDATE games SET name = name;\n.print locked\n".utf8))
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("locked") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
    }

    func release() {
        guard !released else { return }
        released = true
        input.fileHandleForWriting.write(Data("ROLLBACK;\n.quit\n".utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

/// Damage done to a database file the way a bad disk or a stray write does it.
enum DamagedFile {
    /// Changes the dex number of one entry of the (gameId, dexNumber) index, so that a lookup of that number
    /// finds nothing although the row is there. The file stays well-formed.
    static func breakIndexEntry(ofDexNumber number: UInt8, in path: String) throws {
        let gameId =
            try SQLiteDatabase(path: path).read { db in try db.queryValue("SELECT id FROM games", as: String.self) } ?? ""
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        // In an index record the game's id (text) is followed by the dex number as a one-byte integer.
        let entry = Data(gameId.utf8) + [number]
        guard let found = bytes.range(of: entry) else { throw Missing(what: "the index entry of #\(number)") }
        bytes[found.upperBound - 1] = 0
        try bytes.write(to: URL(fileURLWithPath: path))
    }

    /// Overwrites the page header of `table`'s first page.
    static func scribble(onPageOf table: String, in path: String) throws {
        let root = try SQLiteDatabase(path: path).read { db in
            try db.queryValue("SELECT rootpage FROM sqlite_master WHERE name = ?", [table], as: Int.self)
        }
        guard let root else { throw Missing(what: "table \(table)") }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let start = (root - 1) * 4096
        bytes.replaceSubrange(start..<start + 12, with: Data(repeating: 0xFF, count: 12))
        try bytes.write(to: URL(fileURLWithPath: path))
    }

    /// Overwrites a whole page of `table` that holds rows (not its first, so the table's other pages stay
    /// reachable) with garbage; the number of rows that page held.
    static func garbage(onPageOf table: String, in path: String) throws -> Int {
        let page = try SQLiteDatabase(path: path).read { db in
            try db.queryOne(
                "SELECT pageno, ncell FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno LIMIT 1 OFFSET 1",
                [table])
        }
        guard let page else { throw Missing(what: "a second page of table \(table)") }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let start = (try page.int("pageno") - 1) * 4096
        bytes.replaceSubrange(start..<start + 4096, with: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }))
        try bytes.write(to: URL(fileURLWithPath: path))
        return try page.int("ncell")
    }

    /// Cuts the file to two thirds of its length, as a copy stopped half-way does.
    static func truncate(_ path: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try bytes.prefix(bytes.count * 2 / 3).write(to: URL(fileURLWithPath: path))
    }

    /// Overwrites the first 24 bytes of the header: the "SQLite format 3" string, the page size and the format's bytes.
    static func scribbleOnHeader(of path: String) throws {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes.replaceSubrange(0..<24, with: Data(repeating: 0x5A, count: 24))
        try bytes.write(to: URL(fileURLWithPath: path))
    }

    struct Missing: Error {
        let what: String
    }
}

extension DexProcess {
    /// A data folder whose database is the SQL dump `Tests/Fixtures/{fixture}` (written by an earlier dex), with the
    /// bundled manifest: the next command upgrades it.
    init(databaseFixture fixture: String) throws {
        try self.init(manifest: nil)
        let dump = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/\(fixture)"), encoding: .utf8)
        let database = try SQLiteDatabase(path: databasePath)
        try database.writeWithoutTransaction { db in try db.execute(dump) }
        try database.close()
    }
}
