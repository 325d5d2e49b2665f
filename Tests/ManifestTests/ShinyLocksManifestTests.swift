import DexModel
import Foundation
import Testing

@testable import ManifestBuilder

/// Every lock of Resources/shiny-locks.json reaches the committed games.json, nothing else is locked, and the rule
/// holds where it is easy to get wrong.
@Suite struct ShinyLocksManifestTests {
    let manifest: GameManifest
    let locks: ShinyLocks

    init() throws {
        manifest = try BundledManifest.load()
        locks = try ShinyLocks.load(from: ShinyLocks.repositoryURL)
    }

    private func locked(_ game: String) throws -> Set<Int> {
        Set(try manifest.game(game).pokemon.filter { $0.shinyLocked == true }.map(\.dexNumber))
    }

    @Test func exactlyTheLocksOfTheFileAreInTheManifest() throws {
        #expect(locks.locks.count == 202)
        var expected: [String: Set<Int>] = [:]
        for lock in locks.locks {
            #expect(!lock.source.isEmpty && lock.source.contains("PKHeX"), "\(lock.game) \(lock.name)")
            expected[lock.game, default: []].insert(lock.dexNumber)
        }
        for game in manifest.games {
            #expect(try locked(game.slug) == expected[game.slug] ?? [], "\(game.slug)")
        }
    }

    @Test func theRuleHoldsWhereItIsEasyToGetWrong() throws {
        // Sword/Shield: their box legendary and Eternatus are locked; the other's legendary (a version exclusive got by
        // trade) is not, nor are the Max Lair's legendaries, nor the gift Rowlet, which can be bred.
        #expect(try locked("sword").isSuperset(of: [888, 890, 772, 773, 891, 892]))
        #expect(try locked("shield").isSuperset(of: [889, 890]))
        #expect(try locked("sword").isDisjoint(with: [889, 643, 722, 810]))
        // Scarlet's legendaries and mythicals from outside its Pokédexes (Lugia, Meloetta): its own encounters, locked.
        #expect(try locked("scarlet").isSuperset(of: [249, 648, 891, 1025]))
        // Evolving a locked Pokémon: Cosmoem and Solgaleo in Sun. Sun's Necrozma is PKHeX's Shiny = Never static
        // encounter, though PokeAPI files it as walking.
        #expect(try locked("sun").isSuperset(of: [789, 790, 791, 800]))
        // Generations 1–4 have no locked Pokémon by the rule.
        for game in manifest.games where game.generation < 5 {
            #expect(try locked(game.slug).isEmpty, "\(game.slug)")
        }
    }

    @Test func aLockTheManifestCannotTakeStopsTheBuild() throws {
        var game = GameManifest.Entry(slug: "sword", name: "Pokémon Sword", generation: 8, spriteFolder: "sword-shield")
        game.pokemon = [GameManifest.PokemonEntry(dexNumber: 888, name: "Zacian", spriteSlug: "zacian")]
        func locks(_ game: String, _ number: Int) throws -> ShinyLocks {
            try JSONDecoder().decode(
                ShinyLocks.self,
                from: Data(
                    #"{"source": "s", "locks": [{"game": "\#(game)", "dexNumber": \#(number), "name": "x", "source": "s"}]}"#
                        .utf8))
        }
        var games = [game]
        try locks("sword", 888).apply(to: &games)
        #expect(games[0].pokemon[0].shinyLocked == true)
        #expect(throws: ManifestBuildError.self) { try locks("sword", 889).apply(to: &games) }
        #expect(throws: ManifestBuildError.self) { try locks("shield", 888).apply(to: &games) }
    }
}
