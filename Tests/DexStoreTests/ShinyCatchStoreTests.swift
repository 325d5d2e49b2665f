import DexTestSupport
import Foundation
import SQLiteStore
import Testing

@testable import DexModel
@testable import DexStore

/// `Catches` with shininess: what each mark sets, the shiny lock, and undo of journal entries with and without the
/// shiny state (those written before shiny catches have none).
@Suite struct ShinyCatchStoreTests {
    let database: DexDatabase

    init() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-shiny")
        database = try DexDatabase.open(path: folder.appendingPathComponent("dex.sqlite").path)
        var manifest = try GameManifest.load(path: Fixtures.miniManifest.path)
        var firered = try manifest.game("firered")
        let entei = try #require(firered.pokemon.firstIndex { $0.dexNumber == 244 })
        firered.pokemon[entei].shinyLocked = true
        manifest.games[0] = firered
        _ = try database.games.add(
            firered, starter: "bulbasaur", dataVersion: manifest.version, spriteURLTemplate: "https://x/{sprite}.png")
    }

    private func state(_ number: Int) throws -> (caught: Bool, shiny: Bool) {
        let pokemon = try database.catalog.pokemon(.number(number), game: nil).pokemon
        return (pokemon.isCaught, pokemon.isShiny)
    }

    @Test func eachMarkSetsWhatItSays() throws {
        #expect(CatchMark(caught: true, shiny: true) == .shiny && CatchMark(caught: false, shiny: true) == .notShiny)
        let shiny = try database.catches.setCaught(true, shiny: true, refs: [.number(25)], game: nil)
        #expect(shiny.changed.map(\.isShiny) == [true] && shiny.progress.shiny == 1 && shiny.progress.caught == 1)
        #expect(try state(25) == (true, true))
        #expect(try database.catches.setCaught(true, refs: [.number(25)], game: nil).changed.isEmpty)
        _ = try database.catches.setCaught(false, shiny: true, refs: [.number(25)], game: nil)
        #expect(try state(25) == (true, false))
        #expect(try database.catches.setCaught(false, shiny: true, refs: [.number(25)], game: nil).changed.isEmpty)
        _ = try database.catches.setCaught(true, shiny: true, refs: [.number(25)], game: nil)
        _ = try database.catches.setCaught(false, refs: [.number(25)], game: nil)
        #expect(try state(25) == (false, false))
    }

    @Test func aLockedPokemonIsRefusedShinyAndNothingChanges() throws {
        #expect(try database.catalog.pokemon(.number(244), game: nil).pokemon.shinyLocked)
        #expect(throws: StoreError.shinyLocked(["#244 Entei"], game: "Pokémon FireRed")) {
            try database.catches.setCaught(true, shiny: true, refs: [.number(25), .number(244)], game: nil)
        }
        #expect(try state(25) == (false, false) && state(244) == (false, false))
        #expect(throws: StoreError.nothingToUndo(journalDepth: Journal.depth)) { try database.journal.undo() }
        #expect(try database.catches.setCaught(true, refs: [.number(244)], game: nil).changed.count == 1)
    }

    @Test func aJournalEntryWithoutTheShinyStateLeavesItOnlyWhileTheCatchStays() throws {
        _ = try database.catches.setCaught(true, shiny: true, refs: [.number(1), .number(25)], game: nil)
        let ids = try [1, 25].map { try database.catalog.pokemon(.number($0), game: nil).pokemon.id.databaseText }
        // As the journal keeps an entry written before shiny catches: no isShiny, nor a note.
        try database.writer.write { db in
            try db.execute(
                "INSERT INTO journal (createdAt, summary, pokemon) VALUES (0, 'older', ?)",
                ["[{\"id\":\"\(ids[0])\",\"isRegistered\":1},{\"id\":\"\(ids[1])\",\"isRegistered\":0}]"])
        }
        #expect(try database.journal.undo().summary == "older")
        #expect(try state(1) == (true, true), "still caught: keeps its shininess")
        #expect(try state(25) == (false, false), "not caught: not shiny either")
    }
}
