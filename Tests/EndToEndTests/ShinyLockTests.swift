import DexTestSupport
import Foundation
import Testing

/// A Pokémon its game never gives shiny (the bundled manifest's `shinyLocked`): `show` says so, and `mark --shiny`
/// is refused with the reason and changes nothing.
@Suite(.tags(.endToEnd)) struct ShinyLockTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess(manifest: nil)
        try await dex.succeed(["add-game", "sword", "--starter", "grookey", "--no-sprites"])
    }

    /// The database's bytes: `dex.sqlite` and its log (`-shm`, SQLite's shared memory, changes with every read).
    private func files() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in ["dex.sqlite", "dex.sqlite-wal"] {
            files[name] = try Data(contentsOf: dex.home.appendingPathComponent(name))
        }
        return files
    }

    @Test func markShinyOfALockedPokemonIsRefusedAndLeavesTheDatabaseAsItWas() async throws {
        try await dex.succeed(["mark", "25", "--shiny"])
        let before = try files()

        let refused = try await dex.run(["mark", "zacian", "--shiny"])
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(
            refused.stderr
                == "Error: #888 Zacian is never shiny in Pokémon Sword: every way to get it there is shiny-locked; mark it "
                + "without --shiny; nothing was changed\n")
        #expect(try files() == before)

        // One locked Pokémon among several refuses them all.
        let range = try await dex.run(["mark", "887-890", "--shiny"])
        #expect(range.status == 1)
        #expect(range.stderr.hasPrefix("Error: #888 Zacian and #890 Eternatus are never shiny in Pokémon Sword:"))
        #expect(try files() == before)
        #expect(try await dex.succeed(["undo"]) == "Undid: marked #025 Pikachu caught shiny in Pokémon Sword.\n")
    }

    @Test func showSaysTheGameNeverGivesItShinyAndAPlainMarkStillWorks() async throws {
        #expect(
            try await dex.succeed(["show", "eternatus", "--no-sprite"]).contains(
                "\nShiny:    never in this game: every way to get it is shiny-locked\n"))
        let json = try await #require(
            (try dex.json(["show", "zacian", "--json"]) as? [String: Any])?["pokemon"] as? [String: Any])
        #expect(json["shinyLocked"] as? Bool == true && json["shiny"] as? Bool == false)
        #expect(try await dex.succeed(["mark", "zacian"]) == "Caught #888 Zacian\nPokémon Sword: 1/625 caught\n")
        // Zamazenta is Shield's: Sword gets it by trade, which the lock on Shield's encounter does not cover.
        let zamazenta = try await #require(
            (try dex.json(["show", "zamazenta", "--json"]) as? [String: Any])?["pokemon"] as? [String: Any])
        #expect(zamazenta["shinyLocked"] as? Bool == false)
    }
}
