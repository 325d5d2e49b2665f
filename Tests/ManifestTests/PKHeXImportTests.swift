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
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pkhex-import-\(UUID().uuidString)")
        folder = root.appendingPathComponent("pkhex")
        species = root.appendingPathComponent("csv")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: species, withIntermediateDirectories: true)
        try "id,identifier\n25,pikachu\n422,shellos\n906,sprigatito\n979,annihilape\n999,gimmighoul\n1001,wo-chien\n"
            .appending("63,abra\n93,haunter\n129,magikarp\n441,chatot\n")
            .write(to: species.appendingPathComponent("pokemon_species.csv"), atomically: true, encoding: .utf8)
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
