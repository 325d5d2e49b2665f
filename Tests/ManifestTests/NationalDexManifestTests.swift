import DexModel
import Foundation
import Testing

/// The `national` game: the whole National Dex for a living dex.
@Suite struct NationalDexManifestTests {
    let national: GameManifest.Entry
    let manifest: GameManifest

    init() throws {
        manifest = try BundledManifest.load()
        national = try manifest.game("national")
    }

    @Test func listsAll1025SpeciesInNationalOrderWithoutAStarterChoice() {
        #expect(national.pokemon.count == 1025)
        #expect(national.pokemon.map(\.dexNumber) == Array(1...1025))
        #expect(national.pokemon.allSatisfy { $0.regionalNumber == $0.dexNumber && $0.excludedForStarters.isEmpty })
        #expect(!national.hasStarterChoice && national.regionalDex == "national")
        #expect(national.spriteFolder == "home")
        #expect(national.pokemon.allSatisfy { $0.spriteFolders == nil })
    }

    @Test func eachHintNamesTheGamesThatGiveIt() throws {
        let bulbasaur = try manifest.pokemon("bulbasaur", in: "national")
        #expect(bulbasaur.notes.hasPrefix("Obtainable in Red/Blue, Yellow, "), "\(bulbasaur.notes)")
        #expect(bulbasaur.notes.contains("FireRed/LeafGreen"))
        let koraidon = try manifest.pokemon("koraidon", in: "national")
        #expect(koraidon.notes == "Obtainable in Scarlet", "\(koraidon.notes)")
        let ceruledge = try manifest.pokemon("ceruledge", in: "national")
        #expect(ceruledge.notes.contains("Violet") && ceruledge.availability == nil)
    }

    @Test func eachSpeciesEvolvesAndBreedsAsTheNewestGameSays() throws {
        let raichu = try manifest.pokemon("raichu", in: "national")
        #expect(raichu.evolutions?.map(\.from) == [25])
        let pichu = try manifest.pokemon("pichu", in: "national")
        #expect(pichu.ways?.map(\.method) == [GameManifest.Way.breeding])
        let alakazam = try manifest.pokemon("alakazam", in: "national")
        #expect(alakazam.evolutions?.first?.trigger == "trade", "not Legends: Arceus's Linking Cord")
        let mewtwo = try manifest.pokemon("mewtwo", in: "national")
        #expect(mewtwo.evolutions == nil && mewtwo.ways == nil)
    }

    @Test func aSpeciesNoGameGivesAloneIsAnEvent() throws {
        let jirachi = try manifest.pokemon("jirachi", in: "national")
        #expect(jirachi.availability == Obtainability.event.rawValue)
        #expect(jirachi.notes == "No game gives it without an event or another game")
    }

    /// The hint agrees with each game's own entry: a game is named exactly when it lists the species as obtainable.
    @Test func theHintAgreesWithTheGames() throws {
        let games = manifest.games.filter { $0.slug != "national" }
        for species in [25, 151, 249, 493, 649, 718, 800, 890, 1000] {
            let hint = try #require(national.pokemon.first { $0.dexNumber == species }).notes
            let giving = games.filter { game in game.pokemon.contains { $0.dexNumber == species && $0.availability == nil } }
            #expect(giving.isEmpty == !hint.hasPrefix("Obtainable in "), "#\(species): \(hint)")
            for game in giving {
                #expect(hint.contains(String(game.name.dropFirst("Pokémon ".count))), "#\(species): \(hint) lacks \(game.name)")
            }
        }
    }
}
