import Foundation

/// Let's Go, Pikachu!/Let's Go, Eevee!: the gifts, fossils and static encounters of PKHeX's lists, beside PokeAPI's
/// wild tables, which lack some of them (Silph Co.'s Lapras). The manifest keeps PokeAPI's way where both give the
/// same (docs/data.md, Places from PKHeX's tables).
struct LetsGoTables {
    let folder: PKHeXFolder

    func slots() throws -> [PKHeXImporter.Slot] {
        let names = try folder.locationNames("text_gg")
        var slots: [PKHeXImporter.Slot] = []
        for listed in PKHeXListedEncounter.parse(try folder.text("Encounters7GG.cs")) where !listed.isFateful {
            let games: [String]
            switch listed.list {
            case "Encounter_GG": games = ["lets-go-pikachu", "lets-go-eevee"]
            case "StaticGP": games = ["lets-go-pikachu"]
            case "StaticGE": games = ["lets-go-eevee"]
            default: continue
            }
            slots.append(try listed.slot(games: games, names: names, table: "lgpe-listed"))
        }
        return slots
    }
}
