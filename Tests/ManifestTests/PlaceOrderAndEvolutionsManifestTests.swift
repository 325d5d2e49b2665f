import DexModel
import Testing

/// The committed games.json's place order and structured evolutions, which `dex plan` reads: places in the order a
/// game reaches them by the levels met on foot there, every way's place among them, and each evolution from one of the
/// game's own entries with its level or item.
struct PlaceOrderAndEvolutionsManifestTests {
    @Test func fireRedsPlacesStartAtRoute1AndReachMtMoonBeforeTheSeviiIslands() throws {
        let places = try BundledManifest.load().game("firered").places ?? []
        #expect(places.first == "Route 1")
        let index = { (place: String) in places.firstIndex(of: place) ?? .max }
        #expect(index("Viridian Forest") < index("Mt. Moon (1F)"))
        #expect(index("Mt. Moon (1F)") < index("Rock Tunnel (1F)"))
        #expect(index("Rock Tunnel (1F)") < index("Cerulean Cave (1F)"))
        // An Old Rod's level-5 Magikarp does not put a late place early: fishing counts after walking.
        #expect(index("Route 22") < index("Berry Forest"))
        #expect(Set(places).count == places.count)
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
