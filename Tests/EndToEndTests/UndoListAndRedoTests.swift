import DexTestSupport
import Foundation
import SQLiteStore
import Testing

/// `dex undo --list` shows the journal, newest first; `dex redo` applies again what `dex undo` reverted, until the
/// next change.
@Suite(.tags(.endToEnd)) struct UndoListAndRedoTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
    }

    private func lines(_ arguments: [String]) async throws -> [Substring] {
        try await dex.succeed(arguments).split(separator: "\n")
    }

    @Test func theListShowsEachChangeNewestFirstAndWhatUndoAndRedoApplyNext() async throws {
        #expect(try await dex.succeed(["undo", "--list"]).hasPrefix("Nothing to undo or redo"))
        try await dex.succeed(["mark", "25"])
        try await dex.succeed(["mark", "1"])
        try await dex.succeed(["note", "25", "Route 2"])
        let list = try await lines(["undo", "--list"])
        #expect(list.count == 3)
        #expect(list[0].contains("just now") && list[0].contains("set the note on #025 Pikachu in Pokémon FireRed"))
        #expect(list[0].hasSuffix("← dex undo"))
        #expect(list[1].contains("marked #001 Bulbasaur caught") && !list[1].contains("←"))
        #expect(list[2].contains("marked #025 Pikachu caught"))

        try await dex.succeed(["undo"])
        try await dex.succeed(["undo"])
        let undone = try await lines(["undo", "--list"])
        #expect(undone.count == 3)
        #expect(undone[0].hasPrefix("undone") && undone[0].contains("set the note on #025 Pikachu"))
        #expect(undone[1].hasPrefix("undone") && undone[1].contains("marked #001 Bulbasaur"))
        #expect(undone[1].hasSuffix("← dex redo"))
        #expect(undone[2].contains("marked #025 Pikachu") && undone[2].hasSuffix("← dex undo"))
    }

    @Test func redoAppliesAgainWhatUndoRevertedUntilTheNextChange() async throws {
        try await dex.succeed(["mark", "25"])
        try await dex.succeed(["mark", "1"])
        try await dex.succeed(["note", "25", "Route 2"])
        try await dex.succeed(["undo"])
        try await dex.succeed(["undo"])
        #expect(try await dex.succeed(["list", "--caught"]).split(separator: "\n").count == 1)

        #expect(try await dex.succeed(["redo"]) == "Redid: marked #001 Bulbasaur caught in Pokémon FireRed.\n")
        #expect(try await dex.succeed(["list", "--caught"]).contains("Bulbasaur"))
        #expect(try await dex.succeed(["redo"]) == "Redid: set the note on #025 Pikachu in Pokémon FireRed.\n")
        #expect(try await dex.succeed(["note", "25"]) == "#025 Pikachu: Route 2\n")
        let nothing = try await dex.run(["redo"])
        #expect(nothing.status == 1)
        #expect(
            nothing.stderr
                == "Error: nothing to redo: 'dex redo' applies again what 'dex undo' reverted, until the next change; run 'dex undo --list' to see the journal\n"
        )

        // What redo applied, undo reverts again.
        #expect(try await dex.succeed(["undo"]) == "Undid: set the note on #025 Pikachu in Pokémon FireRed.\n")
        #expect(try await dex.succeed(["note", "25"]).hasPrefix("#025 Pikachu has no note;"))
        // A new change ends what can be redone.
        try await dex.succeed(["mark", "122"])
        #expect(try await dex.run(["redo"]).status == 1)
        await #expect(try lines(["undo", "--list"]).allSatisfy { !$0.hasPrefix("undone") })
    }

    @Test func redoOfAnImportAddsItsGamesAgain() async throws {
        let other = try DexProcess()
        try await other.succeed(["add-game", "yellow", "--no-sprites"])
        try await other.succeed(["mark", "25"])
        let backup = other.home.appendingPathComponent("backup.json")
        try await other.succeed(["export", "-o", backup.path])

        try await dex.succeed(["import", backup.path])
        #expect(try await dex.succeed(["games"]).contains("yellow"))
        try await dex.succeed(["undo"])
        #expect(!(try await dex.succeed(["games"]).contains("yellow")))
        let redone = try await dex.succeed(["redo"])
        #expect(redone.hasPrefix("Redid: imported \(backup.path)"), "\(redone)")
        #expect(redone.contains("Pokémon Yellow is tracked again; run 'dex sprites fetch --game yellow' for its sprites."))
        #expect(try await dex.succeed(["list", "--caught", "--game", "yellow"]).contains("Pikachu"))
        try await dex.succeed(["undo"])
        #expect(!(try await dex.succeed(["games"]).contains("yellow")))
    }

    @Test func undoAndRedoKeepFiftyChangesToUndo() async throws {
        for _ in 0..<30 {
            try await dex.succeed(["mark", "25"])
            try await dex.succeed(["unmark", "25"])
        }
        for _ in 0..<5 {
            try await dex.succeed(["undo"])
            try await dex.succeed(["redo"])
        }
        let (toUndo, toRedo) = try SQLiteDatabase(path: dex.databasePath).read { db in
            (
                try db.queryValue("SELECT COUNT(*) FROM journal WHERE undone = 0", as: Int.self),
                try db.queryValue("SELECT COUNT(*) FROM journal WHERE undone = 1", as: Int.self)
            )
        }
        #expect(toUndo == 50 && toRedo == 0)
    }
}
