import DexModel
import Foundation
import Testing

/// Each form of a game tracked with forms has the ways that give that form: its own places where a source tells the
/// forms apart, the evolutions into it from its own form, eggs of its own form, and the class event where only an
/// event gave it. Checked over every game of the committed games.json.
@Suite struct FormWaysManifestTests {
    let manifest: GameManifest

    init() throws {
        manifest = try BundledManifest.load()
    }

    private func form(_ spriteSlug: String, _ form: String, in game: String) throws -> GameManifest.FormEntry {
        try #require(try manifest.pokemon(spriteSlug, in: game).forms?.first { $0.form == form }, "\(spriteSlug) \(form)")
    }

    @Test func fireRedsUnownLettersEachBelongToTheirOwnTanobyChamber() throws {
        // pret/pokefirered's sUnownLetterSlots, the chambers in map order.
        let chambers = [
            "Monean": "a ?", "Liptoo": "c d h u o", "Weepth": "n s i e", "Dilford": "p l j r q", "Scufib": "y t g f k",
            "Rixy": "v w x m b", "Viapois": "z !",
        ]
        for game in ["firered", "leafgreen"] {
            let unown = try #require(try manifest.pokemon("unown", in: game).forms)
            #expect(unown.count == 28)
            for form in unown {
                let letter = form.name.split(separator: " ").last.map { $0.lowercased() } ?? ""
                let chamber = try #require(chambers.first { $0.value.split(separator: " ").contains(Substring(letter)) }?.key)
                #expect(form.ways?.map(\.place) == ["\(chamber) Chamber"], "\(game): \(form.name)")
                #expect(form.notes == "\(chamber) Chamber (walking)", "\(game): \(form.name)")
            }
        }
    }

    @Test func crystalsUnownLettersSayWhichPuzzleUnlocksThem() throws {
        for game in ["gold", "silver", "crystal"] {
            #expect(try form("unown", "", in: game).notes?.hasSuffix("once the Kabuto puzzle is solved (letters A to K)") == true)
            #expect(try form("unown", "k", in: game).notes?.hasSuffix("(letters A to K)") == true)
            #expect(
                try form("unown", "l", in: game).notes?.hasSuffix("once the Omanyte puzzle is solved (letters L to R)") == true)
            #expect(
                try form("unown", "w", in: game).notes?.hasSuffix("once the Aerodactyl puzzle is solved (letters S to W)") == true
            )
            #expect(try form("unown", "z", in: game).notes?.hasSuffix("once the Ho-Oh puzzle is solved (letters X to Z)") == true)
        }
        #expect(try form("unown", "b", in: "crystal").notes?.hasPrefix("Ruins of Alph") == true)
    }

    @Test func theSeasOfShellosAndGastrodonAreTheirOwn() throws {
        for game in ["diamond", "platinum", "brilliant-diamond"] {
            for species in ["shellos", "gastrodon"] {
                // The Grand Underground's hideaways give both.
                let west = try form(species, "", in: game).ways?.compactMap(\.place).filter { !$0.hasPrefix("Grand") } ?? []
                let east = try form(species, "east", in: game).ways?.compactMap(\.place).filter { !$0.hasPrefix("Grand") } ?? []
                #expect(!east.isEmpty && Set(west).isDisjoint(with: east), "\(game) \(species): \(west) / \(east)")
                #expect(east.contains { $0.hasPrefix("Route 213") || $0.hasPrefix("Route 224") }, "\(game): \(east)")
                #expect(!east.contains { $0.hasPrefix("Valley Windworks") || $0.hasPrefix("Route 205") }, "\(game): \(east)")
            }
        }
        let gastrodon = try form("gastrodon", "east", in: "platinum")
        #expect(gastrodon.ways?.contains { $0.text == "Evolve East Shellos (level 30)" } == true)
    }

    @Test func aFormsPlacesFromTheImportedTablesAreItsOwn() throws {
        // Legends: Arceus's Unown: PKHeX's tables carry the form of each spot (and of Solaceon Ruins', which gives all).
        let unown = try #require(try manifest.pokemon("unown", in: "legends-arceus").forms)
        #expect(unown.count == 28)
        var letters: [String: Int] = [:]
        for form in unown {
            let own = (form.ways ?? []).filter { $0.method == "static" }.compactMap(\.place)
            #expect(!own.isEmpty && form.ways?.first?.method == "static", "\(form.name): \(form.ways?.map(\.text) ?? [])")
            for place in own { letters[place, default: 0] += 1 }
        }
        #expect(letters.values.allSatisfy { $0 <= 3 }, "\(letters)")  // Jubilife Village holds three spots
    }

    @Test func noEggOrEvolutionWayGivesAnotherFormOfTheSameSpecies() throws {
        let adjectives = ["Alolan", "Galarian", "Hisuian", "Paldean"]
        for game in manifest.games {
            for pokemon in game.pokemon {
                let forms = pokemon.forms ?? []
                var eggs: [String: String] = [:]
                for form in forms {
                    for way in form.ways ?? [] where way.method == GameManifest.Way.breeding {
                        let other = eggs.updateValue(form.name, forKey: way.text)
                        #expect(other == nil, "\(game.slug): \(way.text) for both \(other ?? "") and \(form.name)")
                    }
                    for way in form.ways ?? [] where way.method != GameManifest.Way.breeding {
                        for adjective in adjectives where way.text.hasPrefix("Evolve \(adjective) ") {
                            #expect(form.name.contains(adjective), "\(game.slug): \(form.name): \(way.text)")
                        }
                    }
                }
            }
        }
        let alolan = try form("meowth", "alola", in: "sword")
        #expect(alolan.ways?.contains { $0.text == "Breed Perrserker" } == false)
        #expect(alolan.ways?.contains { $0.text == "Breed Alolan Persian" } == true)
        #expect(try form("meowth", "galar", in: "sword").ways?.contains { $0.text == "Breed Perrserker" } == true)
    }

    /// The regional forms that pokemon_evolution.csv evolves from a regional form (`base_form_id` → `evolved_form_id`).
    private func regionalEvolutions() throws -> [(species: Int, form: String, base: String, isTrade: Bool)] {
        let pokemon = Dictionary(uniqueKeysWithValues: try PokeAPITables.rows("pokemon").map { ($0["id"] ?? "", $0) })
        let regions = ["alola", "galar", "hisui", "paldea"]
        return try PokeAPITables.rows("pokemon_evolution").compactMap { row in
            guard let evolved = pokemon[row["evolved_form_id"] ?? ""], let base = pokemon[row["base_form_id"] ?? ""],
                let identifier = evolved["identifier"], let species = evolved["species_id"].flatMap(Int.init),
                let region = regions.first(where: { identifier.hasSuffix("-\($0)") }),
                base["identifier"]?.hasSuffix("-\(region)") == true, let baseName = base["identifier"]
            else { return nil }
            return (species, region, baseName, row["evolution_trigger_id"] == "2")
        }
    }

    @Test func aRegionalFormEvolvesFromItsOwnFormWhereTheGameGivesIt() throws {
        let rows = try regionalEvolutions()
        #expect(rows.count >= 10)
        var checked = 0
        for game in manifest.games where game.slug != "national" {
            let listed = Dictionary(game.pokemon.map { ($0.spriteSlug, $0) }, uniquingKeysWith: { first, _ in first })
            for row in rows {
                let parts = row.base.split(separator: "-")
                let baseSpecies = parts.dropLast().joined(separator: "-")
                guard let base = listed[baseSpecies]?.forms?.first(where: { $0.form == row.form }),
                    base.availability == nil && listed[baseSpecies]?.availability == nil,
                    let species = game.pokemon.first(where: { $0.dexNumber == row.species }),
                    let evolved = species.forms?.first(where: { $0.form == row.form })
                else { continue }
                // A link trade is a way only of what nothing else gives (Scarlet's Alolan Golem is in Tera Raids).
                let ways = evolved.ways ?? species.ways ?? []
                if row.isTrade && !ways.isEmpty && evolved.availability == nil { continue }
                checked += 1
                #expect(evolved.notes != "In the Pokédex; the data has no location for it", "\(game.slug): \(evolved.name)")
                #expect(
                    ways.contains { $0.text.hasPrefix("Evolve \(base.name) (") },
                    "\(game.slug): \(evolved.name): \(ways.map(\.text))")
            }
        }
        #expect(checked >= 40)
        #expect(try form("slowbro", "galar", in: "sword").notes == "Evolve Galarian Slowpoke (Galarica Cuff)")
        #expect(try form("slowking", "galar", in: "shield").ways?.first?.text == "Evolve Galarian Slowpoke (Galarica Wreath)")
        #expect(try form("ninetales", "alola", in: "lets-go-eevee").notes == "Evolve Alolan Vulpix (Ice Stone)")
        #expect(try form("golem", "alola", in: "lets-go-pikachu").notes == "Evolve Alolan Graveler (trade)")
        #expect(try form("lycanroc", "dusk", in: "sword").notes == "Evolve Own Tempo Rockruff (level 25, dusk)")
    }

    @Test func aFormOnlyAnEventGaveIsOfTheClassEvent() throws {
        let eventForms = [
            "pikachu": [
                "original-cap", "hoenn-cap", "sinnoh-cap", "unova-cap", "kalos-cap", "alola-cap", "partner-cap", "world-cap",
            ],
            "floette": ["eternal"], "vivillon": ["fancy", "poke-ball"], "magearna": ["original"], "zarude": ["dada"],
        ]
        var seen = 0
        for game in manifest.games where game.slug != "national" {
            for pokemon in game.pokemon {
                for form in pokemon.forms ?? [] where eventForms[pokemon.spriteSlug]?.contains(form.form) == true {
                    seen += 1
                    // An event form a game's own play gives (Legends: Z-A's Eternal Floette) has its way there.
                    if form.availability == nil {
                        #expect(form.ways?.isEmpty == false, "\(game.slug): \(form.name)")
                    } else {
                        #expect(form.availability == Obtainability.event.rawValue, "\(game.slug): \(form.name)")
                        #expect(form.notes?.contains("event only") == true, "\(game.slug): \(form.name)")
                    }
                }
            }
        }
        #expect(seen >= 40)
        #expect(try form("floette", "eternal", in: "x").availability == Obtainability.event.rawValue)
        #expect(try form("floette", "eternal", in: "legends-za").availability == nil)
        #expect(try form("lycanroc", "dusk", in: "ultra-sun").notes == "Not in Ultra Sun: event only (Own Tempo Rockruff)")
        #expect(try manifest.pokemon("pikachu", in: "lets-go-pikachu").forms?.contains { $0.form.hasSuffix("-cap") } != true)
        let caps = try #require(try manifest.pokemon("pikachu", in: "national").forms).filter { $0.form.hasSuffix("-cap") }
        #expect(caps.count == 8 && caps.allSatisfy { $0.availability == Obtainability.event.rawValue })
    }

    @Test func aFormACaughtOneChangesIntoTakesTheSpeciesWays() throws {
        let changeable: Set<String> = ["rotom", "giratina", "tornadus", "thundurus", "landorus", "deoxys", "oricorio"]
        for game in manifest.games {
            for pokemon in game.pokemon where changeable.contains(pokemon.spriteSlug) {
                for form in pokemon.forms ?? [] where pokemon.availability == nil {
                    #expect(form.notes != "In the Pokédex; the data has no location for it", "\(game.slug): \(form.name)")
                }
            }
        }
        #expect(try form("rotom", "wash", in: "brilliant-diamond").ways == nil)
    }

    @Test func aFormACaughtOneChangesIntoSaysHowItTakesIt() throws {
        #expect(
            try form("burmy", "sandy", in: "platinum").notes
                == "Valley Windworks (Honey tree): its cloak turns Sandy after a battle in a cave or on sand")
        #expect(try form("burmy", "trash", in: "platinum").notes?.hasSuffix("after a battle inside a building") == true)
        #expect(
            try form("rotom", "heat", in: "platinum").notes?.hasSuffix(": a caught Rotom takes it from its household appliance")
                == true)
        #expect(try form("deerling", "summer", in: "black").notes?.hasSuffix("(summer: February, June, October)") == true)
        #expect(try form("oricorio", "pom-pom", in: "sun").notes == "Melemele Meadow (walking)", "met as itself")
        #expect(try form("giratina", "origin", in: "platinum").notes?.contains("Griseous Orb") == true)
    }

    @Test func aFormOnlyALinkTradeGivesIsATradeEvolution() throws {
        let small = try form("gourgeist", "small", in: "legends-za")
        #expect(small.availability == Obtainability.tradeEvolution.rawValue)
        #expect(small.notes == "Evolve Small Pumpkaboo (trade)")
        #expect(try form("gimmighoul", "roaming", in: "scarlet").availability == Obtainability.event.rawValue)
    }

    @Test func xAndYsFlabebeColoursAreTheirFlowers() throws {
        // PKHeX's X/Y tables: Route 4's yellow and red flowers, Route 7's grass, yellow and purple flowers.
        let places: [String: Set<String>] = [
            "": ["Route 4 (red flowers)"],
            "yellow": ["Route 4 (yellow flowers)", "Route 7 (yellow flowers)"],
            "blue": ["Route 7 (purple flowers)"],
            "orange": [
                "Route 4 (yellow flowers)", "Route 4 (red flowers)", "Route 7 (walking)", "Route 7 (yellow flowers)",
                "Route 7 (purple flowers)",
            ],
        ]
        for game in ["x", "y"] {
            for (colour, expected) in places {
                let flabebe = try form("flabebe", colour, in: game)
                let met = Set((flabebe.ways ?? []).filter { $0.place != nil }.map(\.text))
                #expect(met == expected, "\(game) \(flabebe.name): \(met)")
            }
        }
    }

    @Test func aFormNoWayHereGivesComesFromTheOtherVersionOrHome() throws {
        // Sword and Shield meet only East Sea Shellos and Gastrodon (PKHeX's tables); Omega Ruby's DexNav only West Sea
        // Shellos, Alpha Sapphire's only East Sea.
        for game in ["sword", "shield"] {
            let name = game == "sword" ? "Sword" : "Shield"
            for species in ["shellos", "gastrodon"] {
                let west = try form(species, "", in: game)
                #expect(west.notes == "Not in \(name): transfer from Pokémon HOME", "\(game) \(species)")
                #expect(west.availability == Obtainability.otherVersion.rawValue && west.ways == [])
                #expect(try form(species, "east", in: game).ways?.isEmpty == false)
            }
        }
        #expect(try form("shellos", "", in: "alpha-sapphire").notes == "Not in Alpha Sapphire: trade from Omega Ruby")
        #expect(try form("gastrodon", "east", in: "omega-ruby").notes == "Not in Omega Ruby: trade from Alpha Sapphire")
        #expect(try form("shellos", "", in: "omega-ruby").ways == nil)
        #expect(try manifest.pokemon("shellos", in: "omega-ruby").notes == "Route 103 (DexNav)")
        // Deerling's coat follows the seasons only in generation 5.
        #expect(
            try form("deerling", "autumn", in: "omega-ruby").notes
                == "Not in Omega Ruby: transfer from Black (Poké Transporter, then Pokémon Bank)")
    }

    @Test func scarletAndVioletsWildVivillonAreFancyAndMiniorsCoresAreAll() throws {
        // PKHeX's EncounterSlot9: a wild Scatterbug line is Fancy Pattern, a wild Minior any core.
        for game in ["scarlet", "violet"] {
            let fancy = try form("vivillon", "fancy", in: game)
            #expect(fancy.availability == nil && fancy.ways?.contains { $0.method == "walk" } == true, "\(game)")
            #expect(try form("vivillon", "", in: game).availability == Obtainability.otherVersion.rawValue)
            #expect(try form("vivillon", "poke-ball", in: game).availability == Obtainability.event.rawValue)
            for core in try #require(try manifest.pokemon("minior", in: game).forms) where core.form.hasSuffix("core") {
                #expect(core.ways?.contains { $0.place == "Coastal Biome" } == true, "\(game) \(core.name)")
            }
        }
        let zaMarine = try form("vivillon", "marine", in: "legends-za")
        #expect(zaMarine.ways?.map(\.text) == ["Evolve Spewpa (level 12)"], "the museum's Marine Spewpa")
        #expect(try form("vivillon", "polar", in: "legends-za").availability == Obtainability.otherVersion.rawValue)
    }

    @Test func everyFormAnEggOrEvolutionGivesLeadsBackToAPlace() throws {
        // An egg or an evolution only passes on a form: followed back through the forms it names, it reaches one that
        // a place, a gift or the species' own ways give.
        for game in manifest.games where game.slug != "national" {
            var byName: [String: (form: GameManifest.FormEntry, species: GameManifest.PokemonEntry)] = [:]
            for pokemon in game.pokemon {
                for form in pokemon.forms ?? [] { byName[form.name] = (form, pokemon) }
            }
            func isPassedOn(_ way: GameManifest.Way) -> Bool {
                way.method == GameManifest.Way.breeding || way.method == GameManifest.Way.evolution
            }
            func named(_ way: GameManifest.Way) -> String? {
                let words = way.text.split(separator: " ", maxSplits: 1).last.map(String.init) ?? ""
                return byName.keys.filter { words.hasPrefix($0 + " (") || words == $0 }.max { $0.count < $1.count }
            }
            func isGrounded(_ name: String, _ seen: Set<String>) -> Bool {
                guard let (form, species) = byName[name], !seen.contains(name) else { return false }
                guard let ways = form.ways else { return species.availability == nil }
                return ways.contains { way in
                    guard isPassedOn(way) else { return true }
                    guard let from = named(way) else { return true }
                    return isGrounded(from, seen.union([name]))
                }
            }
            for (name, entry) in byName where entry.form.availability == nil && entry.form.ways?.isEmpty == false {
                #expect(isGrounded(name, []), "\(game.slug): \(name): \(entry.form.ways?.map(\.text) ?? [])")
            }
        }
    }

    @Test func aVivillonPatternIsTheSystemRegionsInTheThreeDSGames() throws {
        for pattern in try #require(try manifest.pokemon("vivillon", in: "x").forms) where pattern.availability == nil {
            #expect(pattern.notes?.hasSuffix("the pattern of the region your system is set to; the others by trade") == true)
        }
    }
}
