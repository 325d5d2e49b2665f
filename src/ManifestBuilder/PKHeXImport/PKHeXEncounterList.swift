import Foundation

/// One encounter of PKHeX's hand-written lists (`Encounters8b.cs`, `Encounters9.cs`, …): the facts in one
/// `new(…) { … }` line, read as data. Both shapes occur: `new(SV) { Species = 0906, Level = 05, Location = 080 }` and
/// `new(722,000,05,M,M) { Location = 006 }` (species, form, level first).
struct PKHeXListedEncounter {
    /// The array it is in (`StaticSL`, `Gifts`).
    let list: String
    /// The version tag of the first shape (`SV`, `BD`); empty for the second.
    let version: String
    let species: Int
    let form: Int
    let level: Int
    let levelMax: Int
    let location: Int
    let eggLocation: Int
    /// The other `Name = value` settings, as written (`FixedBall` → `Ball.Poke`, `FatefulEncounter` → `true`).
    let settings: [String: String]

    var isFateful: Bool { settings["FatefulEncounter"] == "true" }

    /// Every `new(…) { … }` line of `source` that names a species and a location; other lines are skipped.
    static func parse(_ source: String) -> [PKHeXListedEncounter] {
        var list = ""
        var result: [PKHeXListedEncounter] = []
        for rawLine in source.split(separator: "\n") {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if let declaration = line.firstMatch(of: /\[\]\s+(\w+)\s*=/) {
                list = String(declaration.1)
                continue
            }
            guard let match = line.firstMatch(of: /^new\(([^)]*)\)\s*\{([^}]*)\}/) else { continue }
            var settings: [String: String] = [:]
            for pair in match.2.split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 { settings[parts[0]] = parts[1] }
            }
            let arguments = match.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            func number(_ text: String?) -> Int? { text.flatMap { Int($0) } }
            let positional = arguments.count >= 3 && number(arguments[0]) != nil
            guard let species = positional ? number(arguments[0]) : number(settings["Species"]),
                let level = positional ? number(arguments[2]) : number(settings["Level"])
            else { continue }
            let location = number(settings["Location"]) ?? 0
            let eggLocation = number(settings["EggLocation"]) ?? 0
            result.append(
                PKHeXListedEncounter(
                    list: list, version: positional ? "" : arguments.joined(), species: species,
                    form: (positional ? number(arguments[1]) : number(settings["Form"])) ?? 0, level: level,
                    levelMax: number(settings["LevelMax"]) ?? level, location: location, eggLocation: eggLocation,
                    settings: settings))
        }
        return result
    }
}

extension PKHeXListedEncounter {
    /// As a slot: a gift when PKHeX fixes its ball, an egg when it has an egg location (placed at the giver when it has
    /// no met location), a roamer when it roams, else a static encounter.
    /// `roamingPlace`: where a roamer is placed ("Roaming Sinnoh"), not the one place PKHeX records it met at.
    func slot(
        games: [String], names: LocationNames, table: String, isGift: Bool? = nil, roamingPlace: String? = nil
    ) throws -> PKHeXImporter.Slot {
        let method: String
        var location = location
        if eggLocation != 0 {
            method = "gift-egg"
            if location == 0 || location == 65535 { location = eggLocation }
        } else if settings["IsRoaming"] == "true" {
            method = "roaming-grass"
        } else if isGift ?? (settings["FixedBall"] != nil) {
            method = "gift"
        } else {
            method = "static"
        }
        let place = method == "roaming-grass" ? roamingPlace : nil
        return PKHeXImporter.Slot(
            games: games, place: try place ?? metPlaceName(names.name(location)), method: method, species: species,
            form: form, minLevel: level, maxLevel: levelMax, table: table)
    }
}
