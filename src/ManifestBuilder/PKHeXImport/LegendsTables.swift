/// Legends: Arceus: spawns, space-time distortions and (only for a species nothing else gives) mass outbreaks, and the
/// listed gifts and static encounters (its mythical Pokémon's requests included: the game gives them).
struct LegendsArceusTables {
    let folder: PKHeXFolder

    func slots() throws -> [PKHeXImporter.Slot] {
        let names = try folder.locationNames("text_la")
        var slots: [PKHeXImporter.Slot] = []
        // Per area: a count of locations and those locations (bytes; the first is the area's own), padded to an even
        // length; then the slot type (SlotType8a), a count of slots, and 8-byte slots: species (16-bit), form, alpha,
        // lowest level, highest level, gender, perfect IVs.
        let file = "encounter_la.pkl"
        for area in try BinLinker(try folder.bytes(file), file: file).entries where area.count >= 2 {
            let count = area.byte(0)
            var start = count + 1
            start += start & 1
            guard area.count >= start + 2 else { continue }
            let place = try names.name(area.byte(1))
            let type = area.byte(start)
            let method = type == 1 ? "space-time-distortion" : type >= 3 ? "mass-outbreak" : "walk"
            for slot in area.dropFirst(start + 2).records(of: 8) {
                var imported = PKHeXImporter.Slot(
                    games: ["legends-arceus"], place: place, method: method, species: Int(slot.u16(0)),
                    form: slot.byte(2), minLevel: slot.byte(4), maxLevel: slot.byte(5), table: "la-wild")
                imported.isFallback = type >= 3
                slots.append(imported)
            }
        }
        for listed in PKHeXListedEncounter.parse(try folder.text("Encounters8a.cs")) where listed.list == "StaticLA" {
            let isGift = listed.settings["FixedBall"] == "Ball.LAPoke"
            slots.append(try listed.slot(games: ["legends-arceus"], names: names, table: "la-listed", isGift: isGift))
        }
        return slots
    }
}

/// Legends: Z-A (with Mega Dimension's Hyperspace Lumiose): the wild zones' slots and the listed gifts and static
/// encounters.
struct LegendsZATables {
    let folder: PKHeXFolder

    func slots() throws -> [PKHeXImporter.Slot] {
        let names = try folder.locationNames("text_za")
        var slots: [PKHeXImporter.Slot] = []
        // 16-bit BinLinker; per area: its location (16-bit), then 8-byte slots: species (16-bit), form, gender, lowest
        // level, highest level, alpha, shininess.
        for file in ["encounter_za.pkl", "encounter_hyperspace_za.pkl"] {
            for area in try BinLinker(try folder.bytes(file), offsetSize: 2, file: file).entries where area.count >= 4 {
                let place = try names.name(Int(area.u16(0)))
                for slot in area.dropFirst(4).records(of: 8) {
                    slots.append(
                        .init(
                            games: ["legends-za"], place: place, method: "walk", species: Int(slot.u16(0)),
                            form: slot.byte(2), minLevel: slot.byte(4), maxLevel: slot.byte(5), table: "za-wild"))
                }
            }
        }
        for listed in PKHeXListedEncounter.parse(try folder.text("Encounters9a.cs"))
        where listed.list == "Gifts" || listed.list == "Static" {
            slots.append(
                try listed.slot(games: ["legends-za"], names: names, table: "za-listed", isGift: listed.list == "Gifts"))
        }
        return slots
    }
}
