import DexModel
import Foundation
import Testing

@testable import ManifestBuilder

/// A place that gives a Pokémon only for another one in the party or in trade (encounters.csv's party and trade
/// conditions), checked in the committed games.json over every game: its Pokémon is always listed there, and when the
/// game alone cannot meet the condition the hint names the place and what it needs.
@Suite(.enabled(if: PokeAPITables.isAvailable, Comment(rawValue: PokeAPITables.skipMessage)))
struct PlacesNeedingAnotherPokemonTests {
    let manifest: GameManifest

    init() throws {
        manifest = try BundledManifest.load()
    }

    /// (game slug, national number) → the English names of the places that give it only for another Pokémon.
    private func gatedPlaces() throws -> [String: [Int: Set<String>]] {
        let gating = Set(
            try PokeAPITables.rows("encounter_condition_values").compactMap { row -> String? in
                let identifier = row["identifier"] ?? ""
                return EncounterGroup.partyRequirements[identifier] != nil || identifier.hasPrefix("trade-")
                    ? row["id"] : nil
            })
        var gatedEncounters: Set<String> = []
        for row in try PokeAPITables.rows("encounter_condition_value_map")
        where gating.contains(row["encounter_condition_value_id"] ?? "") {
            gatedEncounters.insert(row["encounter_id"] ?? "")
        }
        let placeNames = Dictionary(
            try PokeAPITables.rows("location_names").filter { $0["local_language_id"] == "9" }
                .map { ($0["location_id"] ?? "", $0["name"] ?? "") }, uniquingKeysWith: { first, _ in first })
        let areas = Dictionary(
            uniqueKeysWithValues: try PokeAPITables.rows("location_areas").map { ($0["id"] ?? "", $0["location_id"] ?? "") })
        // An add-on's encounters are its game's (The Crown Tundra's are Sword's).
        var gameOfVersion: [String: String] = [:]
        for game in GameCatalog.games {
            gameOfVersion[game.slug] = game.slug
            for addOn in game.addOns { gameOfVersion[addOn] = game.slug }
        }
        let versions = Dictionary(
            uniqueKeysWithValues: try PokeAPITables.rows("versions").map { ($0["id"] ?? "", $0["identifier"] ?? "") })
        let speciesOf = Dictionary(
            uniqueKeysWithValues: try PokeAPITables.rows("pokemon").map { ($0["id"] ?? "", Int($0["species_id"] ?? "") ?? 0) })
        var result: [String: [Int: Set<String>]] = [:]
        for row in try PokeAPITables.rows("encounters") where gatedEncounters.contains(row["id"] ?? "") {
            guard let game = versions[row["version_id"] ?? ""].flatMap({ gameOfVersion[$0] }),
                let species = speciesOf[row["pokemon_id"] ?? ""],
                let place = areas[row["location_area_id"] ?? ""].flatMap({ placeNames[$0] })
            else { continue }
            result[game, default: [:]][species, default: []].insert(place)
        }
        return result
    }

    @Test func everyPlaceThatNeedsAnotherPokemonListsItsPokemon() throws {
        var checked = 0, named = 0
        for (slug, species) in try gatedPlaces() {
            let game = try manifest.game(slug)
            for (number, places) in species {
                let pokemon = try #require(
                    game.pokemon.first { $0.dexNumber == number },
                    "#\(number), given at \(places) for another Pokémon, is not listed in \(slug)")
                checked += 1
                guard pokemon.notes.contains(" alone: ") else { continue }
                #expect(pokemon.availability == Obtainability.otherVersion.rawValue, "\(slug): \(pokemon.name)")
                #expect(places.contains { pokemon.notes.contains(": \($0) needs ") }, "\(slug): \(pokemon.notes)")
                named += 1
            }
        }
        #expect(checked >= 50)
        #expect(named >= 8)
    }

    /// One version's place that needs the other version's Pokémon names that version before an earlier generation.
    @Test func theHintNamesTheGenerationsOwnVersionFirst() throws {
        let expected: [(game: String, slug: String, notes: String)] = [
            ("heartgold", "rayquaza", "Not in HeartGold alone: Embedded Tower needs Groudon from SoulSilver"),
            ("soulsilver", "rayquaza", "Not in SoulSilver alone: Embedded Tower needs Kyogre from HeartGold"),
            ("omega-ruby", "landorus", "Not in Omega Ruby alone: Soaring in the sky needs Thundurus from Alpha Sapphire"),
            ("alpha-sapphire", "kyurem", "Not in Alpha Sapphire alone: Gnarled Den needs Reshiram from Omega Ruby"),
            ("black", "landorus", "Not in Black alone: Abundant Shrine needs Thundurus from White"),
        ]
        for (game, slug, notes) in expected {
            let pokemon = try manifest.pokemon(slug, in: game)
            #expect(pokemon.availability == Obtainability.otherVersion.rawValue, "\(game): \(slug)")
            #expect(pokemon.notes == notes, "\(game): \(pokemon.notes)")
        }
    }
}
