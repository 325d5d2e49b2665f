import DexModel
import Foundation
import ManifestBuilder
import Testing

/// The places of the Switch games PokeAPI's tables have no encounters for: the committed
/// Resources/encounters-pkhex.json (imported from PKHeX's tables, which holds Omega Ruby/Alpha Sapphire's too:
/// OmegaRubyPlacesTests) and what games.json makes of it.
@Suite struct SwitchGamesPlacesTests {
    static let games = ["brilliant-diamond", "shining-pearl", "legends-arceus", "scarlet", "violet", "legends-za"]
    /// Every game the file holds encounters for.
    static let fileGames = OmegaRubyPlacesTests.games + games + ["lets-go-pikachu", "lets-go-eevee"]
    static let encountersURL = BundledManifest.packageRoot.appendingPathComponent("Resources/encounters-pkhex.json")

    let imported: ImportedEncounters
    let manifest: GameManifest

    init() throws {
        imported = try ImportedEncounters.load(from: Self.encountersURL)
        manifest = try BundledManifest.load()
    }

    private func encounters(_ species: String, in game: String) -> [ImportedEncounters.Encounter] {
        imported.encounters.filter { $0.species == species && $0.games.contains(game) }
    }

    @Test func theFileIsSortedOneEncounterALineAndReadsBackByteForByte() throws {
        let bytes = try Data(contentsOf: Self.encountersURL)
        #expect(try imported.encoded() == bytes)
        #expect(imported.encounters == imported.encounters.sorted())
        #expect(imported.about.contains("GPL-3.0") && imported.about.contains("PKHeX"))
    }

    @Test func everyEncounterIsWellFormed() {
        #expect(imported.encounters.count > 5_000)
        for encounter in imported.encounters {
            let text = "\(encounter)"
            #expect(!encounter.games.isEmpty && encounter.games.allSatisfy(Self.fileGames.contains), "\(text)")
            #expect(!encounter.place.isEmpty && !encounter.species.isEmpty, "\(text)")
            #expect((1...100).contains(encounter.minLevel) && encounter.minLevel <= encounter.maxLevel, "\(text)")
            #expect(encounter.maxLevel <= 100, "\(text)")
            #expect(imported.sources[encounter.table] != nil, "\(text)")
            #expect(encounter.form != 0, "\(text): the default form is written as none")
            // Every method has words of its own in dex.
            #expect(WayMethod.knownWords(encounter.method) != nil, "\(text)")
        }
        for game in Self.fileGames {
            #expect(imported.encounters.contains { $0.games.contains(game) }, "\(game)")
        }
    }

    @Test func knownFactsAreInTheFile() {
        // Scarlet/Violet: the starters at Cabo Poco, Wo-Chien's shrine in South Province (Area One), a Kitakami spawn,
        // Ogerpon in the Dreaded Den, Terapagos in the Area Zero Underdepths, a Paldean form kept apart.
        #expect(
            encounters("sprigatito", in: "scarlet").contains {
                $0.place == "Cabo Poco" && $0.method == "gift" && $0.minLevel == 5 && $0.games == ["scarlet", "violet"]
            })
        #expect(
            encounters("wo-chien", in: "violet").contains {
                $0.place == "South Province (Area One)" && $0.method == "static" && $0.minLevel == 60
            })
        #expect(encounters("poltchageist", in: "scarlet").contains { $0.place == "Mossfell Confluence" && $0.method == "walk" })
        #expect(encounters("ogerpon", in: "scarlet").contains { $0.place == "Dreaded Den" })
        #expect(encounters("terapagos", in: "violet").contains { $0.place == "Area Zero Underdepths" })
        #expect(encounters("wooper", in: "scarlet").contains { $0.form == 1 })
        #expect(encounters("koraidon", in: "violet").isEmpty)
        // Brilliant Diamond/Shining Pearl: Uxie at Lake Acuity, Mewtwo in Ramanas Park, Giratina in Turnback Cave, the
        // Grand Underground, each version's own wild slots.
        #expect(encounters("uxie", in: "brilliant-diamond").contains { $0.place.hasPrefix("Lake Acuity") })
        #expect(
            encounters("mewtwo", in: "shining-pearl").contains {
                $0.place == "Ramanas Park (Strange Space)" && $0.minLevel == 70
            })
        #expect(encounters("giratina", in: "brilliant-diamond").contains { $0.place == "Turnback Cave" })
        #expect(encounters("chikorita", in: "shining-pearl").contains { $0.place.hasPrefix("Grand Underground (") })
        #expect(!encounters("murkrow", in: "brilliant-diamond").isEmpty && encounters("murkrow", in: "shining-pearl").isEmpty)
        // Events stay out: Darkrai's Newmoon Island needs the Member Card.
        #expect(encounters("darkrai", in: "brilliant-diamond").isEmpty)
        // Legends: Arceus and Legends: Z-A.
        #expect(encounters("uxie", in: "legends-arceus").contains { $0.place == "Acuity Cavern" })
        #expect(encounters("chikorita", in: "legends-za").contains { $0.method == "gift" })
    }

    @Test(arguments: games)
    func theGamesPokemonHavePlacesAndNoneIsLeftWithoutAWord(game: String) throws {
        let entry = try manifest.game(game)
        let placed = entry.pokemon.filter { ($0.ways ?? []).contains { $0.place != nil } }
        #expect(placed.count * 2 > entry.pokemon.count, "\(game): \(placed.count) of \(entry.pokemon.count) have a place")
        let unexplained = entry.pokemon.filter { $0.notes == "In the Pokédex; the data has no location for it" }
        // Legends: Z-A's Sirfetch'd and Runerigus evolve from Galarian forms, which the species-level rules leave out.
        #expect(unexplained.count <= (game == "legends-za" ? 2 : 0), "\(game): \(unexplained.map(\.name))")
    }

    @Test func wherePlacesNameTheGamesOwnAreas() throws {
        let wooChien = try manifest.pokemon("wo-chien", in: "scarlet")
        #expect(wooChien.ways?.first?.place == "South Province (Area One)")
        #expect(wooChien.notes == "South Province (Area One), static encounter")
        let uxie = try manifest.pokemon("uxie", in: "brilliant-diamond")
        #expect(uxie.ways?.contains { $0.place?.hasPrefix("Lake Acuity") == true } == true)
        let giratina = try manifest.pokemon("giratina", in: "shining-pearl")
        #expect(giratina.notes == "Turnback Cave (static encounter)")
        let spheal = try manifest.pokemon("spheal", in: "legends-arceus")
        #expect(spheal.ways?.contains { $0.place == "Cobalt Coastlands" } == true)
        // A starter's hint is its starter gift, though the game's wild gives it later.
        #expect(try manifest.pokemon("turtwig", in: "brilliant-diamond").notes.hasPrefix("Starter: Lake Verity"))
        #expect(try manifest.pokemon("rowlet", in: "legends-arceus").notes == "Starter: Jubilife Village")
    }

    @Test func brilliantDiamondListsItsNationalPokedexAfterTheSinnohDex() throws {
        for game in ["brilliant-diamond", "shining-pearl"] {
            let entry = try manifest.game(game)
            #expect(entry.regionalDexSections == ["original-sinnoh", "national"])
            #expect(entry.pokemon.count == 493, "\(game)")
            #expect(entry.pokemon.map(\.dexNumber) == Array(1...493), "\(game)")
            let giratina = try manifest.pokemon("giratina", in: game)
            #expect(giratina.regionalDex == "national" && giratina.regionalNumber == 487)
            #expect(giratina.availability == nil)
            for legendary in ["heatran", "regigigas", "cresselia", "mewtwo", "rayquaza", "latias", "regirock"] {
                let pokemon = try manifest.pokemon(legendary, in: game)
                #expect(pokemon.regionalDex == "national", "\(game) \(legendary)")
                #expect(pokemon.availability == nil, "\(game) \(legendary): \(pokemon.notes)")
            }
            // The Sinnoh dex keeps its own numbers.
            #expect(try manifest.pokemon("turtwig", in: game).regionalNumber == 1)
            #expect(try manifest.pokemon("turtwig", in: game).regionalDex == nil)
        }
        // Version exclusives and choices: Ramanas Park's Johto beasts in Brilliant Diamond, the birds in Shining Pearl.
        #expect(try manifest.pokemon("raikou", in: "brilliant-diamond").availability == nil)
        #expect(try manifest.pokemon("raikou", in: "shining-pearl").notes == "Not in Shining Pearl: trade from Brilliant Diamond")
        #expect(try manifest.pokemon("articuno", in: "brilliant-diamond").availability == "other-version")
        // Mythical Pokémon stay event-only.
        #expect(try manifest.pokemon("jirachi", in: "brilliant-diamond").availability == "event")
    }
}
