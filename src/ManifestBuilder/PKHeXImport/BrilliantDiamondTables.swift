import Foundation

/// Brilliant Diamond/Shining Pearl: each version's wild slots and the Grand Underground's hideaways, and the listed
/// gifts, static encounters, roamers and Ramanas Park's legendaries. Event-only encounters (PKHeX's fateful ones: Mew,
/// Jirachi, Darkrai, Shaymin, Arceus) are left out.
struct BrilliantDiamondTables {
    let folder: PKHeXFolder

    /// PKHeX's slot types (SlotType8b) as PokeAPI's encounter methods.
    private static let methods = [
        1: "walk", 2: "surf", 3: "old-rod", 4: "good-rod", 5: "super-rod", 6: "rock-smash", 7: "headbutt", 8: "honey-tree",
    ]

    func slots() throws -> [PKHeXImporter.Slot] {
        let names = try folder.locationNames("text_bdsp")
        var slots: [PKHeXImporter.Slot] = []
        // Per area: its location (16-bit), its slot type (byte 2), then 4-byte slots: species in the low 11 bits and
        // form in the high 5 of a 16-bit word, lowest level, highest level.
        for (file, game, table) in [
            ("encounter_bd.pkl", "brilliant-diamond", "bdsp-wild"), ("encounter_sp.pkl", "shining-pearl", "bdsp-wild"),
            ("encounter_bd_underground.pkl", "brilliant-diamond", "bdsp-underground"),
            ("encounter_sp_underground.pkl", "shining-pearl", "bdsp-underground"),
        ] {
            for area in try BinLinker(try folder.bytes(file), file: file).entries where area.count >= 4 {
                let place = try names.name(Int(area.u16(0)))
                let method = Self.methods[area.byte(2)] ?? "walk"
                for slot in area.dropFirst(4).records(of: 4) {
                    let word = Int(slot.u16(0))
                    slots.append(
                        .init(
                            games: [game], place: place, method: method, species: word & 0x3FF, form: word >> 11,
                            minLevel: slot.byte(2), maxLevel: slot.byte(3), table: table))
                }
            }
        }
        for listed in PKHeXListedEncounter.parse(try folder.text("Encounters8b.cs")) where !listed.isFateful {
            let games: [String]
            switch listed.version.trimmingCharacters(in: .whitespaces) {
            case "BDSP": games = ["brilliant-diamond", "shining-pearl"]
            case "BD": games = ["brilliant-diamond"]
            case "SP": games = ["shining-pearl"]
            default: continue
            }
            slots.append(try listed.slot(games: games, names: names, table: "bdsp-listed", roamingPlace: "Roaming Sinnoh"))
        }
        return slots
    }
}
