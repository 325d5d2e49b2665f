import DexTestSupport
import Foundation
import SQLiteStore
import Testing

/// Input dex cannot read one way only is refused whole through the built binary: one line on stderr naming what is
/// wrong and what to do, a non-zero status, and the data folder's files as they were.
@Suite(.tags(.endToEnd)) struct RefusedInputTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["mark", "25"])
    }

    /// Runs `arguments`, expects status `status` and exactly `message` on stderr, and the data folder unchanged.
    func expectRefused(
        _ arguments: [String], status: Int32 = 1, message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let before = try folderContents()
        let result = try await dex.run(arguments)
        #expect(result.status == status, sourceLocation: sourceLocation)
        #expect(result.stderr == "Error: \(message)\n", sourceLocation: sourceLocation)
        #expect(try folderContents() == before, "dex \(arguments) changed the data folder", sourceLocation: sourceLocation)
    }

    /// Each file of the data folder with its bytes, a FIFO or other special file with its kind (never read). SQLite's
    /// `-shm` index and an empty `-wal`, which opening the database may create, hold no data and are left out.
    func folderContents() throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dex.home.path) where !name.hasSuffix("-shm") {
            let path = dex.home.appendingPathComponent(name).path
            let kind = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            let bytes =
                kind == .typeRegular ? try Data(contentsOf: URL(fileURLWithPath: path)) : Data(String(describing: kind).utf8)
            if name.hasSuffix("-wal"), bytes.isEmpty { continue }
            contents[name] = bytes
        }
        return contents
    }

    func write(_ data: Data, to name: String) throws -> String {
        let file = try TemporaryFolder.make(prefix: "dex-refused").appendingPathComponent(name)
        try data.write(to: file)
        return file.path
    }

    @Test func aJSONBackupWithAKeyTwiceIsRefusedNamingIt() async throws {
        let json =
            #"{"format": "dex-backup", "formatVersion": 2, "games": [{"slug": "firered", "pokemon": "#
            + #"[{"dexNumber": 1, "caught": true, "caught": false}]}]}"#
        let file = try write(Data(json.utf8), to: "b.json")
        try await expectRefused(
            ["import", file],
            message: "\(file): games[0].pokemon[0].caught: the key \"caught\" appears twice in one object (readers differ "
                + "on which counts); keep one; nothing was imported")
    }

    @Test func aCSVBackupWithAColumnTwiceIsRefusedNamingIt() async throws {
        let file = try write(Data("game,dexNumber,caught,caught\nfirered,1,yes,no\n".utf8), to: "b.csv")
        try await expectRefused(
            ["import", file],
            message: "\(file): line 1: the column 'caught' is named twice in the header row; keep one; nothing was imported")
    }

    @Test func invalidUTF8InACSVBackupIsReportedOnItsLine() async throws {
        let file = try write(
            Data("game,dexNumber,caught,notes\nfirered,1,yes,\"two\nlines\"\nfirered,4,no,caf".utf8) + Data([0xE9]), to: "b.csv")
        try await expectRefused(["import", file], message: "\(file): line 4: not UTF-8 text; nothing was imported")
    }

    @Test func aRefLikeANegativeNumberIsAUsageErrorSayingHowToPassIt() async throws {
        for command in ["mark", "unmark", "show"] {
            try await expectRefused(
                [command, "-5"], status: 64,
                message: "'-5' is neither a dex number (those start at 1) nor an option of 'dex \(command)'; to pass a ref "
                    + "that starts with '-', put it after '--': dex \(command) -- -5")
        }
        // After '--' it is read as a ref, and answered as one
        #expect(try await dex.run(["mark", "--", "-5"]).stderr.hasPrefix("Error: no Pokémon '-5' in Pokémon FireRed"))
    }

    @Test func aDroppedTableNamesTheFileAndTheWayBack() async throws {
        let database = try SQLiteDatabase(path: dex.databasePath)
        try database.writeWithoutTransaction { db in try db.execute("DROP TABLE pokemon") }
        try database.close()
        for arguments in [["list"], ["mark", "1"], ["games"], ["export"]] {
            try await expectRefused(
                arguments,
                message: "\(dex.databasePath) does not hold the tables dex made (no such table: pokemon): restore a copy made "
                    + "with 'dex db backup', or move it aside and 'dex import' a backup made with 'dex export'; nothing was changed"
            )
        }
    }

    @Test func aFIFOInPlaceOfTheDatabaseIsNamedAndLeftAlone() async throws {
        let folder = try TemporaryFolder.make(prefix: "dex-fifo-home")
        let fifo = dex.home.appendingPathComponent("dex.sqlite").path
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: fifo + suffix) {
            try FileManager.default.moveItem(
                atPath: fifo + suffix, toPath: folder.appendingPathComponent("dex.sqlite" + suffix).path)
        }
        try #require(mkfifo(fifo, 0o600) == 0)
        for arguments in [["list"], ["mark", "1"], ["export"]] {
            try await expectRefused(
                arguments, message: "\(fifo) is a FIFO, not a database file; move it aside or pass --home with another folder")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: dex.home.path)
        #expect(!names.contains { $0.hasPrefix("dex.sqlite-") }, "\(names)")
    }
}
