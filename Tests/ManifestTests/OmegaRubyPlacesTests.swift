import DexModel
import Foundation
import ManifestBuilder
import Testing

/// Omega Ruby/Alpha Sapphire's places: the encounters Resources/encounters-pkhex.json holds for them (imported from
/// PKHeX's generation 6 tables) and what games.json makes of them beside PokeAPI's gifts, statics and hordes.
@Suite struct OmegaRubyPlacesTests {
    static let games = ["omega-ruby", "alpha-sapphire"]
    static let noPlace = "In the Pokédex; the data has no location for it"

    let imported: ImportedEncounters
    let manifest: GameManifest

    init() throws {
        imported = try ImportedEncounters.load(from: SwitchGamesPlacesTests.encountersURL)
        manifest = try BundledManifest.load()
    }

    private func encounters(_ species: String, in game: String) -> [ImportedEncounters.Encounter] {
        imported.encounters.filter { $0.species == species && $0.games.contains(game) && $0.table.hasPrefix("oras-") }
    }

    @Test func theFileHoldsEachVersionsWildSlotsByMethod() {
        let wild = imported.encounters.filter { $0.table == "oras-wild" }
        #expect(wild.count > 800)
        #expect(
            Set(wild.map(\.method))
                == ["walk", "tall-grass", "dexnav", "surf", "old-rod", "good-rod", "super-rod", "rock-smash", "horde", "seaweed"])
        // PKHeX's encounter_or.pkl: Route 102's grass, pond and DexNav, Granite Cave's Abra and Nosepass.
        #expect(
            encounters("surskit", in: "omega-ruby").contains {
                $0.place == "Route 102" && $0.method == "walk" && $0.minLevel == 3
            })
        #expect(encounters("marill", in: "omega-ruby").contains { $0.place == "Route 102" && $0.method == "surf" })
        #expect(encounters("lillipup", in: "omega-ruby").contains { $0.place == "Route 102" && $0.method == "dexnav" })
        #expect(encounters("abra", in: "alpha-sapphire").contains { $0.place == "Granite Cave" && $0.method == "walk" })
        #expect(encounters("nosepass", in: "omega-ruby").contains { $0.place == "Granite Cave" && $0.method == "rock-smash" })
        #expect(encounters("magikarp", in: "omega-ruby").contains { $0.place == "Route 102" && $0.method == "old-rod" })
        #expect(encounters("tropius", in: "omega-ruby").contains { $0.place == "Route 119" && $0.method == "tall-grass" })
        // Underwater slots are diving in seaweed, not walking.
        #expect(encounters("clamperl", in: "omega-ruby").allSatisfy { $0.method == "seaweed" })
        #expect(encounters("clamperl", in: "omega-ruby").contains { $0.place == "Route 124" })
        // Each version's own: Omega Ruby's Mawile and Seedot, Alpha Sapphire's Sableye and Lotad.
        #expect(!encounters("mawile", in: "omega-ruby").isEmpty && encounters("mawile", in: "alpha-sapphire").isEmpty)
        #expect(!encounters("sableye", in: "alpha-sapphire").isEmpty && encounters("sableye", in: "omega-ruby").isEmpty)
        #expect(encounters("seedot", in: "alpha-sapphire").isEmpty && encounters("lotad", in: "omega-ruby").isEmpty)
    }

    @Test func theFileHoldsTheListedGiftsAndLeavesEventsOut() {
        #expect(encounters("lileep", in: "alpha-sapphire").contains { $0.place == "Rustboro City" && $0.method == "gift" })
        #expect(encounters("groudon", in: "omega-ruby").contains { $0.place == "Cave of Origin" && $0.minLevel == 45 })
        #expect(encounters("groudon", in: "alpha-sapphire").isEmpty)
        // Deoxys needs the event's fateful encounter.
        #expect(encounters("deoxys", in: "omega-ruby").isEmpty)
    }

    @Test(arguments: games)
    func everyPokemonHasAPlaceOrSaysHowItIsObtained(game: String) throws {
        let entry = try manifest.game(game)
        #expect(entry.pokemon.filter { $0.notes == Self.noPlace }.map(\.name) == [], "\(game)")
        let placed = entry.pokemon.filter { ($0.ways ?? []).contains { $0.place != nil } }
        #expect(placed.count * 2 > entry.pokemon.count, "\(game): \(placed.count) of \(entry.pokemon.count) have a place")
    }

    @Test func pokeAPIsWayIsKeptWhereBothGiveThePlace() throws {
        // PokeAPI's horde in Granite Cave (B2F) stays; PKHeX's Granite Cave horde of the same Sableye adds none.
        let sableye = try manifest.pokemon("sableye", in: "alpha-sapphire")
        let hordes = (sableye.ways ?? []).filter { $0.method == "horde" }
        #expect(hordes.map(\.place) == ["Granite Cave (B2F)"], "\(hordes)")
        // PokeAPI's static Latias in Omega Ruby, not PKHeX's second record of it.
        let latias = try manifest.pokemon("latias", in: "omega-ruby")
        #expect((latias.ways ?? []).filter { $0.place == "Southern Island" }.count == 1, "\(latias.ways ?? [])")
        // A wild slot PokeAPI lacks is added at the same place.
        let seedot = try manifest.pokemon("seedot", in: "omega-ruby")
        #expect(seedot.ways?.contains { $0.place == "Route 102" && $0.method == "walk" } == true)
    }

    @Test func theFormerlyUnplacedHaveTheirWays() throws {
        #expect(try manifest.pokemon("abra", in: "omega-ruby").notes == "Granite Cave (walking)")
        #expect(try manifest.pokemon("lileep", in: "alpha-sapphire").notes == "Gift: Rustboro City")
        // No wild Natu in either version: the hint is the way it is obtained.
        #expect(try manifest.pokemon("natu", in: "omega-ruby").notes == "Breed Xatu")
        let sableye = try manifest.pokemon("sableye", in: "omega-ruby")
        #expect(sableye.notes == "Not in Omega Ruby: trade from Alpha Sapphire")
        #expect(sableye.availability == Obtainability.otherVersion.rawValue)
        #expect(try manifest.pokemon("mawile", in: "alpha-sapphire").notes == "Not in Alpha Sapphire: trade from Omega Ruby")
    }
}
