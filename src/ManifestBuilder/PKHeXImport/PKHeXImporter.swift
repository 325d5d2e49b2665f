import Foundation

/// `manifest-gen import-pkhex`: reads PKHeX's encounter tables for the games PokeAPI has no or few encounters for and
/// gives the facts as `ImportedEncounters` (docs/data.md, Places from PKHeX's tables). Only facts are taken:
/// species, form, levels, place, method; the tables' layout is read as PKHeX's loaders describe it.
public struct PKHeXImporter {
    let folder: PKHeXFolder
    /// PokeAPI species id (= national number, as PKHeX numbers species) → identifier.
    let speciesIdentifiers: [Int: String]
    let commit: String

    public init(pkhexFolder: URL, pokeAPIFolder: URL, commit: String) throws {
        folder = PKHeXFolder(url: pkhexFolder)
        var identifiers: [Int: String] = [:]
        try CSVTable(named: "pokemon_species", in: pokeAPIFolder).forEachRow { row in
            identifiers[try row.int("id")] = try row.string("identifier")
        }
        speciesIdentifiers = identifiers
        self.commit = commit
    }

    /// A raw fact before merging: one slot of one table.
    struct Slot {
        let games: [String]
        let place: String
        let method: String
        let species: Int
        let form: Int
        let minLevel: Int
        let maxLevel: Int
        let table: String
        /// Kept only for a species the game gives no other way (raids, outbreaks).
        var isFallback = false
        /// What an in-game trade asks for (PokeAPI identifiers).
        var asks: [String] = []
    }

    public func run() throws -> ImportedEncounters {
        var slots: [Slot] = []
        slots += try ScarletVioletTables(folder: folder).slots()
        slots += try BrilliantDiamondTables(folder: folder).slots()
        slots += try LegendsArceusTables(folder: folder).slots()
        slots += try LegendsZATables(folder: folder).slots()
        slots += try OmegaRubyTables(folder: folder).slots()
        slots += try LetsGoTables(folder: folder).slots()
        slots += try InGameTradeTables(folder: folder).slots()
        return ImportedEncounters(
            about: """
                Encounters of Omega Ruby/Alpha Sapphire (beside PokeAPI's few), Let's Go's gifts and static encounters \
                (beside PokeAPI's), Brilliant Diamond/Shining Pearl, Legends: Arceus, Scarlet/Violet (with The Teal Mask and \
                The Indigo Disk) and Legends: Z-A (with Mega Dimension), which PokeAPI's tables lack: facts read from \
                PKHeX's legality tables (https://github.com/kwsch/PKHeX, commit \(commit), GPL-3.0; facts only, no \
                code) by `manifest-gen import-pkhex` (make import-pkhex). Species are PokeAPI identifiers; form is \
                PKHeX's form number where not the default (31: any form, drawn at random). docs/data.md, Places from PKHeX's tables.
                """,
            sources: Self.sources, encounters: try merge(slots))
    }

    static let sources: [String: String] = [
        "sv-wild": "PKHeX encounter_wild_paldea.pkl: Scarlet/Violet wild spawns (Paldea, Kitakami, Blueberry Academy)",
        "sv-fixed": "PKHeX encounter_fixed_paldea.pkl: Scarlet/Violet fixed overworld Pokémon",
        "sv-listed": "PKHeX Encounters9.cs: Scarlet/Violet gifts and static encounters",
        "sv-raid": "PKHeX encounter_gem_*.pkl: Scarlet/Violet Tera Raid Battles (only for species no other place gives)",
        "bdsp-wild": "PKHeX encounter_bd.pkl, encounter_sp.pkl: Brilliant Diamond/Shining Pearl wild slots",
        "bdsp-underground": "PKHeX encounter_*_underground.pkl: the Grand Underground's hideaways",
        "bdsp-listed": "PKHeX Encounters8b.cs: Brilliant Diamond/Shining Pearl gifts, static encounters and Ramanas Park",
        "bdsp-trade": InGameTradeTables.brilliantDiamondSource,
        "la-wild": "PKHeX encounter_la.pkl: Legends: Arceus spawns, space-time distortions and outbreaks",
        "la-listed": "PKHeX Encounters8a.cs: Legends: Arceus gifts and static encounters",
        "za-wild": "PKHeX encounter_za.pkl, encounter_hyperspace_za.pkl: Legends: Z-A wild zones and Hyperspace Lumiose",
        "za-listed": "PKHeX Encounters9a.cs: Legends: Z-A gifts and static encounters",
        "oras-wild": "PKHeX encounter_or.pkl, encounter_as.pkl: Omega Ruby/Alpha Sapphire wild slots, Rock Smash and hordes",
        "oras-listed": "PKHeX Encounters6AO.cs: Omega Ruby/Alpha Sapphire gifts, fossils and static encounters",
        "lgpe-listed": "PKHeX Encounters7GG.cs: Let's Go, Pikachu!/Let's Go, Eevee! gifts, fossils and static encounters",
    ]

    /// One record per game, place, method, species, form and table, with the level range over its slots; a game pair
    /// with the same record shares it. Fallback slots are kept only for a species with no other record in that game
    /// (Scarlet's Overqwil: its Qwilfish is not the Hisuian one it evolves from).
    private func merge(_ slots: [Slot]) throws -> [ImportedEncounters.Encounter] {
        struct Key: Hashable {
            let game: String, place: String, method: String, species: Int, form: Int, table: String, asks: [String]
        }
        var levels: [Key: (Int, Int)] = [:]
        var primary: Set<[Int]> = []  // [game index, species]
        let gameOrder = Self.gameOrder
        for slot in slots where !slot.isFallback {
            for game in slot.games { primary.insert([gameOrder.firstIndex(of: game) ?? -1, slot.species]) }
        }
        func isCovered(_ species: Int, in game: String) -> Bool {
            primary.contains([gameOrder.firstIndex(of: game) ?? -1, species])
        }
        for slot in slots {
            for game in slot.games {
                if slot.isFallback && isCovered(slot.species, in: game) { continue }
                let key = Key(
                    game: game, place: slot.place, method: slot.method, species: slot.species,
                    form: EncounterForms.recorded(slot.form), table: slot.table, asks: slot.asks)
                let old = levels[key] ?? (slot.minLevel, slot.maxLevel)
                levels[key] = (min(old.0, slot.minLevel), max(old.1, slot.maxLevel))
            }
        }
        struct Shared: Hashable {
            let place: String, method: String, species: Int, form: Int, table: String, minLevel: Int, maxLevel: Int
            let asks: [String]
        }
        var games: [Shared: [String]] = [:]
        for (key, range) in levels {
            let shared = Shared(
                place: key.place, method: key.method, species: key.species, form: key.form, table: key.table,
                minLevel: range.0, maxLevel: range.1, asks: key.asks)
            games[shared, default: []].append(key.game)
        }
        return try games.map { shared, games in
            guard let identifier = speciesIdentifiers[shared.species] else {
                throw ManifestBuildError.missingData("species \(shared.species) (a PKHeX species) in pokemon_species.csv")
            }
            return ImportedEncounters.Encounter(
                games: games.sorted { (gameOrder.firstIndex(of: $0) ?? 0) < (gameOrder.firstIndex(of: $1) ?? 0) },
                place: shared.place, method: shared.method, species: identifier, form: shared.form,
                minLevel: shared.minLevel, maxLevel: shared.maxLevel, table: shared.table, asks: shared.asks)
        }.sorted()
    }

    static let gameOrder = [
        "omega-ruby", "alpha-sapphire", "lets-go-pikachu", "lets-go-eevee", "brilliant-diamond", "shining-pearl",
        "legends-arceus", "scarlet", "violet", "legends-za",
    ]
}

enum EncounterForms {
    /// PKHeX's form numbers from here on stand for a form the game decides (Vivillon's pattern, Minior's core).
    static let dynamic = 30
    /// PKHeX's `FormRandom`: any of the species' forms (Minior's cores in Scarlet/Violet), kept as is in the file.
    static let random = 31

    /// The form number the file records for a slot's: a form, `random`, or 0 for another form the game decides
    /// (the pattern of the region the system is set to).
    static func recorded(_ form: Int) -> Int { form < dynamic || form == random ? form : 0 }
}

/// A met location's name as a place: "the Pokémon Research Lab" and "a Nursery worker" lose their article.
func metPlaceName(_ raw: String) -> String {
    var name = Substring(raw)
    for article in ["the ", "a ", "an "] where name.hasPrefix(article) {
        name = name.dropFirst(article.count)
        break
    }
    return name.prefix(1).uppercased() + name.dropFirst()
}
