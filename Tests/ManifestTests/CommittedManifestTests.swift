import DexModel
import Foundation
import Testing

/// Checks on the committed games.json alone; these never skip.
@Suite struct CommittedManifestTests {
    static let regionalDexes: [(game: String, dex: String, count: Int)] = [
        ("red", "kanto", 151), ("blue", "kanto", 151), ("yellow", "kanto", 151),
        ("gold", "original-johto", 251), ("silver", "original-johto", 251), ("crystal", "original-johto", 251),
        ("ruby", "hoenn", 202), ("sapphire", "hoenn", 202), ("emerald", "hoenn", 202),
        ("firered", "kanto", 151), ("leafgreen", "kanto", 151),
        ("diamond", "original-sinnoh", 151), ("pearl", "original-sinnoh", 151), ("platinum", "extended-sinnoh", 210),
        ("heartgold", "updated-johto", 256), ("soulsilver", "updated-johto", 256),
        ("black", "original-unova", 156), ("white", "original-unova", 156),
        ("black-2", "updated-unova", 301), ("white-2", "updated-unova", 301),
    ]

    let manifest: GameManifest

    init() throws {
        manifest = try BundledManifest.load()
    }

    @Test func listsTheTwentyGamesOfGenerationsOneToFiveFirst() throws {
        #expect(manifest.games.prefix(20).map(\.slug) == Self.regionalDexes.map(\.game))
        #expect(manifest.games.prefix(20).map(\.generation) == [1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5])
        #expect(try manifest.game("firered").name == "Pokémon FireRed")
        #expect(try manifest.game("black-2").name == "Pokémon Black 2")
        #expect(try manifest.game("firered").spriteFolder == "firered-leafgreen")
    }

    @Test func carriesVersionAndAttribution() throws {
        #expect(manifest.version.wholeMatch(of: /pokeapi-[0-9a-f]{16}/) != nil)
        let attribution = try #require(manifest.attribution)
        #expect(attribution.contains("PokéAPI"))
        #expect(attribution.contains("Paul Hallett and PokéAPI contributors"))
        #expect(attribution.contains("Pokémon and Pokémon character names are trademarks of Nintendo."))
    }

    @Test(arguments: regionalDexes)
    func regionalDexIsComplete(game: String, dex: String, count: Int) throws {
        let entry = try manifest.game(game)
        #expect(entry.regionalDex == dex)
        let numbers = entry.pokemon.compactMap(\.regionalNumber)
        #expect(numbers.count == count)
        #expect(Set(numbers).count == count, "regional numbers repeat in \(game)")
    }

    @Test func noGameRepeatsADexNumberOrAName() {
        for game in manifest.games {
            #expect(Set(game.pokemon.map(\.dexNumber)).count == game.pokemon.count, "\(game.slug)")
            #expect(Set(game.pokemon.map(\.name)).count == game.pokemon.count, "\(game.slug)")
        }
    }

    @Test func spriteSlugsAndFoldersAreSafeFileNames() {
        for game in manifest.games {
            for pokemon in game.pokemon {
                #expect(pokemon.spriteSlug.wholeMatch(of: /[a-z0-9-]+/) != nil, "\(game.slug): \(pokemon.spriteSlug)")
                for folder in pokemon.spriteFolders ?? [] {
                    #expect(folder.wholeMatch(of: /[a-z0-9-]+/) != nil, "\(game.slug): \(folder)")
                }
            }
        }
    }

    @Test func usesNationalNumbersAndEnglishNames() throws {
        // The Unova games have no Pikachu of their own.
        for game in manifest.games where game.generation < 5 {
            #expect(try manifest.pokemon("pikachu", in: game.slug).dexNumber == 25, "\(game.slug)")
        }
        #expect(try manifest.pokemon("nidoran-f", in: "red").name == "Nidoran♀")
        #expect(try manifest.pokemon("farfetchd", in: "red").name == "Farfetch’d")
        #expect(try manifest.pokemon("mr-mime", in: "red").name == "Mr. Mime")
        #expect(try manifest.pokemon("ho-oh", in: "gold").name == "Ho-Oh")
        #expect(try manifest.pokemon("pikachu", in: "firered").notes == "Viridian Forest (walking)")
        #expect(try manifest.pokemon("venusaur", in: "firered").notes == "Evolve Ivysaur (level 32)")
    }

    static let fireRedOnly = ["ekans", "arbok", "growlithe", "arcanine", "scyther"]
    static let leafGreenOnly = ["sandshrew", "sandslash", "vulpix", "ninetales", "pinsir"]

    @Test(arguments: [
        ("firered", "FireRed", fireRedOnly, "LeafGreen", leafGreenOnly),
        ("leafgreen", "LeafGreen", leafGreenOnly, "FireRed", fireRedOnly),
    ])
    func versionExclusivesAreNotedAsTrades(
        game: String, gameName: String, own: [String], otherName: String, others: [String]
    ) throws {
        for slug in own {
            let pokemon = try manifest.pokemon(slug, in: game)
            #expect(!pokemon.notes.hasPrefix("Not in"), "\(slug) in \(game): \(pokemon.notes)")
        }
        for slug in others {
            #expect(try manifest.pokemon(slug, in: game).notes == "Not in \(gameName): trade from \(otherName)")
        }
    }

    static let kantoLines = [
        "bulbasaur": ["bulbasaur", "ivysaur", "venusaur"],
        "charmander": ["charmander", "charmeleon", "charizard"],
        "squirtle": ["squirtle", "wartortle", "blastoise"],
    ]
    /// encounter_condition_value_map ties each roaming beast of FireRed/LeafGreen to a starter.
    static let roamingBeasts = ["bulbasaur": "entei", "charmander": "suicune", "squirtle": "raikou"]

    @Test(arguments: ["firered", "leafgreen"], ["bulbasaur", "charmander", "squirtle"])
    func kantoRunsLoseTheOtherStartersAndBeasts(game: String, starter: String) throws {
        let entry = try manifest.game(game)
        #expect(entry.availableStarters == ["bulbasaur", "charmander", "squirtle"])
        let obtainable = Set(entry.pokemon(forStarter: starter).map(\.spriteSlug))
        for (lineStarter, line) in Self.kantoLines {
            for slug in line {
                #expect(obtainable.contains(slug) == (lineStarter == starter), "\(slug) with \(starter) in \(game)")
            }
        }
        for (beastStarter, beast) in Self.roamingBeasts {
            #expect(obtainable.contains(beast) == (beastStarter == starter), "\(beast) with \(starter) in \(game)")
        }
    }

    /// Games whose own places give every run the other starters later: Brilliant Diamond/Shining Pearl's Grand
    /// Underground, Legends: Arceus's space-time distortions, Legends: Z-A's Hyperspace Lumiose and Wild Zone 20.
    static let startersAlsoWild: Set<String> = ["brilliant-diamond", "shining-pearl", "legends-arceus", "legends-za"]

    @Test func everyStarterChoiceExcludesTheOtherStartersOnly() throws {
        for game in manifest.games where game.hasStarterChoice {
            #expect(game.availableStarters.count == 3, "\(game.slug)")
            for starter in game.availableStarters {
                let entry = try manifest.pokemon(starter, in: game.slug)
                if Self.startersAlsoWild.contains(game.slug) {
                    #expect(entry.excludedForStarters == [], "\(game.slug)")
                    #expect(entry.ways?.contains { $0.method != "gift" && $0.place != nil } == true, "\(game.slug)")
                } else {
                    #expect(entry.excludedForStarters == game.availableStarters.filter { $0 != starter }, "\(game.slug)")
                }
            }
        }
        #expect(try manifest.game("yellow").hasStarterChoice == false)
    }

    @Test func laterSpeciesInFireRedFallBackToEmeraldSprites() throws {
        #expect(try manifest.pokemon("entei", in: "firered").spriteFolders == ["emerald"])
        #expect(try manifest.pokemon("pikachu", in: "firered").spriteFolders == nil)
        for game in manifest.games where game.spriteFolder != "firered-leafgreen" {
            #expect(game.pokemon.allSatisfy { $0.spriteFolders == nil }, "\(game.slug) needs no fallback")
        }
    }
}
