import DexModel
import FoundationEssentials
import ManifestContainer
import Testing

@testable import DexStore

/// The games.json compiled into dex, read through its compressed container.
@Suite struct EmbeddedManifestTests {
    @Test func loadingOneBundledGameGivesWhatLoadingThemAllGives() throws {
        let manifest = try GameManifest.load()
        #expect(manifest.games.count == (try EmbeddedManifest.container()).slugs.count)
        for game in manifest.games {
            let selected = try GameManifest.loadGame(game.slug)
            #expect(selected.entry == game)
            #expect(selected.version == manifest.version)
        }
    }

    @Test func anUnknownSlugListsEveryBundledGame() throws {
        let slugs = try GameManifest.load().games.map(\.slug)
        do {
            _ = try GameManifest.loadGame("no-such-game")
            Issue.record("an unknown slug loaded")
        } catch ManifestError.unknownGame(let slug, _, let available) {
            #expect(slug == "no-such-game")
            #expect(available == slugs)
        }
    }

    @Test func aDamagedContainerIsAnErrorNamingTheBundledFile() throws {
        let bytes = Array(EmbeddedManifest.bytes)
        #expect(try bytes.withUnsafeBytes { try EmbeddedManifest.data($0) } == (try GameManifest.bundledData))
        var damaged = bytes
        damaged[damaged.count - 10] ^= 0xFF
        for broken in [Array(bytes.prefix(bytes.count / 2)), damaged, Array("not a container".utf8)] {
            do {
                _ = try broken.withUnsafeBytes { try EmbeddedManifest.data($0) }
                Issue.record("a damaged container was read")
            } catch ManifestError.unreadableManifest(let file, let reason) {
                #expect(file == GameManifest.bundledName)
                #expect(reason.hasPrefix("the copy compiled into dex is damaged ("))
            }
        }
    }
}
