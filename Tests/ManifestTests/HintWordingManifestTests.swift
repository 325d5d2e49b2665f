import DexModel
import Foundation
import ManifestBuilder
import Testing

/// The hints and ways of every game of the committed games.json are words a player reads: what a trade asks for, no
/// identifier of the tables, no slip in their prose, and a roaming Pokémon says it roams and where.
@Suite struct HintWordingManifestTests {
    let manifest: GameManifest

    init() throws {
        manifest = try BundledManifest.load()
    }

    /// Every hint and way text of every game, with where it comes from.
    private var texts: [(text: String, method: String?, place: String?, at: String)] {
        manifest.games.flatMap { game in
            game.pokemon.flatMap { pokemon in
                [(pokemon.notes, nil, nil, "\(game.slug): \(pokemon.name)")]
                    + (pokemon.ways ?? []).map { ($0.text, $0.method, $0.place, "\(game.slug): \(pokemon.name)") }
            }
        }
    }

    @Test func anInGameTradeNamesWhatItAsksForOrNothing() throws {
        var trades = 0
        for (text, method, _, at) in texts {
            #expect(!text.contains("(give )") && !text.contains("give ,") && !text.contains("give )"), "\(at): \(text)")
            if method == "npc-trade" { trades += 1 }
        }
        #expect(trades > 100)
        let rattata = try manifest.pokemon("rattata", in: "lets-go-pikachu")
        #expect(rattata.ways?.contains { $0.text == "In-game trade: Cerulean City (give Rattata)" } == true)
    }

    /// Ultra Sun/Ultra Moon's trades: no source at hand says what they ask for (docs/data.md), so their hint names the
    /// place alone. When the facts come, this list empties and the rule below holds for them too.
    private static let tradesWithoutKnownAsks: Set<String> = ["ultra-sun", "ultra-moon"]

    /// One wording for every in-game trade of every game, forms included: "In-game trade: PLACE (give POKÉMON)", the
    /// place whole as the way's place says it, then what the trade asks for, then any other detail.
    @Test func everyInGameTradeNamesItsPlaceAndThenWhatItAsksFor() throws {
        var checked: [String: Int] = [:]
        for game in manifest.games {
            for pokemon in game.pokemon {
                let ways = (pokemon.ways ?? []) + (pokemon.forms ?? []).flatMap { $0.ways ?? [] }
                for way in ways where way.method == "npc-trade" {
                    let at = "\(game.slug): \(pokemon.name): \(way.text)"
                    let place = try #require(way.place, "\(at): no place")
                    #expect(!place.isEmpty && place != "place unknown", "\(at)")
                    let prefix = "In-game trade: \(place) "
                    if Self.tradesWithoutKnownAsks.contains(game.slug) {
                        #expect(way.text == "In-game trade: \(place)", "\(at)")
                        continue
                    }
                    #expect(way.text.hasPrefix(prefix + "(give "), "\(at)")
                    let inside = way.text.dropFirst(prefix.count)
                    #expect(inside.hasSuffix(")") && inside.dropFirst().dropLast().allSatisfy { !"()".contains($0) }, "\(at)")
                    let asked = inside.dropFirst("(give ".count).prefix { $0 != "," && $0 != ")" }
                    #expect(!asked.trimmingCharacters(in: .whitespaces).isEmpty, "\(at)")
                    checked[game.slug, default: 0] += 1
                }
            }
        }
        for slug in ["red", "yellow", "crystal", "emerald", "firered", "black-2", "sun", "moon", "lets-go-pikachu", "sword"]
            + ["brilliant-diamond", "shining-pearl"]
        {
            #expect(checked[slug, default: 0] > 0, "\(slug) has no in-game trade: the rule checks nothing there")
        }
        for slug in Self.tradesWithoutKnownAsks {
            #expect(try manifest.game(slug).pokemon.contains { $0.ways?.contains { $0.method == "npc-trade" } == true })
        }
    }

    @Test func theTradesThatWereWordedApartReadAsTheRestDo() throws {
        for (game, slug, text) in [
            ("red", "mr-mime", "In-game trade: Route 2 (north, towards Pewter City) (give Abra)"),
            ("firered", "seel", "In-game trade: Cinnabar Lab (Cinnabar Island) (give Ponyta)"),
            ("crystal", "onix", "In-game trade: Violet City (Southwest House) (give Bellsprout)"),
            ("sword", "yamask", "In-game trade: Ballonlea (Gym) (give Galarian Yamask)"),
            ("shield", "meowth", "In-game trade: Turffield (Gym) (give Galarian Meowth)"),
            ("sun", "machop", "In-game trade: Route 2 (give Spearow)"),
            ("moon", "graveler", "In-game trade: Tapu Village (give Haunter)"),
            ("sun", "steenee", "In-game trade: Seafolk Village (give Granbull)"),
            ("brilliant-diamond", "abra", "In-game trade: Oreburgh City (give Machop)"),
            ("shining-pearl", "chatot", "In-game trade: Eterna City (give Buizel)"),
            ("brilliant-diamond", "haunter", "In-game trade: Snowpoint City (give Medicham)"),
            ("shining-pearl", "magikarp", "In-game trade: Route 226 (give Finneon)"),
        ] {
            let pokemon = try manifest.pokemon(slug, in: game)
            #expect(pokemon.ways?.contains { $0.method == "npc-trade" && $0.text == text } == true, "\(game): \(slug)")
        }
    }

    @Test func noHintSpellsAMethodAsTheTablesIdentifier() throws {
        var methods = Set<String>()
        for (text, method, _, at) in texts {
            guard let method, method != GameManifest.Way.evolution, method != GameManifest.Way.breeding,
                method != GameManifest.Way.tradeEvolution
            else { continue }
            methods.insert(method)
            let words = try #require(WayMethod.knownWords(method), "\(at): the method '\(method)' has no words")
            if words.split(separator: " ").contains(Substring(method)) { continue }  // "gift", "static encounter"
            let tokens = text.split { " ,()".contains($0) }
            #expect(!tokens.contains(Substring(method)), "\(at): \(text)")
        }
        for method in ["max-raid", "sos", "overworld", "wanderer", "dynamax-adventure", "island-scan", "bubbling-spots"] {
            #expect(methods.contains(method), "\(method) no longer met: the test checks nothing for it")
        }
    }

    @Test func noHintCarriesASlipOfTheTablesProse() throws {
        for (text, _, _, at) in texts {
            for slip in ["unsuccesfully", "Trapunch", ".)", "..", "  "] {
                #expect(!text.contains(slip), "\(at): \(text)")
            }
        }
        let articuno = try manifest.pokemon("articuno", in: "x")
        #expect(articuno.ways?.contains { $0.text.contains("unsuccessfully battled 11 times") } == true)
    }

    @Test func aRoamingPokemonSaysItRoamsAndWhere() throws {
        var roamers = 0
        for (text, method, place, at) in texts where method?.hasPrefix("roaming-") == true {
            roamers += 1
            let region = try #require(place, "\(at): \(text) has no place")
            #expect(region.hasPrefix("Roaming "), "\(at): \(text)")
            #expect(text.hasPrefix(region) && text.contains("roaming"), "\(at): \(text)")
        }
        #expect(roamers > 40)
        for (game, slug, hint) in [
            ("black", "tornadus", "Roaming Unova (roaming in grass, met Tornadus or Thundurus in a cutscene)"),
            ("white", "thundurus", "Roaming Unova (roaming in grass, met Tornadus or Thundurus in a cutscene)"),
            ("brilliant-diamond", "mesprit", "Roaming Sinnoh (roaming in grass)"),
            ("shining-pearl", "cresselia", "Roaming Sinnoh (roaming in grass)"),
        ] {
            #expect(try manifest.pokemon(slug, in: game).notes == hint, "\(game): \(slug)")
        }
        #expect(try manifest.pokemon("zapdos", in: "x").notes.hasPrefix("Roaming Kalos"))
    }
}

/// Version exclusives of the corrections and the starter choice, in every game they name.
@Suite struct ExclusivesAndStarterManifestTests {
    let manifest: GameManifest
    let corrections: Corrections

    init() throws {
        manifest = try BundledManifest.load()
        corrections = try Corrections.load(from: Corrections.repositoryURL)
    }

    @Test func everyVersionExclusiveIsTradedFromTheVersionThatHasIt() throws {
        for rule in corrections.versionExclusives {
            let only = try manifest.game(rule.only)
            for slug in rule.species {
                let own = try manifest.pokemon(slug, in: rule.only)
                #expect(own.availability == nil, "\(slug) in \(rule.only): \(own.notes)")
                for game in rule.notIn {
                    let pokemon = try manifest.pokemon(slug, in: game)
                    #expect(pokemon.availability == Obtainability.otherVersion.rawValue, "\(slug) in \(game)")
                    #expect(
                        pokemon.notes.hasSuffix("trade from \(only.name.replacing("Pokémon ", with: ""))"), "\(pokemon.notes)")
                }
            }
        }
    }

    @Test func scarletAndVioletKeepTheirLaterExclusives() throws {
        for slug in ["stonjourner", "gouging-fire", "raging-bolt", "gligar", "cranidos"] {
            #expect(try manifest.pokemon(slug, in: "violet").notes == "Not in Violet: trade from Scarlet", "\(slug)")
        }
        for slug in ["eiscue", "iron-boulder", "iron-crown", "aipom", "shieldon"] {
            #expect(try manifest.pokemon(slug, in: "scarlet").notes == "Not in Scarlet: trade from Violet", "\(slug)")
        }
    }

    /// Legends: Arceus gives the other two starters later (its space-time distortions): the choice rules nothing out
    /// there, while Scarlet withholds the other two lines.
    @Test func aStarterChoiceRulesOutOnlyWhatTheGameWithholds() throws {
        let hisui = try manifest.game("legends-arceus")
        #expect(hisui.pokemon.allSatisfy { ($0.excludedForStarters ?? []).isEmpty })
        for slug in ["cyndaquil", "quilava", "typhlosion", "rowlet", "oshawott"] {
            #expect(try manifest.pokemon(slug, in: "legends-arceus").availability == nil, "\(slug)")
        }
        #expect(try manifest.pokemon("fuecoco", in: "scarlet").excludedForStarters == ["sprigatito", "quaxly"])
    }
}
