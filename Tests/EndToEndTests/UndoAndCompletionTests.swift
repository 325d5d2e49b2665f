import DexTestSupport
import Foundation
import SQLiteStore
import Testing

/// `dex undo`, and Pokémon names in shell completion.
@Suite(.tags(.endToEnd)) struct UndoAndCompletionTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
    }

    func caught() async throws -> String { try await dex.succeed(["list", "--caught"]) }

    @Test func undoRevertsMarkUnmarkAndNoteOneCommandAtATime() async throws {
        try await dex.succeed(["mark", "25", "1"])
        try await dex.succeed(["unmark", "1"])
        try await dex.succeed(["note", "25", "Route 2"])
        try await dex.succeed(["mark", "122"])
        try await dex.succeed(["mark", "122"])  // changes nothing: nothing to journal

        #expect(try await dex.succeed(["undo"]) == "Undid: marked #122 Mr. Mime caught in Pokémon FireRed.\n")
        await #expect(!(try caught().contains("Mr. Mime")))
        #expect(try await dex.succeed(["undo"]) == "Undid: set the note on #025 Pikachu in Pokémon FireRed.\n")
        #expect(try await dex.succeed(["note", "25"]).hasPrefix("#025 Pikachu has no note;"))
        #expect(try await dex.succeed(["undo"]) == "Undid: unmarked #001 Bulbasaur in Pokémon FireRed.\n")
        await #expect(try caught().contains("Bulbasaur"))
        #expect(try await dex.succeed(["undo"]) == "Undid: marked 2 Pokémon caught in Pokémon FireRed.\n")
        await #expect(try caught().contains("Nothing to list"))
        let none = try await dex.run(["undo"])
        #expect(
            none.status == 1
                && none.stderr
                    == "Error: nothing to undo: the last 50 changes to catches and notes are undone already, or none was made\n"
        )
    }

    @Test func undoRevertsAnImportWholeAndKeepsTheLastFifty() async throws {
        try await dex.succeed(["mark", "25"])
        let backup = dex.home.appendingPathComponent("backup.json")
        try await dex.succeed(["export", "-o", backup.path])
        try await dex.succeed(["unmark", "25"])
        try await dex.succeed(["note", "1", "mine"])
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        try await dex.succeed(["use", "firered"])
        // Removes Yellow, catches Pikachu, puts back the note.
        try await dex.succeed(["import", backup.path, "--replace", "--yes"])
        #expect(try await dex.succeed(["games"]).split(separator: "\n").count == 1)
        let undone = try await dex.succeed(["undo"])
        #expect(undone.hasPrefix("Undid: imported \(backup.path)"), "\(undone)")
        #expect(try await dex.succeed(["games"]).contains("yellow"))
        await #expect(try caught().contains("Nothing to list"))
        #expect(try await dex.succeed(["note", "1"]) == "#001 Bulbasaur: mine\n")

        for _ in 0..<30 {
            try await dex.succeed(["mark", "25"])
            try await dex.succeed(["unmark", "25"])
        }
        let rows = try SQLiteDatabase(path: dex.databasePath).read {
            try $0.queryValue("SELECT COUNT(*) FROM journal", as: Int.self)
        }
        #expect(rows == 50)
    }

    @Test func undoDoesNotBringBackARemovedGameOverOneTrackedAgain() async throws {
        let backup = dex.home.appendingPathComponent("backup.json")
        try await dex.succeed(["export", "-o", backup.path])
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        try await dex.succeed(["import", backup.path, "--replace", "--yes"])
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        let result = try await dex.run(["undo"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: cannot undo 'imported \(backup.path)"), "\(result.stderr)")
        #expect(
            result.stderr.hasSuffix("it removed yellow, which you track again; remove it with 'dex remove-game yellow' first\n"))
        #expect(try await dex.succeed(["games"]).split(separator: "\n").count == 2)
    }

    @Test func pokemonNamesCompleteFromTheGameOnTheLine() async throws {
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        func complete(_ command: String, _ words: [String]) async throws -> [Substring] {
            let line = ["dex", command] + words
            return try await dex.succeed(
                [
                    "---completion", command, "--", "positional@0", String(line.count - 1),
                    String(words.last?.count ?? 0),
                ] + line
            ).split(separator: "\n")
        }
        await #expect(try complete("mark", ["--game", "firered", "pi"]) == ["pikachu"])
        await #expect(try complete("unmark", ["--game", "firered", "mr"]) == ["mr-mime"])
        await #expect(try complete("show", ["n"]) == [])  // Yellow, the active game, has only Pikachu
        await #expect(try complete("note", ["--game=firered", "n"]) == ["nidoran-f"])
        #expect(
            try await dex.succeed([
                "---completion", "mark", "--", "positional@0", "2", "0", "dex", "mark", "--home", "/nonexistent",
            ])
            .isEmpty)
    }
}
