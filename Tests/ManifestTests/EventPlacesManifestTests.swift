import DexModel
import Foundation
import Testing

@testable import ManifestBuilder

/// Pokémon that only an event gives in a game, checked in the committed games.json against the PokeAPI tables and
/// Resources/corrections.json: an event item's place lists its Pokémon in the class event, an event-gated gift never
/// counts as obtainable, and a hint names only the game's own event.
@Suite(.enabled(if: PokeAPITables.isAvailable, Comment(rawValue: PokeAPITables.skipMessage)))
struct EventPlacesManifestTests {
    let manifest: GameManifest
    let corrections: Corrections

    init() throws {
        manifest = try BundledManifest.load()
        corrections = try Corrections.load(from: Corrections.repositoryURL)
    }

    /// (version slug, national number) → the event items whose places give it there, from encounters.csv.
    private func eventPlaceEncounters() throws -> [String: [Int: Set<String>]] {
        let locations = Dictionary(
            uniqueKeysWithValues: try PokeAPITables.rows("locations").map { ($0["id"] ?? "", $0["identifier"] ?? "") })
        let areas = Dictionary(
            uniqueKeysWithValues: try PokeAPITables.rows("location_areas").map { ($0["id"] ?? "", $0["location_id"] ?? "") })
        let versions = Dictionary(
            uniqueKeysWithValues: try PokeAPITables.rows("versions").map { ($0["id"] ?? "", $0["identifier"] ?? "") })
        let speciesOf = Dictionary(
            uniqueKeysWithValues: try PokeAPITables.rows("pokemon").map { ($0["id"] ?? "", Int($0["species_id"] ?? "") ?? 0) })
        var result: [String: [Int: Set<String>]] = [:]
        for row in try PokeAPITables.rows("encounters") {
            guard let location = areas[row["location_area_id"] ?? ""].flatMap({ locations[$0] }),
                let item = EncounterGroup.eventLocations[location], let version = versions[row["version_id"] ?? ""],
                let species = speciesOf[row["pokemon_id"] ?? ""]
            else { continue }
            result[version, default: [:]][species, default: []].insert(item)
        }
        return result
    }

    @Test func everyEventItemPlaceListsItsPokemonInTheClassEvent() throws {
        let places = try eventPlaceEncounters()
        var checked = 0
        for (slug, species) in places {
            let game = try manifest.game(slug)
            // From generation 6 these places are ordinary ones (Omega Ruby's Southern Island).
            guard game.generation < 6 else { continue }
            for (number, items) in species {
                let pokemon = try #require(
                    game.pokemon.first { $0.dexNumber == number }, "#\(number) at an event place of \(slug) is not listed")
                checked += 1
                // Emerald's Latias also roams Hoenn, and Ruby's Latias roams Sapphire: a way without the ticket.
                if pokemon.availability == nil || pokemon.availability == Obtainability.otherVersion.rawValue { continue }
                #expect(pokemon.availability == Obtainability.event.rawValue, "\(slug): \(pokemon.name)")
                #expect(items.contains { pokemon.notes.contains("(\($0))") }, "\(slug): \(pokemon.name): \(pokemon.notes)")
            }
        }
        #expect(checked >= 20)
    }

    @Test func theEventItemPlacesOfGenerationsThreeToFive() throws {
        let expected: [(game: String, slug: String, item: String)] = [
            ("emerald", "mew", "Old Sea Map"), ("emerald", "lugia", "Mystic Ticket"), ("emerald", "ho-oh", "Mystic Ticket"),
            ("emerald", "deoxys", "Aurora Ticket"), ("firered", "lugia", "Mystic Ticket"),
            ("leafgreen", "deoxys", "Aurora Ticket"), ("diamond", "darkrai", "Member Card"),
            ("pearl", "shaymin", "Oak’s Letter"), ("platinum", "arceus", "Azure Flute"), ("black", "victini", "Liberty Pass"),
        ]
        for (game, slug, item) in expected {
            let pokemon = try manifest.pokemon(slug, in: game)
            #expect(pokemon.availability == Obtainability.event.rawValue, "\(game): \(slug)")
            #expect(pokemon.notes.hasSuffix(": event only (\(item))"), "\(game): \(pokemon.notes)")
        }
    }

    /// HeartGold/SoulSilver's event places (Pewter City's Enigma Stone Latios or Latias, the Sinjoh Ruins' Dialga,
    /// Palkia and Giratina for an event Arceus) list their Pokémon, never as obtainable: another game of the generation
    /// gives each, so the hint names it. Celebi, which only an event gave, stays event-only.
    @Test func heartGoldAndSoulSilversEventPlacesListTheirPokemon() throws {
        let expected: [(game: String, slug: String, notes: String)] = [
            ("heartgold", "latios", "Not in HeartGold: trade from SoulSilver"),
            ("soulsilver", "latias", "Not in SoulSilver: trade from HeartGold"),
            ("heartgold", "dialga", "Not in HeartGold: trade from Diamond"),
            ("soulsilver", "palkia", "Not in SoulSilver: trade from Pearl"),
            ("heartgold", "giratina", "Not in HeartGold: trade from Diamond"),
        ]
        for (game, slug, notes) in expected {
            let pokemon = try manifest.pokemon(slug, in: game)
            #expect(pokemon.availability == Obtainability.otherVersion.rawValue, "\(game): \(slug)")
            #expect(pokemon.notes == notes, "\(game): \(pokemon.notes)")
        }
        for game in ["heartgold", "soulsilver"] {
            // The other Eon Pokémon roams Johto in each.
            let roaming = try manifest.pokemon(game == "heartgold" ? "latias" : "latios", in: game)
            #expect(roaming.availability == nil, "\(game): \(roaming.notes)")
            let celebi = try manifest.pokemon("celebi", in: game)
            #expect(celebi.availability == Obtainability.event.rawValue, "\(game): \(celebi.notes)")
        }
    }

    /// Platinum's Rock Peak, Iceberg and Iron Ruins open only to an event Regigigas, and Snowpoint Temple's Regigigas
    /// needs the three: each is listed, the ruins' Pokémon as event-only with their place, Regigigas as needing the
    /// three from generation 3, as in Diamond and Pearl, which have no ruins. HeartGold/SoulSilver have neither.
    @Test func platinumsRuinsAndSnowpointTempleNeedSomethingFromOutsideTheGame() throws {
        let ruins = [("regirock", "Rock Peak Ruins"), ("regice", "Iceberg Ruins"), ("registeel", "Iron Ruins")]
        for (slug, place) in ruins {
            let pokemon = try manifest.pokemon(slug, in: "platinum")
            #expect(pokemon.availability == Obtainability.event.rawValue, "\(slug): \(pokemon.notes)")
            #expect(pokemon.notes == "Not in Platinum: event only (\(place), with an event Regigigas in the party)")
            for game in ["diamond", "pearl", "heartgold", "soulsilver"] {
                #expect(throws: MissingPokemon.self, "\(slug) in \(game)") { try manifest.pokemon(slug, in: game) }
            }
        }
        for (game, name) in [("diamond", "Diamond"), ("pearl", "Pearl"), ("platinum", "Platinum")] {
            let regigigas = try manifest.pokemon("regigigas", in: game)
            #expect(regigigas.availability == Obtainability.otherVersion.rawValue, "\(game): \(regigigas.notes)")
            #expect(
                regigigas.notes
                    == "Not in \(name) alone: Snowpoint Temple needs Regirock, Regice and Registeel from Emerald (Pal Park)")
        }
        for game in ["heartgold", "soulsilver"] {
            #expect(throws: MissingPokemon.self, "regigigas in \(game)") { try manifest.pokemon("regigigas", in: game) }
        }
    }

    /// A hint names an event item only where the game itself has that item's place: FireRed has no Old Sea Map.
    @Test func aHintNamesOnlyTheGamesOwnEventItem() throws {
        let places = try eventPlaceEncounters()
        let items = Set(EncounterGroup.eventLocations.values)
        var named = 0
        for game in manifest.games {
            for pokemon in game.pokemon {
                for item in items where pokemon.notes.contains(item) {
                    named += 1
                    #expect(
                        places[game.slug]?[pokemon.dexNumber]?.contains(item) == true,
                        "\(game.slug): \(pokemon.name): \(pokemon.notes)")
                }
            }
        }
        #expect(named >= 20)
        #expect(try manifest.pokemon("mew", in: "firered").notes == "Not in FireRed: event only")
        #expect(try manifest.pokemon("victini", in: "black-2").notes == "Not in Black 2: event only")
    }

    @Test func everyEventGatedGiftIsNotObtainable() throws {
        let gated = corrections.eventOnly.filter { $0.distributed == true }
        #expect(!gated.isEmpty)
        for correction in gated {
            for game in correction.games {
                for species in try #require(correction.species) {
                    let pokemon = try manifest.pokemon(species, in: game)
                    #expect(pokemon.availability != nil, "\(species) in \(game): \(pokemon.notes)")
                    #expect(
                        pokemon.ways?.contains { $0.place?.hasPrefix(correction.place) == true } != true,
                        "\(species) in \(game)")
                }
            }
        }
        // A Black 2 Zorua, a gift of its story, traded back.
        #expect(try manifest.pokemon("zorua", in: "black").notes == "Not in Black: trade from Black 2")
        #expect(try manifest.pokemon("zoroark", in: "white").notes == "Not in White: trade from Black 2")
    }

    /// A mythical Pokémon that PKHeX's tables give in a Switch game's own play (Scarlet's Pecharunt, Legends: Z-A's
    /// Meloetta) is obtainable there, not event-only, and the National Dex names that game.
    @Test func aMythicalTheGameGivesInItsOwnStoryIsNotEventOnly() throws {
        let mythical = Set(
            try PokeAPITables.rows("pokemon_species").filter { $0["is_mythical"] == "1" }.map { $0["identifier"] ?? "" })
        let imported = try ImportedEncounters.load(from: ImportedEncounters.repositoryURL)
        let names = Dictionary(uniqueKeysWithValues: manifest.games.map { ($0.slug, $0.name) })
        // Legends: Arceus's Darkrai and Shaymin requests need another game's save data (the corrections' eventSpecies).
        let needAnotherGame = Set(
            corrections.eventSpecies.flatMap { rule in rule.games.flatMap { game in rule.species.map { "\(game) \($0)" } } })
        var checked = 0
        for encounter in imported.encounters where mythical.contains(encounter.species) {
            for game in encounter.games where !needAnotherGame.contains("\(game) \(encounter.species)") {
                let pokemon = try manifest.pokemon(encounter.species, in: game)
                #expect(pokemon.availability == nil, "\(encounter.species) in \(game): \(pokemon.notes)")
                let national = try #require(manifest.game("national").pokemon.first { $0.dexNumber == pokemon.dexNumber })
                let gameName = try #require(names[game]).replacing("Pokémon ", with: "")
                #expect(national.notes.contains(gameName), "\(encounter.species): \(national.notes)")
                checked += 1
            }
        }
        #expect(checked >= 10)
        #expect(try manifest.pokemon("pecharunt", in: "scarlet").notes == "Loyalty Plaza (static encounter)")
    }
}
