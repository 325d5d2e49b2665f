import DexModel
import DexTestSupport
import Foundation
import Testing

/// `export` and `import` carry shininess (JSON's `shiny` and `tracksShiny`, CSV's `shiny` column), and backups
/// written before shiny catches, which have neither, still import.
@Suite(.tags(.endToEnd)) struct ShinyBackupTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess()
        try dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try dex.succeed(["mark", "1"])
        try dex.succeed(["mark", "25", "--shiny"])
        try dex.succeed(["add-game", "yellow", "--shiny", "--no-sprites"])
        try dex.succeed(["mark", "25", "--shiny"])
    }

    @Test(arguments: ["json", "csv"])
    func aRoundTripKeepsEveryShinyCatch(format: String) throws {
        let file = dex.home.appendingPathComponent("backup.\(format)").path
        try dex.succeed(["export", "--format", format, "--output", file])
        let other = try DexProcess()

        let imported = try other.succeed(["import", file])

        #expect(imported.contains("3 marked caught") && imported.contains("2 marked shiny"))
        for game in ["firered", "yellow"] {
            #expect(
                try other.succeed(["list", "--shiny", "--game", game]) == dex.succeed(["list", "--shiny", "--game", game]))
            #expect(try other.succeed(["list", "--game", game]) == dex.succeed(["list", "--game", game]))
        }
        // JSON keeps the shiny living dex; CSV, one row per Pokémon, has no place for it.
        let games = try #require((try other.json(["progress", "--json"]) as? [String: Any])?["games"] as? [[String: Any]])
        #expect(games.map { $0["tracksShiny"] as? Bool } == [false, format == "json"])
    }

    @Test func theFilesSayWhichAreShiny() throws {
        let json = dex.home.appendingPathComponent("backup.json").path
        let csv = dex.home.appendingPathComponent("backup.csv").path
        try dex.succeed(["export", "--output", json])
        try dex.succeed(["export", "--format", "csv", "--output", csv])

        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let games = try #require(object["games"] as? [[String: Any]])
        #expect(games.map { $0["tracksShiny"] as? Bool } == [false, true])
        let firered = try #require(games.first?["pokemon"] as? [[String: Any]])
        #expect(firered.filter { $0["shiny"] as? Bool == true }.map { $0["dexNumber"] as? Int } == [25])
        #expect(firered.first { $0["dexNumber"] as? Int == 1 }?["shiny"] as? Bool == false)

        let rows = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
        #expect(rows.first?.hasSuffix(",traded,shiny,caughtOn") == true)
        let today = CalendarDay.today()
        #expect(rows.contains { $0.hasPrefix("firered,bulbasaur,test-1,25,Pikachu,yes,") && $0.hasSuffix(",no,yes,\(today)") })
        #expect(rows.contains { $0.hasPrefix("firered,bulbasaur,test-1,1,Bulbasaur,yes,") && $0.hasSuffix(",no,no,\(today)") })
    }

    @Test func aBackupWithoutShininessImportsAndKeepsWhatIsTracked() throws {
        let json = dex.home.appendingPathComponent("old.json")
        try Data(
            #"""
            {"format": "dex-backup", "formatVersion": 2, "activeGame": "firered",
             "games": [{"slug": "firered", "starter": "bulbasaur",
                        "pokemon": [{"dexNumber": 25, "caught": true}, {"dexNumber": 122, "caught": true}]}]}
            """#.utf8
        ).write(to: json)
        let csv = dex.home.appendingPathComponent("old.csv")
        try Data("game,starter,dexNumber,caught\nfirered,bulbasaur,29,yes\n".utf8).write(to: csv)

        try dex.succeed(["import", json.path])
        try dex.succeed(["import", csv.path])

        // Merged: Pikachu stays shiny, and the new catches are not.
        #expect(try dex.succeed(["list", "--shiny", "--game", "firered"]).contains("Pikachu"))
        let caught = try dex.succeed(["list", "--caught", "--not-shiny", "--game", "firered"])
        #expect(caught.contains("Mr. Mime") && caught.contains("Nidoran♀") && !caught.contains("Pikachu"))

        // Into an empty tracker, nothing is shiny.
        let fresh = try DexProcess()
        try fresh.succeed(["import", json.path])
        #expect(try fresh.succeed(["list", "--shiny"]) == "Nothing to list in Pokémon FireRed.\n")
    }

    @Test func aShinyInAFileIsACatchAndReplacingTakesTheFileWhole() throws {
        let csv = dex.home.appendingPathComponent("shiny.csv")
        try Data("game,starter,dexNumber,caught,shiny\nfirered,bulbasaur,29,no,yes\nfirered,bulbasaur,25,yes,no\n".utf8)
            .write(to: csv)

        let plan = try dex.succeed(["import", csv.path, "--replace", "--dry-run"])
        #expect(plan.contains("firered #029 Nidoran♀: caught, shiny") && plan.contains("firered #025 Pikachu: not shiny"))
        try dex.succeed(["import", csv.path, "--replace"])

        #expect(try dex.succeed(["list", "--shiny", "--game", "firered"]).contains("Nidoran♀"))
        #expect(try dex.succeed(["list", "--caught", "--not-shiny", "--game", "firered"]).contains("Pikachu"))
        #expect(try dex.succeed(["undo"]).hasPrefix("Undid: imported "))
        #expect(try dex.succeed(["list", "--shiny", "--game", "firered"]).contains("Pikachu"))
    }
}
