import Foundation
import Testing

@testable import DexModel
@testable import DexStore

/// `add-game` reads its bundled game with its ways straight into the text the rows keep (`waysAsStored`): the rows
/// it seeds must be exactly those the game read in full seeds.
@Suite struct WaysAsStoredTests {
    /// `entry` with each list of ways replaced by its stored text, as `waysAsStored` reads it.
    private func stored(_ entry: GameManifest.Entry) -> GameManifest.Entry {
        var entry = entry
        entry.pokemon = entry.pokemon.map { pokemon in
            var pokemon = pokemon
            pokemon.storedWays = pokemon.ways.map(StoredWays.encode)
            pokemon.ways = nil
            pokemon.forms = pokemon.forms?.map { form in
                var form = form
                form.storedWays = form.ways.map(StoredWays.encode)
                form.ways = nil
                return form
            }
            return pokemon
        }
        return entry
    }

    @Test func everyBundledGameReadsItsWaysAsTheyAreStored() throws {
        let manifest = try GameManifest.load()
        for game in manifest.games {
            let selected = try GameManifest.loadGame(game.slug, waysAsStored: true)
            #expect(selected.entry == stored(game), "\(game.slug)")
            #expect(selected.entry.pokemon.allSatisfy { $0.ways == nil }, "\(game.slug)")
        }
    }

    @Test(arguments: [EntryKinds.species, EntryKinds(forms: true, genders: true)])
    func everyBundledGameSeedsTheRowsItsFullReadSeeds(kinds: EntryKinds) throws {
        let manifest = try GameManifest.load()
        var waysSeeded = 0
        for game in manifest.games {
            let read = try GameManifest.loadGame(game.slug, forms: kinds.forms, waysAsStored: true).entry
            let starter = game.availableStarters.first
            let expected = game.seededRows(starter: starter, kinds: kinds, dataVersion: "v", spriteURLTemplate: "t")
            let seeded = read.seededRows(starter: starter, kinds: kinds, dataVersion: "v", spriteURLTemplate: "t")
            #expect(seeded.pokemon.count == expected.pokemon.count, "\(game.slug)")
            for (row, expectedRow) in zip(seeded.pokemon, expected.pokemon) {
                var row = row
                row.id = expectedRow.id
                row.gameId = expectedRow.gameId
                #expect(row == expectedRow, "\(game.slug) \(expectedRow.name)")
                if row.ways?.isEmpty == false { waysSeeded += 1 }
            }
        }
        #expect(waysSeeded > 1_000)
    }

    private func parse(_ json: String) -> GameManifest.Entry? {
        let bytes = Array(json.utf8)
        return bytes.withUnsafeBufferPointer { ManifestGameParser.entry(from: $0, waysAsStored: true) }
    }

    private func game(ways: String, formWays: String = "null") -> String {
        #"""
        { "availableStarters": [], "generation": 3, "hasStarterChoice": false, "name": "G", "slug": "g",
          "spriteGeneration": "x-y", "pokemon": [ {"dexNumber": 25, "excludedForStarters": [], "name": "Pikachu",
          "notes": "", "spriteSlug": "pikachu", "ways": \#(ways),
          "forms": [{"form": "", "name": "Pikachu", "spriteSlug": "pikachu", "ways": \#(formWays)}]} ] }
        """#
    }

    @Test func everyFieldIsStoredAsEncodingTheDecodedWayStoresIt() throws {
        let ways = #"""
            [["walk", null, "Route 1 (walking)"], ["gift", "Caf\u00e9\tTown", "Gift:\r\nTown\u2028é", "a \"source\""],
             ["static", "Lake\u0085Shore", "Lake\nShore ♀"], ["walk", "Route\#u{2028}2", "é\#u{85}x"], ["m", "", ""]]
            """#
        let json = game(ways: ways, formWays: "[]")
        let parsed = try #require(parse(json))
        let decoded = try JSONDecoder().decode(GameManifest.Entry.self, from: Data(json.utf8))
        #expect(parsed == stored(decoded))
        #expect(
            parsed.pokemon[0].storedWays
                == "walk\t\tRoute 1 (walking)\ngift\tCafé Town\tGift: Town é\nstatic\tLake Shore\tLake Shore ♀\nwalk\tRoute 2\té x\nm\t\t"
        )
        #expect(parsed.pokemon[0].forms?[0].storedWays == "")
    }

    @Test func absentAndNullWaysStayNoneAndAnEmptyListEmpty() throws {
        #expect(try #require(parse(game(ways: "null"))).pokemon[0].storedWays == nil)
        #expect(try #require(parse(game(ways: "[]"))).pokemon[0].storedWays == "")
    }

    @Test(arguments: [
        #"[["walk", null]]"#, #"[["walk", 1, "t"]]"#, #"[["walk", null, "t", 4]]"#, #"[["walk", null, "t", "s", "x"]]"#,
        #"[[null, null, "t"]]"#, #"["walk"]"#, #"{"walk": 1}"#, #"[["walk", null, "bad \x escape"]]"#,
    ])
    func aWayTheDecoderWouldRefuseIsLeftToIt(ways: String) {
        #expect(parse(game(ways: ways)) == nil)
    }
}
