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

    @Test func aSubsetOfABundledGameHoldsItsSpeciesAndWhatTheRunsChoicesInvolve() throws {
        let manifest = try GameManifest.load()
        let named: Set<Int> = [25, 151, 1025]
        for game in manifest.games {
            let subset = try GameManifest.loadGame(game.slug, subset: .init(dexNumbers: named)).entry
            let options = Set((game.choiceGroups ?? []).flatMap { $0.options.map(\.dexNumber) })
            let expected = game.pokemon.filter {
                named.contains($0.dexNumber) || options.contains($0.dexNumber) || !$0.excludedForStarters.isEmpty
            }
            #expect(subset.pokemon == expected, "\(game.slug)")
            var whole = subset
            whole.pokemon = game.pokemon
            #expect(whole == game, "\(game.slug): all but the Pokémon is read as a whole entry reads it")
        }
    }

    @Test func aLineIsCutOnlyBetweenItsPokemonWhateverTheirTextHolds() throws {
        let line = Array(
            (#"{"name":"X","pokemon":[{"dexNumber":1,"excludedForStarters":[],"notes":"a \"quoted\" ],{ \\"},"#
                + #"{"dexNumber":2,"excludedForStarters":["a"],"notes":"}"},{"dexNumber":3,"excludedForStarters":[]}],"#
                + #""slug":"x"}"#).utf8)
        let cut = try #require(GameLineSubset(line))
        #expect(String(decoding: cut.withoutPokemon, as: UTF8.self) == #"{"name":"X","pokemon":[],"slug":"x"}"#)
        let kept = String(decoding: cut.keeping { number, excluded in number == 3 || excluded }, as: UTF8.self)
        #expect(
            kept == #"{"name":"X","pokemon":[{"dexNumber":2,"excludedForStarters":["a"],"notes":"}"},"#
                + #"{"dexNumber":3,"excludedForStarters":[]}],"slug":"x"}"#)
        #expect(GameLineSubset(Array(#"{"pokemon":{"dexNumber":1}}"#.utf8)) == nil)
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
