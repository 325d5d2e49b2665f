import DexModel
import Testing

/// The committed games.json's place order and structured evolutions, which `dex plan` reads: places in the order a
/// game reaches them by the levels met on foot there, every way's place among them, and each evolution from one of the
/// game's own entries with its level or item.
struct PlaceOrderAndEvolutionsManifestTests {
    @Test func fireRedsPlacesStartAtRoute1AndReachTheSeviiIslandsAfterCinnabar() throws {
        let places = try BundledManifest.load().game("firered").places ?? []
        #expect(places.first == "Route 1")
        let index = { (place: String) in places.firstIndex(of: place) ?? .max }
        #expect(index("Viridian Forest") < index("Mt. Moon (1F)"))
        #expect(index("Mt. Moon (1F)") < index("Rock Tunnel (1F)"))
        #expect(index("Rock Tunnel (1F)") < index("Cerulean Cave (1F)"))
        // An Old Rod's level-5 Magikarp does not put a late place early: fishing counts after walking.
        #expect(index("Route 22") < index("Berry Forest"))
        #expect(Set(places).count == places.count)
        // The Sevii Islands, whatever their levels: One to Three Island after Cinnabar, the others after Victory Road.
        #expect(index("Pokemon Mansion (1F)") < index("Kindle Road"))
        #expect(index("Route 12") < index("Kindle Road"))
        #expect(index("Victory Route 2 (2F)") < index("Pattern Bush"))
        #expect(index("Victory Route 2 (2F)") < index("Water Path"))
        #expect(index("Victory Route 2 (2F)") < index("Altering Cave (A)"))
    }

    /// One rule: the hint is the first way, the earliest the game reaches; the plan catches a Pokémon at its first way's
    /// place.
    @Test func theHintIsTheEarliestPlainWay() throws {
        let manifest = try BundledManifest.load()
        for game in manifest.games where game.slug != "national" {
            for pokemon in game.pokemon where pokemon.availability == nil {
                guard let first = pokemon.ways?.first, first.place != nil else { continue }
                #expect(pokemon.notes == first.text, "\(game.slug): \(pokemon.name)")
            }
        }
        let hint = { (species: String, game: String) in try manifest.pokemon(species, in: game).notes }
        #expect(try hint("abra", "firered") == "Route 24 (walking)", "not the Game Corner's prize")
        #expect(try hint("abra", "leafgreen") == "Route 24 (walking)")
        #expect(try hint("clefairy", "red") == "Mt. Moon (1F), walking")
        #expect(try hint("gloom", "firered") == "Route 12 (walking)", "not Six Island's Water Path")
        #expect(try hint("kadabra", "firered") == "Evolve Abra (level 16)")
        #expect(try hint("lapras", "firered") == "Gift: Silph Co. 7F")
    }

    @Test func everyWaysPlaceIsInItsGamesPlaceOrder() throws {
        for game in try BundledManifest.load().games where game.slug != "national" {
            let places = Set(game.places ?? [])
            for pokemon in game.pokemon {
                for way in pokemon.ways ?? [] {
                    guard let place = way.place else { continue }
                    #expect(places.contains(place), "\(game.slug): \(pokemon.name)'s \(place)")
                }
            }
        }
    }

    @Test func evolutionsSayFromWhichEntryAndByWhat() throws {
        let manifest = try BundledManifest.load()
        let ivysaur = try manifest.pokemon("ivysaur", in: "firered").evolutions?.first
        #expect(ivysaur?.from == 1)
        #expect(ivysaur?.trigger == "level-up")
        #expect(ivysaur?.level == 16)
        let vaporeon = try manifest.pokemon("vaporeon", in: "firered").evolutions?.first
        #expect(vaporeon?.from == 133)
        #expect(vaporeon?.item == "Water Stone")
        let steelix = try manifest.pokemon("steelix", in: "heartgold").evolutions?.first
        #expect(steelix?.trigger == "trade")
        #expect(steelix?.heldItem == "Metal Coat")
        let umbreon = try manifest.pokemon("umbreon", in: "heartgold").evolutions?.first
        #expect(umbreon?.timeOfDay == "night")
        #expect(umbreon?.friendship != nil)
        #expect(try manifest.pokemon("bulbasaur", in: "firered").evolutions == nil)
    }
}
