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
