import DexModel
import Foundation
import Testing

/// The games of generations 6–9 in the committed games.json; these never skip.
@Suite struct LaterGamesManifestTests {
    /// Each game's Pokédexes (its sections), how many species they hold together, and how many Pokémon it lists:
    /// the README's table. The sections' sizes come from pokemon_dex_numbers.csv (species in several sections count
    /// once); the rest are the species outside them the game can give.
    static let games: [(game: String, sections: [String], regional: Int, listed: Int)] = [
        ("x", ["kalos-central", "kalos-coastal", "kalos-mountain"], 454, 454),
        ("y", ["kalos-central", "kalos-coastal", "kalos-mountain"], 454, 454),
        ("omega-ruby", ["updated-hoenn"], 211, 475), ("alpha-sapphire", ["updated-hoenn"], 211, 475),
        ("sun", ["original-alola"], 302, 388), ("moon", ["original-alola"], 302, 386),
        ("ultra-sun", ["updated-alola"], 403, 554), ("ultra-moon", ["updated-alola"], 403, 554),
        ("lets-go-pikachu", ["letsgo-kanto"], 153, 153), ("lets-go-eevee", ["letsgo-kanto"], 153, 153),
        ("sword", ["galar", "isle-of-armor", "crown-tundra"], 584, 633),
        ("shield", ["galar", "isle-of-armor", "crown-tundra"], 584, 633),
        ("brilliant-diamond", ["original-sinnoh", "national"], 493, 493),
        ("shining-pearl", ["original-sinnoh", "national"], 493, 493),
        ("legends-arceus", ["hisui"], 242, 242),
        ("scarlet", ["paldea", "kitakami", "blueberry"], 664, 690), ("violet", ["paldea", "kitakami", "blueberry"], 664, 690),
        ("legends-za", ["lumiose-city", "hyperspace"], 364, 364),
    ]

    let manifest: GameManifest

    init() throws {
        manifest = try BundledManifest.load()
    }

    @Test func listsEveryLaterMainSeriesGameAfterTheFirstTwenty() {
        #expect(manifest.games.dropFirst(20).prefix(18).map(\.slug) == Self.games.map(\.game))
        #expect(
            manifest.games.dropFirst(20).prefix(18).map(\.generation) == [6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 9, 9, 9])
        #expect(manifest.games.last?.slug == "national")
    }

    @Test(arguments: games)
    func countsAreTheSectionsPlusWhatTheGameGivesOutsideThem(game: String, sections: [String], regional: Int, listed: Int) throws
    {
        let entry = try manifest.game(game)
        #expect(entry.regionalDex == sections.first)
        #expect((entry.regionalDexSections ?? [entry.regionalDex].compactMap { $0 }) == sections)
        #expect(entry.pokemon.filter { $0.regionalNumber != nil }.count == regional, "\(game)")
        #expect(entry.pokemon.count == listed, "\(game)")
        // A section's number is only ever given with that section named, so no two Pokémon share a place.
        let places = entry.pokemon.compactMap { pokemon in
            pokemon.regionalNumber.map { "\(pokemon.regionalDex ?? sections[0]) \($0)" }
        }
        #expect(Set(places).count == places.count, "\(game)")
        for pokemon in entry.pokemon where pokemon.regionalDex != nil {
            #expect(sections.dropFirst().contains(pokemon.regionalDex ?? ""), "\(game): \(pokemon.name)")
        }
    }

    @Test func theDLCPokemonCarryTheirSectionsNumber() throws {
        // Kubfu is #1 of nothing in Galar: the Isle of Armor's dex numbers it.
        let kubfu = try manifest.pokemon("kubfu", in: "sword")
        #expect(kubfu.regionalDex == "isle-of-armor")
        #expect(try manifest.pokemon("grookey", in: "sword").regionalNumber == 1)
        #expect(try manifest.pokemon("grookey", in: "sword").regionalDex == nil)
        #expect(try manifest.pokemon("calyrex", in: "shield").regionalDex == "crown-tundra")
    }

    @Test(arguments: [
        ("x", ["chespin", "fennekin", "froakie"]), ("omega-ruby", ["treecko", "torchic", "mudkip"]),
        ("sun", ["rowlet", "litten", "popplio"]), ("ultra-moon", ["rowlet", "litten", "popplio"]),
        ("sword", ["grookey", "scorbunny", "sobble"]), ("brilliant-diamond", ["turtwig", "chimchar", "piplup"]),
        ("legends-arceus", ["rowlet", "cyndaquil", "oshawott"]), ("scarlet", ["sprigatito", "fuecoco", "quaxly"]),
        ("legends-za", ["chikorita", "tepig", "totodile"]),
    ])
    func theStarterChoiceIsTheRegionsThree(game: String, starters: [String]) throws {
        let entry = try manifest.game(game)
        #expect(entry.availableStarters == starters)
        for starter in starters {
            let pokemon = try manifest.pokemon(starter, in: game)
            let excluded = CommittedManifestTests.startersAlsoWild.contains(game) ? [] : starters.filter { $0 != starter }
            #expect(pokemon.excludedForStarters == excluded, "\(starter) in \(game)")
            #expect(pokemon.notes.hasPrefix("Starter: "), "\(starter) in \(game): \(pokemon.notes)")
        }
    }

    @Test func letsGoHasNoStarterChoice() throws {
        #expect(try manifest.game("lets-go-pikachu").hasStarterChoice == false)
        #expect(try manifest.game("lets-go-eevee").availableStarters.isEmpty)
    }

    @Test(arguments: [
        ("x", "Kanto starter from Professor Sycamore", ["bulbasaur", "charmander", "squirtle"]),
        ("y", "Glittering Cave fossil", ["tyrunt", "amaura"]),
        ("alpha-sapphire", "Sinnoh starter from Professor Birch", ["turtwig", "chimchar", "piplup"]),
        ("lets-go-eevee", "Fighting Dojo gift", ["hitmonlee", "hitmonchan"]),
        ("shield", "Split-Decision Ruins", ["regieleki", "regidrago"]),
        ("sword", "Calyrex's steed", ["glastrier", "spectrier"]),
    ])
    func laterOneOfSeveralGiftsAreChoiceGroups(game: String, name: String, options: [String]) throws {
        let entry = try manifest.game(game)
        let group = try #require(entry.choiceGroups?.first { $0.name == name }, "\(name) in \(game)")
        let numbers = try options.map { try manifest.pokemon($0, in: game).dexNumber }
        #expect(group.options.map(\.dexNumber) == numbers)
    }

    @Test func picksThatRuleOutMoreThanTheOtherOptionSaySo() throws {
        // Regigigas needs all five Regis in the party, so either ruin's pick rules it out too.
        let group = try #require(try manifest.game("sword").choiceGroups?.first { $0.name == "Split-Decision Ruins" })
        let regigigas = try manifest.pokemon("regigigas", in: "sword").dexNumber
        #expect(group.options.allSatisfy { $0.rulesOut.contains(regigigas) })
    }

    @Test(arguments: [
        ("x", "X", ["shellder", "cloyster", "yveltal"], "Y"), ("y", "Y", ["staryu", "xerneas"], "X"),
        ("sun", "Sun", ["oranguru", "lunala"], "Moon"), ("moon", "Moon", ["solgaleo"], "Sun"),
        ("sword", "Sword", ["zamazenta"], "Shield"), ("shield", "Shield", ["zacian"], "Sword"),
        ("scarlet", "Scarlet", ["miraidon", "iron-valiant", "ceruledge", "bagon"], "Violet"),
        ("violet", "Violet", ["koraidon", "great-tusk", "armarouge", "larvitar"], "Scarlet"),
        ("brilliant-diamond", "Brilliant Diamond", ["palkia", "glameow"], "Shining Pearl"),
        ("omega-ruby", "Omega Ruby", ["kyogre", "lotad"], "Alpha Sapphire"),
    ])
    func versionExclusivesAreNotedAsTrades(game: String, gameName: String, others: [String], otherName: String) throws {
        for slug in others {
            let pokemon = try manifest.pokemon(slug, in: game)
            #expect(pokemon.notes == "Not in \(gameName): trade from \(otherName)", "\(slug) in \(game)")
            #expect(pokemon.availability == Obtainability.otherVersion.rawValue)
        }
    }

    @Test(arguments: ["omega-ruby", "alpha-sapphire"])
    func omegaRubysPlacesComeFromTheImportedTablesAndNoneIsLeftUnexplained(game: String) throws {
        let entry = try manifest.game(game)
        let unplaced = entry.pokemon.filter { $0.notes == "In the Pokédex; the data has no location for it" }
        #expect(unplaced.isEmpty, "\(unplaced.map(\.name))")
        // The tables' evolution rules still give ways, and a hint where the species evolves from an earlier one (a
        // link trade's is a way of the class trade-evolution).
        let evolved = entry.pokemon.filter { $0.notes.hasPrefix("Evolve ") && $0.availability == nil }
        #expect(!evolved.isEmpty)
        for pokemon in evolved { #expect(pokemon.ways?.first?.method == GameManifest.Way.evolution, "\(pokemon.name)") }
    }

    @Test func raichuEvolvesInScarletFromAPikachuOfItsOwnPlaces() throws {
        let raichu = try manifest.pokemon("raichu", in: "scarlet")
        #expect(raichu.ways?.contains { $0.text == "Evolve Pikachu (Thunder Stone)" } == true)
        #expect(raichu.notes == "Casseroya Lake (walking)")
        #expect(try manifest.pokemon("pikachu", in: "scarlet").notes == "South Province (Area Two), walking")
    }

    @Test func legendsArceusEvolvesByLinkingCordNotByTrade() throws {
        let alakazam = try manifest.pokemon("alakazam", in: "legends-arceus")
        #expect(alakazam.availability == nil)
        #expect(alakazam.ways?.contains { $0.text == "Evolve Kadabra (Linking Cord)" } == true)
        // Its wild places rank first, the ordinary one before the space-time distortion.
        #expect(alakazam.notes == "Obsidian Fieldlands (walking)")
        #expect(try manifest.pokemon("alakazam", in: "x").availability == Obtainability.tradeEvolution.rawValue)
    }

    @Test func gamesWithoutBreedingOrTheNationalDexListOnlyTheirOwnSpecies() throws {
        let letsGo = try manifest.game("lets-go-pikachu")
        #expect(!letsGo.pokemon.contains { $0.spriteSlug == "pichu" })
        #expect(try manifest.pokemon("meltan", in: "lets-go-pikachu").regionalNumber == 152)
        #expect(!(try manifest.game("brilliant-diamond")).pokemon.contains { $0.spriteSlug == "sylveon" })
    }

    @Test func laterEventPlacesAreOpen() throws {
        // Southern Island needed an event ticket in Ruby and Sapphire, not in Omega Ruby.
        #expect(try manifest.pokemon("latias", in: "omega-ruby").notes == "Southern Island (static encounter)")
        #expect(try manifest.pokemon("latias", in: "ruby").ways?.contains { $0.place == "Southern Island" } != true)
    }
}
