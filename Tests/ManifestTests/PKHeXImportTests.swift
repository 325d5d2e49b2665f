import DexTestSupport
import Foundation
import ManifestBuilder
import Testing

/// `manifest-gen import-pkhex` on a folder of small tables written here byte by byte in PKHeX's layouts: what it reads
/// from each, what it leaves out, and how it merges.
@Suite struct PKHeXImportTests {
    /// A BinLinker pack: magic, count, then each entry's start and end offsets (32- or 16-bit), then the entries.
    static func binLinker(_ entries: [[UInt8]], offsetSize: Int = 4) -> [UInt8] {
        var bytes: [UInt8] = Array("xx".utf8) + le(entries.count, 2)
        var offset = 4 + (entries.count + 1) * offsetSize
        for entry in entries {
            bytes += le(offset, offsetSize)
            offset += entry.count
        }
        bytes += le(offset, offsetSize)
        return bytes + entries.flatMap { $0 }
    }

    static func le(_ value: Int, _ size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// Encounters8b.cs's trade list as PKHeX writes it, one trade a line, giving `species` at levels 9, 15, 33, 45.
    static func brilliantDiamondTrades(_ species: [Int]) -> String {
        let lines = zip(species, [9, 15, 33, 45]).enumerated().map { index, trade in
            "        new(TradeNames, 0\(index), BDSP) { Species = \(trade.0), EncryptionConstant = 0x0000008E, "
                + "Level = \(trade.1), Ability = OnlyFirst, IVs = new(28,10,09,31,11,03), Moves = new(100,000,000,000) },"
        }
        return """
            internal static readonly EncounterTrade8b[] TradeGift_BDSP =
            [
            \(lines.joined(separator: "\n"))
            ];
            """
    }

    static func names(_ byId: [Int: String]) -> String {
        (0...(byId.keys.max() ?? 0)).map { byId[$0] ?? "" }.joined(separator: "\n")
    }

    let folder: URL
    let species: URL

    init() throws {
        let root = try TemporaryFolder.make(prefix: "pkhex-import")
        folder = root.appendingPathComponent("pkhex")
        species = root.appendingPathComponent("csv")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: species, withIntermediateDirectories: true)
        try """
        id,identifier
        25,pikachu
        63,abra
        93,haunter
        129,magikarp
        131,lapras
        263,zigzagoon
        283,surskit
        299,nosepass
        345,lileep
        386,deoxys
        422,shellos
        441,chatot
        906,sprigatito
        979,annihilape
        999,gimmighoul
        1001,wo-chien

        """.write(to: species.appendingPathComponent("pokemon_species.csv"), atomically: true, encoding: .utf8)
        func write(_ name: String, _ bytes: [UInt8]) throws {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        }
        func write(_ name: String, _ text: String) throws {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        // Scarlet/Violet: an area of its own (Pikachu, levels 2–5) and one crossing over from its neighbour (its
        // Gimmighoul is the neighbour's, so it is not read); Wo-Chien fixed at 6; a starter gift; a raid for Scarlet.
        try write("text_sv_00000_en.txt", Self.names([6: "South Province (Area One)", 12: "South Province (Area Two)"]))
        try write(
            "encounter_wild_paldea.pkl",
            Self.binLinker([
                [6, 0, 0, 0] + Self.le(25, 2) + [0, 0, 2, 5, 0, 0],
                [12, 0, 6, 0] + Self.le(999, 2) + [0, 0, 9, 9, 0, 0],
            ]))
        try write("encounter_fixed_paldea.pkl", Self.le(1001, 2) + [0, 60] + Array(repeating: 0, count: 12) + [6, 0, 0, 0])
        try write(
            "encounter_gem_paldea.pkl",
            Self.le(979, 2) + [0, 0, 0, 0, 0, 45] + Array(repeating: 0, count: 12) + Self.le(0, 2) + Self.le(-1, 2))
        try write("encounter_gem_kitakami.pkl", [UInt8]())
        try write("encounter_gem_blueberry.pkl", [UInt8]())
        try write(
            "Encounters9.cs",
            """
            internal static readonly EncounterStatic9[] Encounter_SV =
            [
                new(SV) { FixedBall = Ball.Poke, Species = 0906, Shiny = Never, Level = 05, Location = 012 }, // Sprigatito
            ];
            """)
        // Brilliant Diamond/Shining Pearl: the same surfing slot in both versions, species and form in one word.
        try write("text_bdsp_00000_en.txt", Self.names([1: "Route 205"]))
        let surf = Self.binLinker([Self.le(1, 2) + [2, 0] + Self.le(422 | 1 << 11, 2) + [20, 30]])
        try write("encounter_bd.pkl", surf)
        try write("encounter_sp.pkl", surf)
        try write("encounter_bd_underground.pkl", Self.binLinker([]))
        try write("encounter_sp_underground.pkl", Self.binLinker([]))
        try write("Encounters8b.cs", Self.brilliantDiamondTrades([63, 441, 93, 129]))
        try write("encounter_la.pkl", Self.binLinker([]))
        try write("Encounters8a.cs", "")
        try write("encounter_za.pkl", Self.binLinker([], offsetSize: 2))
        try write("encounter_hyperspace_za.pkl", Self.binLinker([], offsetSize: 2))
        try write("Encounters9a.cs", "")
        try write("text_xy_00000_en.txt", Self.names([190: "Rustboro City", 206: "Route 102", 280: "Granite Cave"]))
        try write("encounter_or.pkl", Self.binLinker([]))
        try write("encounter_as.pkl", Self.binLinker([]))
        try write("Encounters6AO.cs", "")
        try write("text_gg_00000_en.txt", Self.names([52: "Silph Co."]))
        try write("Encounters7GG.cs", "")
    }

    /// An Omega Ruby/Alpha Sapphire area: its location, its slot type, then (species, lowest, highest level) per slot.
    static func orasArea(_ location: Int, type: UInt8, _ slots: [(Int, UInt8, UInt8)]) -> [UInt8] {
        le(location, 2) + [type, 0] + slots.flatMap { le($0.0, 2) + [$0.1, $0.2] }
    }

    @Test func readsLetsGosGiftsFromItsList() throws {
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try """
        internal static readonly EncounterStatic7b[] Encounter_GG =
        [
            new(GG) { Species = 131, Level = 34, Location = 52, FixedBall = Ball.Poke }, // Lapras
        ];
        """.write(to: folder.appendingPathComponent("Encounters7GG.cs"), atomically: true, encoding: .utf8)
        let imported = try PKHeXImporter(pkhexFolder: folder, pokeAPIFolder: species, commit: "abc123").run()
        #expect(
            imported.encounters.contains(
                .init(
                    games: ["lets-go-pikachu", "lets-go-eevee"], place: "Silph Co.", method: "gift", species: "lapras",
                    form: nil, minLevel: 34, maxLevel: 34, table: "lgpe-listed")), "\(imported.encounters)")
    }

    @Test func readsEachTableAsPKHeXLaysItOut() throws {
        let imported = try PKHeXImporter(pkhexFolder: folder, pokeAPIFolder: species, commit: "abc123").run()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let both = ["scarlet", "violet"]
        #expect(
            imported.encounters == [
                .init(
                    games: ["brilliant-diamond", "shining-pearl"], place: "Eterna City", method: "npc-trade",
                    species: "chatot", form: nil, minLevel: 15, maxLevel: 15, table: "bdsp-trade", asks: ["buizel"]),
                .init(
                    games: ["brilliant-diamond", "shining-pearl"], place: "Oreburgh City", method: "npc-trade",
                    species: "abra", form: nil, minLevel: 9, maxLevel: 9, table: "bdsp-trade", asks: ["machop"]),
                .init(
                    games: ["brilliant-diamond", "shining-pearl"], place: "Route 226", method: "npc-trade",
                    species: "magikarp", form: nil, minLevel: 45, maxLevel: 45, table: "bdsp-trade", asks: ["finneon"]),
                .init(
                    games: ["brilliant-diamond", "shining-pearl"], place: "Snowpoint City", method: "npc-trade",
                    species: "haunter", form: nil, minLevel: 33, maxLevel: 33, table: "bdsp-trade", asks: ["medicham"]),
                .init(
                    games: ["brilliant-diamond", "shining-pearl"], place: "Route 205", method: "surf", species: "shellos",
                    form: 1, minLevel: 20, maxLevel: 30, table: "bdsp-wild"),
                .init(
                    games: both, place: "South Province (Area One)", method: "static", species: "wo-chien", form: nil,
                    minLevel: 60, maxLevel: 60, table: "sv-fixed"),
                .init(
                    games: both, place: "South Province (Area Two)", method: "gift", species: "sprigatito", form: nil,
                    minLevel: 5, maxLevel: 5, table: "sv-listed"),
                .init(
                    games: ["scarlet"], place: "Paldea", method: "tera-raid", species: "annihilape", form: nil,
                    minLevel: 45, maxLevel: 45, table: "sv-raid"),
                .init(
                    games: both, place: "South Province (Area One)", method: "walk", species: "pikachu", form: nil,
                    minLevel: 2, maxLevel: 5, table: "sv-wild"),
            ])
        #expect(imported.about.contains("commit abc123"))
    }

    @Test func readsOmegaRubysStandardAreasByTheOrderOfTheirSlots() throws {
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        // A standard area's 41 slots: 12 walking, 12 tall grass, 3 DexNav, 5 surfing, 3 for each rod; 0 is empty.
        var route102 = Array(repeating: (0, UInt8(1), UInt8(1)), count: 41)
        route102[0] = (263, 2, 2)
        route102[1] = (263, 3, 3)
        route102[24] = (63, 3, 3)
        route102[27] = (283, 20, 20)
        route102[32] = (129, 10, 10)
        try Data(
            Self.binLinker([
                Self.orasArea(206, type: 0, route102),
                Self.orasArea(280, type: 6, [(299, 10, 10), (299, 12, 12)]),
                Self.orasArea(280, type: 7, Array(repeating: (63, 6, 6), count: 15)),
            ])
        ).write(to: folder.appendingPathComponent("encounter_or.pkl"))
        // Alpha Sapphire's Route 102 walks the same Zigzagoon, and no more.
        let sapphire = Array(route102.prefix(2)) + Array(repeating: (0, 1, 1), count: 39)
        try Data(Self.binLinker([Self.orasArea(206, type: 0, sapphire)]))
            .write(to: folder.appendingPathComponent("encounter_as.pkl"))
        try """
        private static readonly EncounterStatic6[] Encounter_AO_Regular =
        [
            new(ORAS) { FixedBall = Ball.Poke, Species = 345, Level = 20, Location = 190 }, // Lileep
            new(ORAS) { Species = 386, Level = 80, Location = 206, FatefulEncounter = true }, // Deoxys
        ];
        """.write(to: folder.appendingPathComponent("Encounters6AO.cs"), atomically: true, encoding: .utf8)
        let imported = try PKHeXImporter(pkhexFolder: folder, pokeAPIFolder: species, commit: "abc123").run()
        let omegaRuby = ["omega-ruby"]
        #expect(
            imported.encounters.filter { $0.table.hasPrefix("oras-") } == [
                .init(
                    games: ["omega-ruby", "alpha-sapphire"], place: "Rustboro City", method: "gift", species: "lileep",
                    form: nil, minLevel: 20, maxLevel: 20, table: "oras-listed"),
                .init(
                    games: omegaRuby, place: "Granite Cave", method: "horde", species: "abra", form: nil, minLevel: 6,
                    maxLevel: 6, table: "oras-wild"),
                .init(
                    games: omegaRuby, place: "Granite Cave", method: "rock-smash", species: "nosepass", form: nil,
                    minLevel: 10, maxLevel: 12, table: "oras-wild"),
                .init(
                    games: omegaRuby, place: "Route 102", method: "dexnav", species: "abra", form: nil, minLevel: 3,
                    maxLevel: 3, table: "oras-wild"),
                .init(
                    games: omegaRuby, place: "Route 102", method: "old-rod", species: "magikarp", form: nil,
                    minLevel: 10, maxLevel: 10, table: "oras-wild"),
                .init(
                    games: omegaRuby, place: "Route 102", method: "surf", species: "surskit", form: nil, minLevel: 20,
                    maxLevel: 20, table: "oras-wild"),
                .init(
                    games: ["omega-ruby", "alpha-sapphire"], place: "Route 102", method: "walk", species: "zigzagoon",
                    form: nil, minLevel: 2, maxLevel: 3, table: "oras-wild"),
            ])
    }

    @Test func aStandardAreaOfMoreSlotsThanTheGamesHaveIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data(Self.binLinker([Self.orasArea(206, type: 0, Array(repeating: (263, 2, 2), count: 42))]))
            .write(to: folder.appendingPathComponent("encounter_or.pkl"))
        #expect {
            try PKHeXImporter(pkhexFolder: folder, pokeAPIFolder: species, commit: "abc123").run()
        } throws: { "\($0)".contains("encounter_or.pkl") && "\($0)".contains("42 slots") }
    }

    /// A trade PKHeX lists that the import has no place and ask for (a new one, or the list reordered into another
    /// species) stops the import rather than leave a trade without what it asks for.
    @Test func aTradeWithoutAKnownPlaceStopsTheImport() throws {
        try Self.brilliantDiamondTrades([63, 441, 93, 25]).write(
            to: folder.appendingPathComponent("Encounters8b.cs"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect {
            try PKHeXImporter(pkhexFolder: folder, pokeAPIFolder: species, commit: "abc123").run()
        } throws: { "\($0)".contains("TradeGift_BDSP") && "\($0)".contains("25") }
    }

    @Test func aMissingTableIsNamed() throws {
        try FileManager.default.removeItem(at: folder.appendingPathComponent("encounter_la.pkl"))
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect {
            try PKHeXImporter(pkhexFolder: folder, pokeAPIFolder: species, commit: "abc123").run()
        } throws: { "\($0)".contains("encounter_la.pkl") }
    }
}
