import Foundation
import ManifestContainer
import Testing

@testable import DexModel
@testable import DexStore

/// `add-game` reads its game's line of the bundled manifest with `ManifestGameParser`, which must give exactly what
/// JSONDecoder gives, and leave anything unexpected to it.
@Suite struct ManifestGameParserTests {
    @Test func everyBundledGameParsesAsJSONDecoderDecodesIt() throws {
        let manifest = try GameManifest.load()
        let container = try EmbeddedManifest.container()
        #expect(container.slugs == manifest.games.map(\.slug))
        #expect(try EmbeddedManifest.version(in: container) == manifest.version)
        for (index, game) in manifest.games.enumerated() {
            let parsed = try EmbeddedManifest.game(at: index, in: container).withUnsafeBufferPointer {
                ManifestGameParser.entry(from: $0)
            }
            #expect(parsed == game, "\(game.slug)")
        }
    }

    @Test func aGameTrackedWithoutFormsSkipsThemUnread() throws {
        let manifest = try GameManifest.load()
        let container = try EmbeddedManifest.container()
        let index = try #require(manifest.games.firstIndex { $0.slug == "sun" })
        let parsed = try EmbeddedManifest.game(at: index, in: container).withUnsafeBufferPointer {
            ManifestGameParser.entry(from: $0, readingForms: false)
        }
        var expected = manifest.games[index]
        #expect(expected.pokemon.contains { $0.forms != nil })
        for p in expected.pokemon.indices { expected.pokemon[p].forms = nil }
        #expect(parsed == expected)
    }

    @Test func theBundledManifestHasOneGamePerLine() throws {
        let text = String(decoding: try GameManifest.bundledData, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasSuffix("\"games\":[") == true)
        #expect(lines.last?.hasPrefix("],\"version\":\"pokeapi-") == true)
        #expect(lines.count == 2 + 39)
    }

    private func parse(_ json: String) -> GameManifest.Entry? {
        let bytes = Array(json.utf8)
        return bytes.withUnsafeBufferPointer { ManifestGameParser.entry(from: $0) }
    }

    @Test func escapesNullsAndUnknownKeysParseAsTheDecoderHasThem() throws {
        let json = #"""
            { "availableStarters": [], "extra": {"a": [1, "]"]}, "generation": 3, "hasStarterChoice": false,
              "name": "Gam\u00e9 \"1\"", "pokemon": [ {"dexNumber": 25, "excludedForStarters": [], "name": "Pikachu",
              "notes": "", "regionalNumber": null, "spriteSlug": "pikachu",
              "ways": [["walk", null, "Route 1 (walking)"], ["gift", "Town", "Gift: Town", "a source"]]} ],
              "regionalDex": null, "slug": "g", "spriteGeneration": "x-y" }
            """#
        let parsed = try #require(parse(json))
        #expect(parsed == (try JSONDecoder().decode(GameManifest.Entry.self, from: Data(json.utf8))))
        #expect(parsed.name == "Gamé \"1\"")
        #expect(parsed.pokemon[0].ways?[1].source == "a source")
    }

    @Test(arguments: [
        #"{"slug": "g"}"#,
        #"{"availableStarters": [], "generation": "3", "hasStarterChoice": false, "name": "n", "pokemon": [], "slug": "g", "spriteGeneration": "s"}"#,
        #"{"availableStarters": [], "generation": 3.5, "hasStarterChoice": false, "name": "n", "pokemon": [], "slug": "g", "spriteGeneration": "s"}"#,
        #"{"availableStarters": [], "generation": 3, "hasStarterChoice": false, "name": "n", "pokemon": [], "slug": "g", "spriteGeneration": "s"} x"#,
    ])
    func anythingUnexpectedIsLeftToTheDecoder(json: String) {
        #expect(parse(json) == nil)
    }
}
