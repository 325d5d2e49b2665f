import DexTestSupport
import Foundation
import SQLiteStore
import Testing

/// `dex db backup` of a damaged database writes a readable copy with every row that can still be read, says what
/// was lost (status 1) or that nothing was (status 0), and never writes the damaged file.
@Suite(.tags(.endToEnd)) struct DatabaseRescueTests {
    let dex: DexProcess
    let rescued: DexProcess
    let pokemonCount: Int
    let progress: String

    init() async throws {
        dex = try DexProcess(manifest: nil)
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["mark", "1-30"])
        rescued = try DexProcess(manifest: nil)
        pokemonCount = try Self.count("pokemon", in: dex.databasePath)
        progress = try await dex.succeed(["progress"])
    }

    @Test func aPageOfGarbageLosesTheRowsOnItAndKeepsTheRest() async throws {
        let onPage = try DamagedFile.garbage(onPageOf: "pokemon", in: dex.databasePath)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: dex.databasePath))

        let result = try await dex.run(["db", "backup", rescued.databasePath])

        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(
            lines.first
                == "Wrote \(rescued.databasePath) from a damaged database, with every row that could still be read; lost:")
        #expect(lines.contains("  pokemon: \(onPage) rows"))
        #expect(try Self.count("pokemon", in: rescued.databasePath) == pokemonCount - onPage)
        #expect(try await rescued.succeed(["progress"]).contains("Pokémon FireRed"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dex.databasePath)) == damaged)
    }

    @Test func aFileCutShortKeepsTheRowsBeforeTheCutAndCountsTheRest() async throws {
        try DamagedFile.truncate(dex.databasePath)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: dex.databasePath))

        let result = try await dex.run(["db", "backup", rescued.databasePath])

        #expect(result.status == 1)
        let kept = try Self.count("pokemon", in: rescued.databasePath)
        #expect(kept > 0 && kept < pokemonCount)
        #expect(result.stderr.split(separator: "\n").contains("  pokemon: \(pokemonCount - kept) rows"))
        #expect(try Self.count("games", in: rescued.databasePath) == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: dex.databasePath)) == damaged)
    }

    @Test func aDamagedHeaderIsRepairedInTheCopyAndNothingIsLost() async throws {
        try DamagedFile.scribbleOnHeader(of: dex.databasePath)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: dex.databasePath))

        let result = try await dex.run(["db", "backup", rescued.databasePath])

        #expect(result.status == 0)
        #expect(
            result.stderr
                == "Wrote \(rescued.databasePath) from a damaged database, with every row that could still be read: nothing lost.\n"
        )
        #expect(try Self.count("pokemon", in: rescued.databasePath) == pokemonCount)
        #expect(try await rescued.succeed(["progress"]) == progress)
        #expect(try Data(contentsOf: URL(fileURLWithPath: dex.databasePath)) == damaged)
    }

    @Test func aFileThatNeverWasSQLiteIsStillRefusedAsOne() async throws {
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: dex.databasePath))

        let result = try await dex.run(["db", "backup", rescued.databasePath])

        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: \(dex.databasePath) is not a dex database (not SQLite); move it aside or pass --home with another folder\n"
        )
        #expect(!FileManager.default.fileExists(atPath: rescued.databasePath))
    }

    private static func count(_ table: String, in path: String) throws -> Int {
        let database = try SQLiteDatabase(path: path, options: .init(access: .readOnly))
        defer { try? database.close() }
        return try database.read { db in try db.queryValue("SELECT COUNT(*) FROM \(table)", as: Int.self) } ?? 0
    }
}
