import DexModel
import Foundation
import ManifestBuilder
import Testing

/// Every entry of Resources/corrections.json shows in the committed games.json, and the audited facts hold.
@Suite struct GameDataCorrectionsTests {
    let manifest: GameManifest
    let corrections: Corrections

    init() throws {
        manifest = try BundledManifest.load()
        corrections = try Corrections.load(from: Corrections.repositoryURL)
    }

    private func listed(_ slug: String, in game: String) throws -> GameManifest.PokemonEntry? {
        try manifest.game(game).pokemon.first { $0.spriteSlug == slug }
    }

    /// An added encounter an event-only entry also names (HeartGold's Enigma Stone Latios) is listed, never a way.
    @Test func everyAddedEncounterIsAWayOfItsPokemon() throws {
        #expect(!corrections.encounters.isEmpty)
        for correction in corrections.encounters {
            for game in correction.games {
                for species in correction.species {
                    let pokemon = try #require(try listed(species, in: game), "\(species) in \(game)")
                    let byEvent = corrections.eventOnly.contains { event in
                        event.games.contains(game) && event.location == correction.location
                            && event.species.map { $0.contains(species) } != false
                    }
                    if byEvent {
                        #expect(pokemon.availability != nil, "\(species) in \(game) needs an event")
                        #expect(pokemon.ways?.contains { $0.source == correction.source } != true, "\(species) in \(game)")
                        continue
                    }
                    #expect(pokemon.availability == nil, "\(species) in \(game) is obtainable")
                    #expect(pokemon.ways?.contains { $0.source == correction.source } == true, "\(species) in \(game)")
                }
            }
        }
    }

    @Test func everyEventOnlyPlaceGivesOnlyWhatItKeeps() throws {
        #expect(!corrections.eventOnly.isEmpty)
        for correction in corrections.eventOnly {
            for game in correction.games {
                var kept = 0
                // A correction naming its species leaves the place's other Pokémon as they are (Lostlorn Forest's).
                for pokemon in try manifest.game(game).pokemon
                where correction.species.map({ $0.contains(pokemon.spriteSlug) }) != false {
                    let there = pokemon.ways?.contains { $0.place?.hasPrefix(correction.place) == true } == true
                    if correction.exceptSpecies.contains(pokemon.spriteSlug) {
                        if there { kept += 1 }
                    } else {
                        #expect(!there, "\(pokemon.name) at \(correction.place) in \(game)")
                    }
                }
                #expect(kept == correction.exceptSpecies.count, "\(game)")
            }
        }
    }

    @Test func everyRequirementIsMetOrMakesThePokemonUnobtainable() throws {
        #expect(!corrections.requirements.isEmpty)
        for correction in corrections.requirements {
            for game in correction.games {
                // A species outside the regional dex that the requirement makes unobtainable is not listed at all.
                guard let pokemon = try listed(correction.species, in: game) else { continue }
                if pokemon.availability == nil {
                    #expect(pokemon.ways?.contains { $0.source == correction.source } == true, "\(game)")
                } else {
                    #expect(pokemon.availability == Obtainability.otherVersion.rawValue, "\(game): \(pokemon.notes)")
                }
            }
        }
    }

    @Test func everyRandomGiftIsAWayButNeverTheHint() throws {
        #expect(!corrections.randomGifts.isEmpty)
        for correction in corrections.randomGifts {
            for game in correction.games {
                let withIt = try manifest.game(game).pokemon.filter {
                    $0.ways?.contains { $0.source == correction.source } == true
                }
                #expect(!withIt.isEmpty, "\(game)")
                for pokemon in withIt {
                    #expect(pokemon.ways?.first?.source != correction.source, "\(pokemon.name) in \(game): \(pokemon.notes)")
                }
            }
        }
    }

    @Test func everyChoiceGroupIsInItsGames() throws {
        #expect(!corrections.choiceGroups.isEmpty)
        for correction in corrections.choiceGroups {
            for game in correction.games {
                let entry = try manifest.game(game)
                let group = try #require(
                    entry.choiceGroups?.first { $0.source == correction.source }, "\(correction.name) in \(game)")
                #expect(group.name == correction.name)
                let slugs = group.options.compactMap { option in
                    entry.pokemon.first { $0.dexNumber == option.dexNumber }?.spriteSlug
                }
                #expect(slugs == correction.options.map(\.species), "\(correction.name) in \(game)")
            }
        }
    }

    // The audited facts of the game data.

    @Test(arguments: ["gold", "silver", "crystal"])
    func bugCatchingContestGivesScytherAndPinsir(game: String) throws {
        for species in ["scyther", "pinsir"] {
            let pokemon = try #require(try listed(species, in: game))
            #expect(pokemon.availability == nil)
            #expect(pokemon.notes.contains("Bug-Catching Contest"), "\(pokemon.notes)")
        }
    }

    @Test(arguments: ["diamond", "pearl"])
    func giratinaIsInTurnbackCave(game: String) throws {
        let giratina = try #require(try listed("giratina", in: game))
        #expect(giratina.availability == nil)
        #expect(giratina.notes.hasPrefix("Turnback Cave"))
    }

    @Test func alteringCaveJohtoPokemonAreNotObtainableInFireRed() throws {
        for species in ["teddiursa", "mareep", "houndour", "smeargle", "stantler", "aipom", "pineco", "shuckle"] {
            let pokemon = try listed(species, in: "firered")
            #expect(pokemon == nil || pokemon?.availability != nil, "\(species): \(pokemon?.notes ?? "")")
        }
        #expect(try listed("zubat", in: "firered")?.notes == "Mt. Moon (1F), walking")
    }

    @Test(arguments: [("black", "Thundurus", "White"), ("white", "Tornadus", "Black")])
    func landorusNeedsBothVersions(game: String, lacking: String, other: String) throws {
        let landorus = try #require(try listed("landorus", in: game))
        #expect(landorus.availability == Obtainability.otherVersion.rawValue)
        #expect(landorus.notes.contains(lacking) && landorus.notes.contains(other), "\(landorus.notes)")
    }

    @Test(arguments: ["heartgold", "soulsilver"])
    func rayquazaNeedsKyogreAndGroudonFromBothVersions(game: String) throws {
        let rayquaza = try listed("rayquaza", in: game)
        #expect(rayquaza == nil || rayquaza?.availability != nil, "\(rayquaza?.notes ?? "")")
        #expect(try listed(game == "heartgold" ? "kyogre" : "groudon", in: game)?.availability == nil)
    }

    @Test func tradeEvolutionsAreALinkTradeNotObtainable() throws {
        for species in ["alakazam", "machamp", "golem", "gengar"] {
            let pokemon = try #require(try listed(species, in: "red"))
            #expect(pokemon.availability == Obtainability.tradeEvolution.rawValue, "\(species)")
        }
        #expect(try listed("scizor", in: "gold")?.availability == Obtainability.tradeEvolution.rawValue)
        // Derived from the trigger, not a list: no obtainable Pokémon's hint is an evolution by trade, and its ways
        // include one only after an evolution from the same Pokémon that one cartridge gives (Omega Ruby's Milotic).
        for game in manifest.games {
            for pokemon in game.pokemon where pokemon.availability == nil {
                let ways = pokemon.ways ?? []
                for (index, way) in ways.enumerated() where way.method == GameManifest.Way.tradeEvolution {
                    let from = way.text.prefix { $0 != "(" }
                    #expect(
                        ways[..<index].contains { $0.method != GameManifest.Way.tradeEvolution && $0.text.hasPrefix(from) },
                        "\(pokemon.name) in \(game.slug): \(way.text)")
                }
                #expect(!pokemon.notes.contains("(trade"), "\(pokemon.name) in \(game.slug): \(pokemon.notes)")
            }
        }
        // A species outside the regional dex that only a link trade gives is listed as one (Rhyperior in HeartGold).
        #expect(try listed("rhyperior", in: "heartgold")?.availability == Obtainability.tradeEvolution.rawValue)
    }

    @Test func choicesRuleOutWhatOnlyTheOtherOptionGives() throws {
        func group(_ name: String, _ game: String) throws -> [Int: [Int]] {
            let group = try #require(try manifest.game(game).choiceGroups?.first { $0.name == name }, "\(name) in \(game)")
            return Dictionary(uniqueKeysWithValues: group.options.map { ($0.dexNumber, $0.rulesOut) })
        }
        #expect(try group("Fighting Dojo gift", "red") == [106: [107], 107: [106]])
        // FireRed can breed Tyrogue from either, so the Dojo's choice rules nothing out there.
        #expect(try group("Fighting Dojo gift", "firered") == [106: [], 107: []])
        #expect(try group("Route 111 fossil", "emerald") == [345: [347, 348], 347: [345, 346]])
        #expect(try group("Roaming eon Pokémon", "emerald") == [380: [381], 381: [380]])
        #expect(try group("Johto starter from Professor Birch", "emerald")[152] == [155, 156, 157, 158, 159, 160])
        #expect(try group("Eevee's evolution", "blue")[134] == [135, 136])
    }

    @Test func everyWayOfAPlaceIsListed() throws {
        func at(_ place: String, _ game: String) throws -> Set<String> {
            Set(try manifest.game(game).pokemon.filter { $0.ways?.contains { $0.place == place } == true }.map(\.spriteSlug))
        }
        #expect(try at("Route 12", "firered").isSuperset(of: ["oddish", "gloom", "venonat"]))
        #expect(try at("Route 30", "heartgold").count >= 5)
        #expect(try listed("sentret", in: "heartgold")?.notes == "Route 29 (walking, morning/day)")
    }
}
