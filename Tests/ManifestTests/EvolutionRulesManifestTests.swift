import DexModel
import Foundation
import Testing

@testable import ManifestBuilder

/// The evolution rules of the committed games.json, checked over every game against pokemon_evolution.csv: trade
/// evolutions are listed as a link trade, an evolution that needs what a game lacks is not a plain one, a Pokémon is
/// never only in the other version of a pair in both, and the national hints follow the games' own lists.
@Suite(.enabled(if: PokeAPITables.isAvailable, Comment(rawValue: PokeAPITables.skipMessage)))
struct EvolutionRulesManifestTests {
    let manifest: GameManifest
    let evolutions: [[String: String]]
    /// species id → the species it evolves from.
    let evolvesFrom: [Int: Int]
    let generationOf: [Int: Int]
    /// version slug → the release order of its version group.
    let orderOfGame: [String: Int]
    /// version group id → its release order.
    let orderOfGroup: [String: Int]
    /// version slug → the items.csv ids of the trade-evolution items the game never gives (`HeldItemGaps`).
    let lackingItems: [String: Set<String>]
    /// items.csv id → English name.
    let itemNames: [String: String]

    /// pokemon_evolution.csv's trigger id of an evolution by link trade.
    static let tradeTrigger = "2"
    /// The games without a clock (generation 1, FireRed/LeafGreen: Bulbapedia, Time, Generation III).
    static let gamesWithoutClock = ["red", "blue", "yellow", "firered", "leafgreen"]
    /// The games whose partner Pokémon never evolves (Bulbapedia, Partner Pokémon).
    static let partners = ["yellow": "pikachu", "lets-go-pikachu": "pikachu", "lets-go-eevee": "eevee"]
    /// The games that raise contest conditions, by Pokéblocks or Poffins (Game Rant, How to Evolve Feebas into Milotic;
    /// PKHeX's Brilliant Diamond/Shining Pearl Poffins): beauty evolves there.
    static let gamesWithBeauty: Set<String> = [
        "ruby", "sapphire", "emerald", "diamond", "pearl", "platinum", "omega-ruby", "alpha-sapphire",
        "brilliant-diamond", "shining-pearl",
    ]

    init() throws {
        manifest = try BundledManifest.load()
        evolutions = try PokeAPITables.rows("pokemon_evolution")
        let species = try PokeAPITables.rows("pokemon_species")
        evolvesFrom = Dictionary(
            uniqueKeysWithValues: species.compactMap { row in
                guard let id = Int(row["id"] ?? ""), let from = Int(row["evolves_from_species_id"] ?? "") else { return nil }
                return (id, from)
            })
        generationOf = Dictionary(
            uniqueKeysWithValues: species.compactMap { row in
                guard let id = Int(row["id"] ?? ""), let generation = Int(row["generation_id"] ?? "") else { return nil }
                return (id, generation)
            })
        let groups = try PokeAPITables.rows("version_groups")
        orderOfGroup = Dictionary(uniqueKeysWithValues: groups.map { ($0["id"] ?? "", Int($0["order"] ?? "") ?? 0) })
        orderOfGame = Dictionary(
            uniqueKeysWithValues: try PokeAPITables.rows("versions").map { [orderOfGroup] row in
                (row["identifier"] ?? "", orderOfGroup[row["version_group_id"] ?? ""] ?? 0)
            })
        // items.csv names a few berries twice; the generator keeps the last.
        let itemIds = Dictionary(
            try PokeAPITables.rows("items").map { ($0["identifier"] ?? "", $0["id"] ?? "") },
            uniquingKeysWith: { _, last in last })
        lackingItems = HeldItemGaps.gaps.reduce(into: [:]) { result, gap in
            for game in gap.games { result[game, default: []].insert(itemIds[gap.item] ?? gap.item) }
        }
        itemNames = Dictionary(
            try PokeAPITables.rows("item_names").filter { $0["local_language_id"] == "9" }.map {
                ($0["item_id"] ?? "", $0["name"] ?? "")
            },
            uniquingKeysWith: { first, _ in first })
    }

    private var games: [GameManifest.Entry] { manifest.games.filter { $0.slug != "national" } }

    private func entries(_ game: GameManifest.Entry) -> [Int: GameManifest.PokemonEntry] {
        Dictionary(uniqueKeysWithValues: game.pokemon.map { ($0.dexNumber, $0) })
    }

    /// The trade rows that apply to `game` as the tables give them: not newer than it, for no particular place,
    /// region or form, asking for no held item where Pokémon hold none or that the game never gives.
    private func tradeRows(in game: GameManifest.Entry) -> [[String: String]] {
        let order = orderOfGame[game.slug] ?? 0
        return evolutions.filter { row in
            let item = row["held_item_id"] ?? ""
            return row["evolution_trigger_id"] == Self.tradeTrigger
                && (orderOfGroup[row["version_group_id"] ?? ""] ?? 0) <= order
                && ["location_id", "region_id", "base_form_id"].allSatisfy { (row[$0] ?? "").isEmpty }
                && !(game.slug.hasPrefix("lets-go") && !item.isEmpty)
                && lackingItems[game.slug]?.contains(item) != true
        }
    }

    @Test func everyTradeEvolutionWithinReachIsListedAsALinkTrade() throws {
        var checked = 0
        for game in games where game.slug != "legends-arceus" {  // its Linking Cord makes them plain evolutions
            let listed = entries(game)
            func withinReach(_ id: Int?) -> Bool {
                guard let id, let entry = listed[id] else { return false }
                return entry.availability == nil || entry.availability == Obtainability.tradeEvolution.rawValue
            }
            // Repeated so that two trades in a row (Porygon, Porygon2, Porygon-Z) are checked in any order.
            var reached = Set(listed.keys.filter { withinReach($0) })
            var changed = true
            while changed {
                changed = false
                for row in tradeRows(in: game) {
                    guard let evolved = Int(row["evolved_species_id"] ?? ""), let from = evolvesFrom[evolved],
                        (generationOf[evolved] ?? 99) <= game.generation, reached.contains(from),
                        Int(row["trade_species_id"] ?? "").map(reached.contains) ?? true
                    else { continue }
                    let entry = try #require(listed[evolved], "\(game.slug): species \(evolved) from \(from) by trade")
                    #expect(withinReach(evolved), "\(game.slug): \(entry.name) is \(entry.availability ?? "")")
                    checked += 1
                    if reached.insert(evolved).inserted { changed = true }
                }
            }
        }
        #expect(checked > 400)
    }

    @Test func tradeEvolutionsNeedingAnItemOrTwoTradesAreListed() throws {
        let tradeEvolution = Obtainability.tradeEvolution.rawValue
        for (species, game) in [("steelix", "firered"), ("scizor", "firered"), ("alakazam", "omega-ruby")] {
            #expect(try manifest.pokemon(species, in: game).availability == tradeEvolution, "\(species) in \(game)")
        }
        let porygonZ = try manifest.pokemon("porygon-z", in: "platinum")
        #expect(porygonZ.availability == tradeEvolution)
        #expect(porygonZ.notes == "Evolve Porygon2 (trade, holding Dubious Disc)")
        #expect(try manifest.pokemon("steelix", in: "firered").notes == "Evolve Onix (trade, holding Metal Coat)")
    }

    @Test func noPokemonIsOnlyInTheOtherVersionOfAPairInBoth() throws {
        let byGroup = Dictionary(grouping: games) { orderOfGame[$0.slug] ?? 0 }
        var pairs = 0
        for pair in byGroup.values where pair.count == 2 {
            pairs += 1
            let (first, second) = (entries(pair[0]), entries(pair[1]))
            let names = pair.map { $0.name.replacingOccurrences(of: "Pokémon ", with: "") }
            for (id, entry) in first where entry.availability == Obtainability.otherVersion.rawValue {
                guard let other = second[id], other.availability == Obtainability.otherVersion.rawValue else { continue }
                // Both may come from a third game (Gold and Silver's Bulbasaur from Yellow), or each need a Pokémon
                // of the other (Landorus), but neither is only in the other.
                func onlyIn(_ name: String, _ notes: String) -> Bool {
                    notes.hasSuffix(": trade from \(name)") || notes.hasSuffix(" traded from \(name)")
                }
                let fromEachOther = onlyIn(names[1], entry.notes) && onlyIn(names[0], other.notes)
                #expect(!fromEachOther, "\(entry.name) in \(names)")
            }
        }
        #expect(pairs >= 15)
        for game in ["x", "y"] {
            let aerodactyl = try manifest.pokemon("aerodactyl", in: game)
            #expect(aerodactyl.availability == nil, "Aerodactyl in \(game)")
            #expect(aerodactyl.ways?.contains { $0.place == "Ambrette Town" } == true, "Aerodactyl in \(game)")
        }
    }

    @Test func noDayOrNightEvolutionIsPlainInAGameWithoutAClock() throws {
        let timed = Set(
            evolutions.filter { !($0["time_of_day"] ?? "").isEmpty }.compactMap { Int($0["evolved_species_id"] ?? "") })
        #expect(timed.count > 10)
        for slug in Self.gamesWithoutClock {
            for pokemon in try manifest.game(slug).pokemon where pokemon.availability == nil {
                for way in pokemon.ways ?? [] where way.method == "evolution" {
                    #expect(!way.text.hasSuffix(", day)") && !way.text.hasSuffix(", night)"), "\(slug): \(way.text)")
                }
                if timed.contains(pokemon.dexNumber) {
                    #expect(pokemon.ways?.contains { $0.method != "evolution" } == true, "\(slug): \(pokemon.name)")
                }
            }
        }
        for slug in ["firered", "leafgreen"] {
            for species in ["espeon", "umbreon"] {
                let listed = try manifest.game(slug).pokemon.first { $0.spriteSlug == species }
                #expect(listed == nil || listed?.availability != nil, "\(species) in \(slug)")
            }
        }
    }

    /// Beauty evolves only where contest conditions rise; there an obtainable Feebas makes Milotic obtainable, and
    /// the Prism Scale trade of later games is not its hint.
    @Test func anEvolutionByBeautyIsPlainOnlyWhereContestConditionsRise() throws {
        let byBeauty = evolutions.filter { !($0["minimum_beauty"] ?? "").isEmpty }
        #expect(!byBeauty.isEmpty)
        var checked = 0
        for game in games {
            let listed = entries(game)
            for pokemon in game.pokemon {
                for way in pokemon.ways ?? [] where way.text.contains("high beauty") {
                    #expect(Self.gamesWithBeauty.contains(game.slug), "\(game.slug): \(way.text)")
                }
            }
            guard Self.gamesWithBeauty.contains(game.slug) else { continue }
            for row in byBeauty {
                guard let evolved = Int(row["evolved_species_id"] ?? ""), let from = evolvesFrom[evolved],
                    let source = listed[from], source.availability == nil
                else { continue }
                let entry = try #require(listed[evolved], "\(game.slug): species \(evolved)")
                #expect(entry.availability == nil, "\(game.slug): \(entry.name) is \(entry.availability ?? "")")
                #expect(entry.notes == "Evolve \(source.name) (level up, high beauty)", "\(game.slug): \(entry.notes)")
                checked += 1
            }
        }
        #expect(checked >= 8)
        #expect(try manifest.pokemon("milotic", in: "emerald").notes == "Evolve Feebas (level up, high beauty)")
        #expect(try manifest.pokemon("milotic", in: "omega-ruby").notes == "Evolve Feebas (level up, high beauty)")
        #expect(try manifest.pokemon("milotic", in: "black").ways?.contains { $0.text.contains("beauty") } != true)
    }

    /// Where beauty and the Prism Scale both work (Omega Ruby, Alpha Sapphire), Milotic lists both: the beauty rule
    /// first, as its hint, then the link trade. In every game an obtainable species lists a link trade only after the
    /// ways one cartridge gives, and only from a Pokémon listed there that evolves into it another way too.
    @Test func aLinkTradeIsASecondWayBesideTheGamesOwnEvolution() throws {
        for game in ["omega-ruby", "alpha-sapphire"] {
            let milotic = try manifest.pokemon("milotic", in: game)
            #expect(milotic.availability == nil, "\(game): \(milotic.notes)")
            #expect(
                milotic.ways?.map(\.text) == [
                    "Evolve Feebas (level up, high beauty)", "Evolve Feebas (trade, holding Prism Scale)",
                ], "\(game)")
        }
        for game in ["emerald", "platinum", "brilliant-diamond"] {
            let ways = try manifest.pokemon("milotic", in: game).ways?.map(\.text)
            #expect(ways == ["Evolve Feebas (level up, high beauty)"], "\(game)")
        }
        var seconds = 0
        for game in games {
            let listed = Dictionary(game.pokemon.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for pokemon in game.pokemon where pokemon.availability == nil {
                let ways = pokemon.ways ?? []
                guard let first = ways.firstIndex(where: { $0.method == GameManifest.Way.tradeEvolution }) else { continue }
                seconds += 1
                #expect(first > 0, "\(game.slug): \(pokemon.name)")
                for way in ways[first...] {
                    #expect(way.method == GameManifest.Way.tradeEvolution, "\(game.slug): \(pokemon.name): \(way.text)")
                    let from = try #require(way.text.split(separator: " (").first?.dropFirst("Evolve ".count))
                    #expect(listed[String(from)]?.availability == nil, "\(game.slug): \(pokemon.name): \(way.text)")
                    #expect(
                        ways[..<first].contains { $0.text.hasPrefix("Evolve \(from) (") },
                        "\(game.slug): \(pokemon.name): \(way.text)")
                }
            }
        }
        #expect(seconds >= 2)
    }

    /// A trade evolution holding an item the game never gives (`HeldItemGaps`) is no way there: Brilliant Diamond's
    /// Milotic evolves by beauty, never by a Prism Scale trade.
    @Test func noTradeEvolutionHoldsAnItemTheGameNeverGives() throws {
        #expect(!lackingItems.isEmpty)
        var checked = 0
        for game in games {
            let names = (lackingItems[game.slug] ?? []).compactMap { itemNames[$0] }
            #expect(names.count == lackingItems[game.slug]?.count ?? 0, "\(game.slug): an item without a name")
            for pokemon in game.pokemon {
                for way in pokemon.ways ?? [] {
                    for name in names {
                        #expect(!way.text.contains("holding \(name)"), "\(game.slug): \(pokemon.name): \(way.text)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 0)
        for game in ["brilliant-diamond", "shining-pearl"] {
            let milotic = try manifest.pokemon("milotic", in: game)
            #expect(milotic.availability == nil, "\(game): \(milotic.notes)")
            #expect(milotic.notes == "Evolve Feebas (level up, high beauty)", "\(game): \(milotic.notes)")
        }
        #expect(try manifest.pokemon("milotic", in: "sun").notes == "Evolve Feebas (trade, holding Prism Scale)")
    }

    @Test func aPartnerThatWillNotEvolveGivesNoEvolution() throws {
        for (slug, partner) in Self.partners {
            let game = try manifest.game(slug)
            let pokemon = try manifest.pokemon(partner, in: slug)
            let onlyTheGift = pokemon.ways?.allSatisfy { $0.method == "gift" } ?? true
            for evolved in game.pokemon where evolved.availability == nil {
                let byPartner = evolved.ways?.contains { $0.text.hasPrefix("Evolve \(pokemon.name) (") } == true
                #expect(!(onlyTheGift && byPartner), "\(slug): \(evolved.name)")
            }
        }
        let raichu = try manifest.pokemon("raichu", in: "yellow")
        #expect(raichu.availability == Obtainability.otherVersion.rawValue)
        #expect(try manifest.pokemon("raichu", in: "lets-go-pikachu").availability == nil)
    }

    @Test func nationalHintsFollowTheGamesLists() throws {
        let national = try manifest.game("national")
        for pokemon in national.pokemon {
            for game in games {
                guard let entry = game.pokemon.first(where: { $0.dexNumber == pokemon.dexNumber }), entry.availability == nil
                else { continue }
                let name = game.name.replacingOccurrences(of: "Pokémon ", with: "")
                #expect(pokemon.notes.contains(name), "\(pokemon.name): \(name)")
            }
        }
        func hint(_ name: String) throws -> String {
            try #require(national.pokemon.first { $0.name == name }, "\(name)").notes
        }
        #expect(try !hint("Raichu").contains("Yellow"))
        #expect(try hint("Aerodactyl").contains("X/Y"))
        #expect(try hint("Giratina").contains("Brilliant Diamond/Shining Pearl"))
        #expect(try !hint("Espeon").contains("FireRed"))
        #expect(try !hint("Alakazam").contains("Omega Ruby"))
    }
}
