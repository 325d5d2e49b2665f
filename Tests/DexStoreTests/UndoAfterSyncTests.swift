import DexTestSupport
import Foundation
import SQLiteStore
import Testing

@testable import DexModel
@testable import DexStore

/// Undo of a sync puts back exactly what the tracker held before it, every field of every Pokémon, and the entries
/// the sync added to the list come off it again; redo brings the sync's state back.
@Suite struct UndoAfterSyncTests {
    let manifest: GameManifest
    let here: DexDatabase
    let there: DexDatabase

    init() throws {
        manifest = try GameManifest.load(path: Fixtures.miniManifest.path)
        here = try fireRedDatabase("here", manifest)
        there = try fireRedDatabase("there", manifest)
    }

    func games(_ slug: String) throws -> GameManifest.SelectedGame {
        GameManifest.SelectedGame(version: manifest.version, entry: try manifest.game(slug))
    }

    /// Syncs `database` with what `others` published; returns what it publishes, as another machine reads it.
    @discardableResult
    func sync(_ database: DexDatabase, as machine: String, taking others: [SyncBatch] = []) throws -> SyncBatch {
        var bytes = SyncFile.header(machine: machine)
        _ = try database.sync.sync(
            others, now: 1_000, newMachine: { machine },
            publish: { _, record, _ in
                bytes += record; return ("", bytes.count)
            }, games: games)
        let contents = SyncFile.read(bytes)
        return SyncBatch(
            machine: machine, file: "\(machine)\(SyncFile.fileExtension)", start: SyncFile.headerLength, end: contents.end,
            records: contents.records)
    }

    func everyPokemon(_ database: DexDatabase) throws -> [Pokemon] {
        try database.catalog.list(game: "firered", filter: .all, search: nil).pokemon.sorted { $0.id < $1.id }
    }

    static let hereId = "00000000-0000-4000-8000-000000000001"
    static let thereId = "00000000-0000-4000-8000-000000000002"

    @Test func undoOfASyncThatBroughtATradedCatchPutsBackEveryFieldAndTheList() throws {
        // Given: another machine caught Charmander by trade (its list lacked it), a shiny Bulbasaur and noted Pikachu.
        let entry = try manifest.game("firered")
        _ = try there.catches.setCaught(true, refs: [.name("charmander")], game: nil, traded: entry)
        _ = try there.catches.setCaught(true, shiny: true, refs: [.number(1)], game: nil)
        _ = try there.catches.setNote("Viridian Forest", ref: .number(25), game: nil)
        let theirs = try sync(there, as: Self.thereId)
        _ = try here.catches.setCaught(true, refs: [.number(25)], game: nil)
        let before = try everyPokemon(here)

        // When: this machine takes those changes, then undoes the sync.
        try sync(here, as: Self.hereId, taking: [theirs])
        let synced = try everyPokemon(here)
        let charmander = try #require(synced.first { $0.dexNumber == 4 })
        #expect(charmander.isCaught && charmander.isTraded)
        #expect(synced.first { $0.dexNumber == 1 }?.isShiny == true)
        #expect(try here.journal.undo().summary == "synced changes from 1 other machine")

        // Then: exactly what was there before, Charmander off the list; redo brings the sync back.
        #expect(try everyPokemon(here) == before)
        _ = try here.journal.redo()
        #expect(try everyPokemon(here).map(\.state) == synced.map(\.state))
        #expect(try everyPokemon(here).map(\.entryKey) == synced.map(\.entryKey))
    }

    @Test func undoOfAMarkThatAddedATradedPokemonTakesItOffTheListAgain() throws {
        let before = try everyPokemon(here)
        _ = try here.catches.setCaught(true, refs: [.name("charmander")], game: nil, traded: try manifest.game("firered"))
        #expect(try everyPokemon(here).count == before.count + 1)
        _ = try here.journal.undo()
        #expect(try everyPokemon(here) == before)
        _ = try here.journal.redo()
        let charmander = try #require(try everyPokemon(here).first { $0.dexNumber == 4 })
        #expect(charmander.isCaught && charmander.isTraded)
    }

    @Test func undoOfANotePutsBackTheNoteAndLeavesTheRestAsItWas() throws {
        _ = try here.catches.setCaught(true, shiny: true, refs: [.number(25)], game: nil)
        let before = try everyPokemon(here)
        _ = try here.catches.setNote("Viridian Forest", ref: .number(25), game: nil)
        _ = try here.journal.undo()
        #expect(try everyPokemon(here) == before)
    }
}
