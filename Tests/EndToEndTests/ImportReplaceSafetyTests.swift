import DexTestSupport
import Foundation
import SQLiteStore
import Testing

/// `import --replace` removes the games the file does not list only when asked to (`--yes` with no terminal to ask
/// on), and `dex undo` brings them back with their sprites, kept aside until no journal entry can bring them back.
@Suite(.tags(.endToEnd)) struct ImportReplaceSafetyTests {
    let dex: DexProcess
    /// A backup of FireRed alone, written before Yellow was added.
    let backup: String

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["mark", "25"])
        backup = dex.home.appendingPathComponent("backup.json").path
        try await dex.succeed(["export", "-o", backup])
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        try await dex.succeed(["mark", "25"])
    }

    var sprites: URL { dex.home.appendingPathComponent("sprites/yellow") }
    var kept: URL { dex.home.appendingPathComponent("removed-sprites") }

    /// Yellow's cached sprites: a normal and a shiny one.
    func cacheYellowsSprites() throws {
        try FileManager.default.createDirectory(
            at: sprites.appendingPathComponent("shiny"), withIntermediateDirectories: true)
        try Data("normal".utf8).write(to: sprites.appendingPathComponent("pikachu.png"))
        try Data("shiny".utf8).write(to: sprites.appendingPathComponent("shiny/pikachu.png"))
    }

    func cachedSprites() -> [String: String] {
        var found: [String: String] = [:]
        for name in ["pikachu.png", "shiny/pikachu.png"] {
            if let data = FileManager.default.contents(atPath: sprites.appendingPathComponent(name).path) {
                found[name] = String(decoding: data, as: UTF8.self)
            }
        }
        return found
    }

    func keptFolders() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: kept.path)) ?? [] }

    @Test func withoutATerminalRemovingGamesNeedsYesAndChangesNothing() async throws {
        let before = try await dex.succeed(["export", "--format", "csv"])

        let refused = try await dex.run(["import", backup, "--replace"])

        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(refused.stderr == "Error: removing yellow (not in \(backup)) needs confirmation: pass --yes\n")
        #expect(try await dex.succeed(["export", "--format", "csv"]) == before)
        // A dry run asks nothing, and says what would go.
        #expect(try await dex.succeed(["import", backup, "--replace", "--dry-run"]).contains("removed 1 game"))
        #expect(try await dex.succeed(["import", backup, "--replace", "--yes"]).contains("removed 1 game"))
        #expect(!(try await dex.succeed(["games"]).contains("yellow")))
    }

    @Test func replacingWithAFileThatListsEveryGameAsksNothing() async throws {
        let whole = dex.home.appendingPathComponent("whole.json").path
        try await dex.succeed(["export", "-o", whole])
        try await dex.succeed(["unmark", "25", "--game", "yellow"])

        let replaced = try await dex.run(["import", whole, "--replace"])

        #expect(replaced.status == 0 && replaced.stderr.isEmpty, "\(replaced.stderr)")
        #expect(try await dex.succeed(["list", "--caught", "--game", "yellow"]).contains("Pikachu"))
    }

    @Test func undoBringsBackTheRemovedGameWithItsSpritesAndRedoTakesThemAgain() async throws {
        // Given Yellow's sprites in the cache
        try cacheYellowsSprites()

        // When a replace removes Yellow, its sprites are kept aside, where 'sprites clean' leaves them
        try await dex.succeed(["import", backup, "--replace", "--yes"])
        #expect(cachedSprites().isEmpty)
        #expect(keptFolders().count == 1)
        try await dex.succeed(["sprites", "clean"])
        #expect(keptFolders().count == 1)

        // Then undo brings the game back with them
        let undone = try await dex.succeed(["undo"])
        #expect(undone.hasSuffix("Pokémon Yellow is tracked again, with its sprites.\n"), "\(undone)")
        #expect(cachedSprites() == ["pikachu.png": "normal", "shiny/pikachu.png": "shiny"])
        #expect(keptFolders().isEmpty)
        #expect(try await dex.succeed(["list", "--caught", "--game", "yellow"]).contains("Pikachu"))

        // and redo removes it again, keeping them aside, for the next undo
        try await dex.succeed(["redo"])
        #expect(cachedSprites().isEmpty && keptFolders().count == 1)
        #expect(try await dex.succeed(["undo"]).hasSuffix("with its sprites.\n"))
        #expect(cachedSprites().count == 2)
    }

    @Test func keptSpritesAreDeletedOnceNoUndoCanBringTheGameBack() async throws {
        try cacheYellowsSprites()
        try await dex.succeed(["import", backup, "--replace", "--yes"])

        // 49 changes later, undo can still reach the import: the sprites stay.
        for index in 0..<49 { try await dex.succeed([index.isMultiple(of: 2) ? "mark" : "unmark", "1"]) }
        #expect(keptFolders().count == 1)
        // The 50th pushes the import out of the journal; the next change finds nothing that could bring Yellow back.
        try await dex.succeed(["mark", "4", "--traded"])
        try await dex.succeed(["mark", "7", "--traded"])
        #expect(keptFolders().isEmpty)
        let journal = try SQLiteDatabase(path: dex.databasePath).read {
            try $0.queryValue("SELECT COUNT(*) FROM journal WHERE summary LIKE 'imported%'", as: Int.self)
        }
        #expect(journal == 0)
    }
}
