import DexModel
import DexTestSupport
import Foundation
import Testing

/// `export` and `import` carry shininess (JSON's `shiny` and `tracksShiny`, CSV's `shiny` and `tracksShiny` columns), and backups
/// written before shiny catches, which have neither, still import.
@Suite(.tags(.endToEnd)) struct ShinyBackupTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        try await dex.succeed(["mark", "25"])
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--shiny", "--no-sprites"])
        try await dex.succeed(["mark", "1"])
        try await dex.succeed(["mark", "25", "--shiny"])
    }

    @Test(arguments: ["json", "csv"])
    func aRoundTripKeepsEveryShinyCatch(format: String) async throws {
        let file = dex.home.appendingPathComponent("backup.\(format)").path
        try await dex.succeed(["export", "--format", format, "--output", file])
        let other = try DexProcess()

        let imported = try await other.succeed(["import", file])

        #expect(imported.contains("3 marked caught") && imported.contains("1 marked shiny"))
        for game in ["firered", "yellow"] {
            #expect(
                try await other.succeed(["list", "--shiny", "--game", game]) == dex.succeed(["list", "--shiny", "--game", game]))
            #expect(try await other.succeed(["list", "--game", game]) == dex.succeed(["list", "--game", game]))
        }
        // Both keep the shiny living dex.
        let games = try await #require((try other.json(["progress", "--json"]) as? [String: Any])?["games"] as? [[String: Any]])
        #expect(games.map { $0["tracksShiny"] as? Bool } == [false, true])
    }

    @Test func theFilesSayWhichAreShiny() async throws {
        let json = dex.home.appendingPathComponent("backup.json").path
        let csv = dex.home.appendingPathComponent("backup.csv").path
        try await dex.succeed(["export", "--output", json])
        try await dex.succeed(["export", "--format", "csv", "--output", csv])

        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let games = try #require(object["games"] as? [[String: Any]])
        #expect(games.map { $0["tracksShiny"] as? Bool } == [false, true])
        let firered = try #require(games.last?["pokemon"] as? [[String: Any]])
        #expect(firered.filter { $0["shiny"] as? Bool == true }.map { $0["dexNumber"] as? Int } == [25])
        #expect(firered.first { $0["dexNumber"] as? Int == 1 }?["shiny"] as? Bool == false)

        let rows = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
        #expect(
            rows.first?.hasSuffix(",traded,shiny,caughtOn,forms,genders,tracksShiny,downloadsSprites,spriteURLTemplate,active")
                == true)
        let today = CalendarDay.today()
        #expect(
            rows.contains {
                $0.hasPrefix("firered,bulbasaur,test-1,25,Pikachu,yes,") && $0.contains(",no,yes,\(today),no,no,yes,no,")
            })
        #expect(
            rows.contains {
                $0.hasPrefix("firered,bulbasaur,test-1,1,Bulbasaur,yes,") && $0.contains(",no,no,\(today),no,no,yes,no,")
            })
        #expect(rows.contains { $0.hasPrefix("yellow,") && $0.contains(",no,no,no,no,") }, "a plain dex says so")
    }

    @Test func aGenerationOneShinyInABackupIsKeptAsAnOrdinaryCatch() async throws {
        let file = dex.home.appendingPathComponent("old-yellow.json")
        try Data(
            #"""
            {"format": "dex-backup", "formatVersion": 2, "activeGame": "yellow",
             "games": [{"slug": "yellow", "tracksShiny": true, "pokemon": [{"dexNumber": 25, "caught": true, "shiny": true}]}]}
            """#.utf8
        ).write(to: file)
        let other = try DexProcess()
        let imported = try await other.run(["import", file.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(
            imported.stderr
                == "Pokémon Yellow has no shiny Pokémon: its shiny catches and shiny living dex were kept as ordinary ones\n",
            "\(imported.stderr)")
        #expect(try await other.succeed(["list", "--caught"]).contains("Pikachu"))
        #expect(try await other.succeed(["list", "--shiny"]).hasPrefix("Nothing to list"))
        let games = try #require((try await other.json(["progress", "--json"]) as? [String: Any])?["games"] as? [[String: Any]])
        #expect(games.map { $0["tracksShiny"] as? Bool } == [false])
    }

    @Test func aBackupWithoutShininessImportsAndKeepsWhatIsTracked() async throws {
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

        try await dex.succeed(["import", json.path])
        try await dex.succeed(["import", csv.path])

        // Merged: Pikachu stays shiny, and the new catches are not.
        #expect(try await dex.succeed(["list", "--shiny", "--game", "firered"]).contains("Pikachu"))
        let caught = try await dex.succeed(["list", "--caught", "--not-shiny", "--game", "firered"])
        #expect(caught.contains("Mr. Mime") && caught.contains("Nidoran♀") && !caught.contains("Pikachu"))

        // Into an empty tracker, nothing is shiny.
        let fresh = try DexProcess()
        try await fresh.succeed(["import", json.path])
        #expect(try await fresh.succeed(["list", "--shiny"]) == "Nothing to list in Pokémon FireRed.\n")
    }

    @Test func aShinyInAFileIsACatchAndReplacingTakesTheFileWhole() async throws {
        let csv = dex.home.appendingPathComponent("shiny.csv")
        try Data("game,starter,dexNumber,caught,shiny\nfirered,bulbasaur,29,no,yes\nfirered,bulbasaur,25,yes,no\n".utf8)
            .write(to: csv)

        let plan = try await dex.succeed(["import", csv.path, "--replace", "--dry-run"])
        #expect(plan.contains("firered #029 Nidoran♀: caught, shiny") && plan.contains("firered #025 Pikachu: not shiny"))
        try await dex.succeed(["import", csv.path, "--replace", "--yes"])

        #expect(try await dex.succeed(["list", "--shiny", "--game", "firered"]).contains("Nidoran♀"))
        #expect(try await dex.succeed(["list", "--caught", "--not-shiny", "--game", "firered"]).contains("Pikachu"))
        #expect(try await dex.succeed(["undo"]).hasPrefix("Undid: imported "))
        #expect(try await dex.succeed(["list", "--shiny", "--game", "firered"]).contains("Pikachu"))
    }
}
