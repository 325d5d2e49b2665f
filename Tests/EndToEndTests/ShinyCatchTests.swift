import DexModel
import DexTestSupport
import Foundation
import SQLiteStore
import Testing

/// `mark --shiny` and `unmark --shiny`, and what `list`, `show`, `progress` and `undo` make of them.
@Suite(.tags(.endToEnd)) struct ShinyCatchTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
    }

    private func row(_ dexNumber: Int) throws -> (caught: Bool, shiny: Bool) {
        try SQLiteDatabase(path: dex.databasePath, options: .init(access: .readOnly)).read { db in
            let row = try #require(try db.queryOne("SELECT isRegistered, isShiny FROM pokemon WHERE dexNumber = ?", [dexNumber]))
            return (try row.bool("isRegistered"), try row.bool("isShiny"))
        }
    }

    @Test func aShinyCatchIsACatchAndUnmarkShinyKeepsTheCatch() async throws {
        #expect(
            try await dex.succeed(["mark", "25", "--shiny"])
                == "Caught shiny #025 Pikachu\nPokémon FireRed: 1/7 caught, 1 shiny\n")
        #expect(try row(25) == (true, true))
        #expect(
            try await dex.succeed(["mark", "25"]) == "#025 Pikachu was already caught\nPokémon FireRed: 1/7 caught, 1 shiny\n")
        #expect(try await dex.succeed(["mark", "25", "--shiny"]).hasPrefix("#025 Pikachu was already caught shiny\n"))
        #expect(try await dex.succeed(["list", "--caught"]) == "#025  R025  ★  Pikachu  Viridian Forest (walking grass)\n")
        #expect(
            try await dex.succeed(["show", "25", "--no-sprite"]).contains(
                "\nCaught:   yes, on \(CalendarDay.today())\nShiny:    yes\n")
        )

        #expect(
            try await dex.succeed(["unmark", "25", "--shiny"]) == "Unmarked shiny #025 Pikachu\nPokémon FireRed: 1/7 caught\n")
        #expect(try row(25) == (true, false))
        #expect(try await dex.succeed(["list", "--caught"]) == "#025  R025  ✓  Pikachu  Viridian Forest (walking grass)\n")
        #expect(!(try await dex.succeed(["show", "25", "--no-sprite"]).contains("Shiny:")))
        #expect(try await dex.succeed(["unmark", "25", "--shiny"]).hasPrefix("#025 Pikachu was already not shiny\n"))
    }

    @Test func showInEveryGameAndWhereMarkAShinyCatch() async throws {
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        try await dex.succeed(["mark", "25", "--shiny", "--game", "firered"])
        let everyGame = try await dex.succeed(["show", "25", "--all-games"])
        #expect(everyGame.contains("Pokémon FireRed  ★  caught shiny") && everyGame.contains("Pokémon Yellow   ·  missing"))

        // `where` needs the ways of the bundled manifest.
        let bundled = try DexProcess(manifest: nil)
        try await bundled.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await bundled.succeed(["mark", "pikachu", "--shiny"])
        let forest = try await bundled.succeed(["where", "viridian forest"])
        #expect(forest.contains("★  #025") && forest.contains("·  #010"))
    }

    @Test func unmarkTakesBackTheShininessWithTheCatch() async throws {
        try await dex.succeed(["mark", "25", "--shiny"])
        #expect(try await dex.succeed(["unmark", "25"]) == "Unmarked #025 Pikachu\nPokémon FireRed: 0/7 caught\n")
        #expect(try row(25) == (false, false))
    }

    @Test func listFiltersByShininess() async throws {
        try await dex.succeed(["mark", "25", "--shiny"])
        try await dex.succeed(["mark", "1"])
        #expect(try await dex.succeed(["list", "--shiny"]) == "#025  R025  ★  Pikachu  Viridian Forest (walking grass)\n")
        let notShiny = try await dex.succeed(["list", "--not-shiny"])
        #expect(notShiny.contains("Bulbasaur") && notShiny.contains("Mr. Mime") && !notShiny.contains("Pikachu"))
        #expect(try await dex.succeed(["list", "--caught", "--not-shiny"]) == "#001  R001  ✓  Bulbasaur  Gift: Prof. Oak\n")

        let json = try await #require(try dex.json(["list", "--shiny", "--json"]) as? [String: Any])
        #expect(json["shiny"] as? Bool == true)
        let pokemon = try #require(json["pokemon"] as? [[String: Any]])
        #expect(pokemon.map { $0["name"] as? String } == ["Pikachu"])
        #expect(pokemon.first?["shiny"] as? Bool == true && pokemon.first?["shinyLocked"] as? Bool == false)

        let both = try await dex.run(["list", "--shiny", "--not-shiny"])
        #expect(both.status == 64 && both.stderr.contains("choose one of --shiny and --not-shiny"))
    }

    @Test func undoPutsBackWhatEachShinyMarkChanged() async throws {
        try await dex.succeed(["mark", "1"])
        try await dex.succeed(["mark", "1", "25", "--shiny"])
        try await dex.succeed(["unmark", "25", "--shiny"])
        try await dex.succeed(["unmark", "1"])

        #expect(try await dex.succeed(["undo"]) == "Undid: unmarked #001 Bulbasaur in Pokémon FireRed.\n")
        #expect(try row(1) == (true, true))
        #expect(try await dex.succeed(["undo"]) == "Undid: unmarked #025 Pikachu as shiny in Pokémon FireRed.\n")
        #expect(try row(25) == (true, true))
        #expect(try await dex.succeed(["undo"]) == "Undid: marked 2 Pokémon caught shiny in Pokémon FireRed.\n")
        // Each goes back to its own state: Bulbasaur was caught already, Pikachu was not.
        #expect(try row(1) == (true, false) && row(25) == (false, false))
    }

    @Test func progressAndGamesCountTheShinyOnes() async throws {
        try await dex.succeed(["mark", "1", "25"])
        try await dex.succeed(["mark", "25", "--shiny"])
        let progress = try await dex.succeed(["progress"])
        #expect(progress.contains("2/7") && progress.contains("1 shiny"))
        #expect(try await dex.succeed(["games"]).contains("1 shiny"))
        let games = try await #require((try dex.json(["progress", "--json"]) as? [String: Any])?["games"] as? [[String: Any]])
        #expect(games.first?["caught"] as? Int == 2 && games.first?["shiny"] as? Int == 1)
        #expect(games.first?["tracksShiny"] as? Bool == false)
    }

    @Test func aShinyLivingDexCountsOnlyTheShinyOnes() async throws {
        try await dex.succeed(["remove-game", "firered", "--yes"])
        #expect(
            try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--shiny", "--no-sprites"])
                == "Added Pokémon FireRed with Bulbasaur: 7 Pokémon to catch shiny. It is now the active game.\n")
        #expect(try await dex.succeed(["mark", "25"]) == "Caught #025 Pikachu\nPokémon FireRed: 0/7 shiny, 1 caught\n")
        // Caught, not shiny: a shiny living dex is not complete yet; caught shiny, it is, and says so once.
        let all = try await dex.succeed(["mark", "1-1025", "--shiny"])
        #expect(
            all.contains("Pokémon FireRed: 7/7 shiny, 7 caught\n")
                && all.hasSuffix("Pokémon FireRed is complete: every Pokémon of its list is caught shiny.\n"), "\(all)")
        let firered = try await #require(
            ((try dex.json(["progress", "--json"]) as? [String: Any])?["games"] as? [[String: Any]])?.last)
        #expect(firered["tracksShiny"] as? Bool == true && firered["percent"] as? Double == 100.0)
        #expect(try await dex.succeed(["progress"]).contains("shiny living dex, 7 caught"))
    }

    @Test func generationOneHasNoShinies() async throws {
        let dexAdd = try await dex.run(["add-game", "yellow", "--shiny", "--no-sprites"])
        #expect(dexAdd.status == 1 && dexAdd.stdout.isEmpty, "\(dexAdd.stdout)")
        #expect(!(try await dex.succeed(["games"]).contains("Yellow")), "nothing was added")
        #expect(
            dexAdd.stderr.contains("Pokémon Yellow has no shiny Pokémon: shinies begin with generation 2 (Gold and Silver)"),
            "\(dexAdd.stderr)")
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        let mark = try await dex.run(["mark", "25", "--shiny"])
        #expect(mark.status == 1 && mark.stderr.contains("has no shiny Pokémon") && mark.stderr.contains("nothing was changed"))
        #expect(try await dex.succeed(["list", "--caught"]).hasPrefix("Nothing to list"))
    }
}
