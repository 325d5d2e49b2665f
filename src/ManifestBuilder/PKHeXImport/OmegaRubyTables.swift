import Foundation

/// Omega Ruby/Alpha Sapphire: each version's wild slots (walking, tall grass, DexNav, surfing, the rods, Rock Smash,
/// hordes) and the listed gifts, fossils, static encounters and legendaries. PokeAPI's tables give these games' gifts,
/// statics and hordes, which the manifest keeps where both give the same (docs/data.md, Places from PKHeX's tables).
/// Event-only encounters (PKHeX's fateful ones: Deoxys) are left out.
struct OmegaRubyTables {
    let folder: PKHeXFolder
    private static let both = ["omega-ruby", "alpha-sapphire"]

    /// A standard area's 41 slots in the games' order, as encounter methods (PokeAPI's where it has one): 12 walking,
    /// 12 tall grass, 3 only the DexNav finds, 5 surfing, then 3 for each rod. Empty slots (species 0) are skipped.
    private static let standardSlots: [(count: Int, method: String)] = [
        (12, "walk"), (12, "tall-grass"), (3, "dexnav"), (5, "surf"), (3, "old-rod"), (3, "good-rod"), (3, "super-rod"),
    ]

    /// The sea routes whose walking slots are met underwater, diving in seaweed (Clamperl, Relicanth): the table files
    /// them under the route's own location (Bulbapedia, "Dive": the underwater areas of Omega Ruby/Alpha Sapphire).
    private static let underwaterRoutes: Set<String> = [
        "Route 107", "Route 124", "Route 126", "Route 128", "Route 129", "Route 130",
    ]

    func slots() throws -> [PKHeXImporter.Slot] {
        let names = try folder.locationNames("text_xy")
        var slots: [PKHeXImporter.Slot] = []
        // Per area: its location (16-bit), its slot type (byte 2: 0 standard, 6 Rock Smash, 7 hordes of five), then
        // 4-byte slots: species in the low 10 bits and form in the high 5 of a 16-bit word, lowest level, highest level.
        let standardMethods = Self.standardSlots.flatMap { Array(repeating: $0.method, count: $0.count) }
        for (file, game) in [("encounter_or.pkl", "omega-ruby"), ("encounter_as.pkl", "alpha-sapphire")] {
            for area in try BinLinker(try folder.bytes(file), file: file).entries where area.count >= 4 {
                let place = try names.name(Int(area.u16(0)))
                let records = area.dropFirst(4).records(of: 4)
                let type = area.byte(2)
                if type != 6 && type != 7 && records.count > standardMethods.count {
                    throw ManifestBuildError.unreadableTable(file: file, reason: "a standard area of \(records.count) slots")
                }
                for (index, slot) in records.enumerated() {
                    let word = Int(slot.u16(0))
                    guard word & 0x3FF != 0 else { continue }
                    var method = type == 6 ? "rock-smash" : type == 7 ? "horde" : standardMethods[index]
                    if method == "walk" && Self.underwaterRoutes.contains(place) { method = "seaweed" }
                    slots.append(
                        .init(
                            games: [game], place: place, method: method, species: word & 0x3FF, form: word >> 11,
                            minLevel: slot.byte(2), maxLevel: slot.byte(3), table: "oras-wild"))
                }
            }
        }
        for listed in PKHeXListedEncounter.parse(try folder.text("Encounters6AO.cs")) where !listed.isFateful {
            let games: [String]
            switch (listed.list, listed.version.trimmingCharacters(in: .whitespaces)) {
            case ("Encounter_AO_Regular", "ORAS"): games = Self.both
            case ("StaticO", "OR"): games = ["omega-ruby"]
            case ("StaticA", "AS"): games = ["alpha-sapphire"]
            default: continue
            }
            slots.append(try listed.slot(games: games, names: names, table: "oras-listed"))
        }
        return slots
    }
}
