import DexModel
import Foundation
import Testing

/// Rules an audit against the games' own data caught, checked over every game of the committed games.json: what cannot
/// breed has no egg way, a place that gives a Pokémon at one time only says when.
@Suite struct AuditedWaysManifestTests {
    let manifest: GameManifest

    init() throws {
        manifest = try BundledManifest.load()
    }

    @Test func noWayBreedsAPokemonThatCannotBreed() throws {
        let cannotBreed: Set<String> = [
            "Nidorina", "Nidoqueen", "Unown", "Nihilego", "Buzzwole", "Pheromosa", "Xurkitree", "Celesteela", "Kartana",
            "Guzzlord", "Poipole", "Naganadel", "Stakataka", "Blacephalon", "Great Tusk", "Iron Treads", "Gimmighoul",
            "Gholdengo", "Mewtwo", "Mew", "Zacian", "Pichu",
        ]
        var checked = 0
        for game in manifest.games {
            for pokemon in game.pokemon {
                for way in (pokemon.ways ?? []) + (pokemon.forms ?? []).flatMap({ $0.ways ?? [] })
                where way.method == GameManifest.Way.breeding {
                    checked += 1
                    let parent = String(way.text.dropFirst("Breed ".count).prefix { $0 != "(" })
                        .components(separatedBy: " holding ")[0]
                    #expect(!cannotBreed.contains(parent), "\(game.slug): \(pokemon.name): \(way.text)")
                }
            }
        }
        #expect(checked > 1000)
        #expect(try manifest.pokemon("poipole", in: "ultra-sun").ways?.map(\.text) == ["Gift: Ultra Megalopolis"])
        #expect(try manifest.pokemon("gimmighoul", in: "scarlet").ways?.contains { $0.method == "breeding" } == false)
    }

    @Test func aHintNamesTheItemOrTheOtherVersionsEventItNeeds() throws {
        for game in ["x", "y"] {
            #expect(try manifest.pokemon("aerodactyl", in: game).notes == "Revive Old Amber: Ambrette Town", "\(game)")
        }
        for game in ["scarlet", "violet"] {
            #expect(try manifest.pokemon("iron-leaves", in: game).notes.hasSuffix("(Violet's Tera Raid Battle events)"))
            #expect(try manifest.pokemon("walking-wake", in: game).notes.hasSuffix("(Scarlet's Tera Raid Battle events)"))
        }
    }

    @Test func aPlaceThatGivesAPokemonAtOneTimeOnlySaysWhen() throws {
        for game in ["diamond", "pearl", "platinum"] {
            let rotom = try manifest.pokemon("rotom", in: game)
            #expect(rotom.notes.hasPrefix("Old Chateau (2F left room), static encounter") && rotom.notes.hasSuffix("night"))
        }
    }
}

/// Let's Go's gifts of PKHeX's lists are ways, found by `dex where`'s places.
@Suite struct LetsGoGiftsManifestTests {
    @Test func silphCosLaprasIsAGift() throws {
        let manifest = try BundledManifest.load()
        for game in ["lets-go-pikachu", "lets-go-eevee"] {
            let lapras = try manifest.pokemon("lapras", in: game)
            #expect(lapras.ways?.contains { $0.method == "gift" && $0.place == "Silph Co." } == true, "\(game)")
            #expect(lapras.notes == "Gift: Silph Co.", "\(game)")
        }
    }
}
