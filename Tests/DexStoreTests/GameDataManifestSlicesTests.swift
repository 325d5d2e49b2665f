import DexTestSupport
import Foundation
import Testing
@testable import DexModel
@testable import DexStore

/// `add-game` decodes only its game, found by `ManifestSlices` without decoding the 3 MB bundled manifest.
@Suite struct GameDataManifestSlicesTests {
    @Test func slicesFindEveryGameOfTheBundledManifest() throws {
        let data = try GameManifest.bundledData
        let slices = try #require(ManifestSlices(data))
        let manifest = try GameManifest.load()
        #expect(slices.version == manifest.version)
        #expect(slices.games.map(\.slug) == manifest.games.map(\.slug))
        for (slice, game) in zip(slices.games, manifest.games) {
            #expect(try JSONDecoder().decode(GameManifest.Entry.self, from: Data(data[slice.range])) == game)
        }
    }

    @Test func aHandWrittenManifestWithSpacesAndEscapesIsSliced() throws {
        let text = #"""
            { "games" : [ {"pokemon": [{"notes": "a \"}\" b ]"}], "slug" : "x\u002dy" } , {"slug":"z"} ],
              "version": "v\n1" }
            """#
        let slices = try #require(ManifestSlices(Data(text.utf8)))
        #expect(slices.version == "v\n1")
        #expect(slices.games.map(\.slug) == ["x-y", "z"])
        #expect(ManifestSlices(Data(#"{"games": [{"slug": "a"}"#.utf8)) == nil, "a cut file is left to the decoder")
    }

    @Test func theMiniManifestLoadsAlikeEitherWay() throws {
        let path = Fixtures.miniManifest.path
        #expect(try GameManifest.loadGame("firered", path: path).entry == (try GameManifest.load(path: path).game("firered")))
    }
}
