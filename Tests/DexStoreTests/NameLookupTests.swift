import DexTestSupport
import Foundation
import SQLiteStore
import Testing

@testable import DexModel
@testable import DexStore

/// A name written as the list writes it (ASCII case aside) is one look-up in the names' index; any other spelling is
/// still matched folded, as before. A game's counts come from the index of what progress counts, not from its rows.
@Suite struct NameLookupTests {
    let database: DexDatabase

    init() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-name-lookup")
        database = try DexDatabase.open(path: folder.appendingPathComponent("dex.sqlite").path)
        let selected = try GameManifest.loadGame("national")
        _ = try database.games.add(
            selected.entry, starter: nil, kinds: EntryKinds(forms: true), dataVersion: selected.version,
            spriteURLTemplate: "https://x/{sprite}.png")
    }

    /// The Pokémon `text` names, marked caught now or before.
    func marked(_ text: String) throws -> [String] {
        let change = try database.catches.setCaught(true, refs: [.name(text)], game: nil)
        return (change.changed + change.unchanged).map(\.name)
    }

    func plan(_ sql: String, arguments: Int) throws -> String {
        try database.writer.read { db in
            try db.query("EXPLAIN QUERY PLAN \(sql)", SQLiteConnection.Arguments(repeating: "x", count: arguments))
                .map { try $0.string("detail") }.joined(separator: "; ")
        }
    }

    @Test func aNameAsTheListWritesItIsFoundInAnyASCIICase() throws {
        #expect(try marked("ALOLAN VULPIX") == ["Alolan Vulpix"])
        #expect(try marked("vulpix") == ["Vulpix"])
        #expect(try marked("Mr. Mime") == ["Mr. Mime"])
        #expect(try marked("red Flabébé") == ["Red Flabébé"])
    }

    @Test func otherSpellingsAreStillMatchedFolded() throws {
        #expect(try marked("vulpix alola") == ["Alolan Vulpix"])
        #expect(try marked("Vulpix (Alola)") == ["Alolan Vulpix"])
        #expect(try marked("mr mime") == ["Mr. Mime"])
        #expect(try marked("flabebe") == ["Red Flabébé"])
        #expect(try marked("Mr. Mime Jr.") == ["Mime Jr."])
        #expect(try marked("wash rotom") == ["Wash Rotom"])
    }

    @Test func aNameIsReadThroughTheNamesIndex() throws {
        #expect(try plan(PokemonMatcher.Named.namedSQL, arguments: 2).contains("USING INDEX pokemon_on_name (name=?)"))
    }

    @Test func progressCountsReadTheIndexAlone() throws {
        #expect(
            try plan(GameProgress.countsSQL, arguments: 1).contains("USING COVERING INDEX pokemon_on_gameId_isRegistered_isShiny")
        )
        _ = try marked("alolan vulpix")
        _ = try database.catches.setCaught(true, shiny: true, refs: [.number(25)], game: nil)
        let progress = try database.writer.read { db in try GameProgress.of(try Game.current(nil, in: db), in: db) }
        #expect(progress.caught == 2 && progress.shiny == 1 && progress.total == 1_284)
    }
}
