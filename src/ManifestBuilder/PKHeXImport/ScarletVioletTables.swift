/// Scarlet/Violet (with Kitakami and Blueberry Academy): wild spawns, fixed overworld Pokémon, the listed gifts and
/// static encounters, and Tera Raid Battles where they are a species' only way.
struct ScarletVioletTables {
    let folder: PKHeXFolder
    private static let both = ["scarlet", "violet"]

    func slots() throws -> [PKHeXImporter.Slot] {
        let names = try folder.locationNames("text_sv")
        var slots: [PKHeXImporter.Slot] = []
        // encounter_wild_paldea.pkl: per area, its location (byte 0), the location it crosses over from (byte 2, 0 when
        // none), then 8-byte slots: species (16-bit), form, gender, lowest level, highest level, time, weather. A
        // crossing-over area repeats the spawns of its neighbour that wander over the border: the neighbour's own area
        // places them.
        let file = "encounter_wild_paldea.pkl"
        for area in try BinLinker(try folder.bytes(file), file: file).entries {
            guard area.count > 4, area.byte(2) == 0 || area.byte(2) == area.byte(0) else { continue }
            let place = try names.name(area.byte(0))
            for slot in area.dropFirst(4).records(of: 8) {
                slots.append(
                    .init(
                        games: Self.both, place: place, method: "walk", species: Int(slot.u16(0)),
                        form: Self.wildForm(species: Int(slot.u16(0)), form: slot.byte(2)),
                        minLevel: slot.byte(4), maxLevel: slot.byte(5), table: "sv-wild"))
            }
        }
        // encounter_fixed_paldea.pkl: 0x14-byte records: species (16-bit), form, level, …, up to four locations at 0x10.
        for record in try folder.bytes("encounter_fixed_paldea.pkl").records(of: 0x14) {
            let locations = Set((0x10..<0x14).map { record.byte($0) }.filter { $0 != 0 })
            for location in locations.sorted() {
                slots.append(
                    .init(
                        games: Self.both, place: try names.name(location), method: "static", species: Int(record.u16(0)),
                        form: record.byte(2), minLevel: record.byte(3), maxLevel: record.byte(3), table: "sv-fixed"))
            }
        }
        for listed in PKHeXListedEncounter.parse(try folder.text("Encounters9.cs")) {
            let games: [String]
            switch listed.version {
            case "SV": games = Self.both
            case "SL": games = ["scarlet"]
            case "VL": games = ["violet"]
            default: continue
            }
            slots.append(try listed.slot(games: games, names: names, table: "sv-listed"))
        }
        // encounter_gem_*.pkl: 0x18-byte records: species, form (2), level (7), and at 0x14/0x16 the lowest roll that
        // picks it in Scarlet/Violet, -1 where that version never has it.
        for (file, region) in [
            ("encounter_gem_paldea.pkl", "Paldea"), ("encounter_gem_kitakami.pkl", "Kitakami"),
            ("encounter_gem_blueberry.pkl", "Blueberry Academy"),
        ] {
            for record in try folder.bytes(file).records(of: 0x18) {
                let games = [("scarlet", 0x14), ("violet", 0x16)].filter { Int16(bitPattern: record.u16($0.1)) >= 0 }.map(\.0)
                if games.isEmpty { continue }
                var slot = PKHeXImporter.Slot(
                    games: games, place: region, method: "tera-raid", species: Int(record.u16(0)),
                    form: record.byte(2), minLevel: record.byte(7), maxLevel: record.byte(7), table: "sv-raid")
                slot.isFallback = true
                slots.append(slot)
            }
        }
        return slots
    }

    /// PKHeX's `EncounterSlot9`: a wild Scatterbug, Spewpa or Vivillon whose form the game decides is Fancy Pattern
    /// (form 18) here, not its system region's pattern.
    private static func wildForm(species: Int, form: Int) -> Int {
        (664...666).contains(species) && form == EncounterForms.dynamic ? fancyPattern : form
    }

    private static let fancyPattern = 18
}
