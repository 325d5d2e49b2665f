import DexTestSupport
import Foundation
import Testing

/// A database written by dex before shiny catches (Tests/Fixtures/database-at-migration-9-firered-black.sql, dumped from one made
/// by dex 0.1.0) upgraded by the built binary: everything kept, nothing shiny, the shiny locks of its games filled in
/// from the bundled manifest, and the journal it wrote still undone.
@Suite(.tags(.endToEnd)) struct ShinyUpgradeTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(databaseFixture: "database-at-migration-9-firered-black.sql")
    }

    @Test func theUpgradeKeepsEveryCatchAndMakesNoneShiny() async throws {
        #expect(
            try await dex.succeed(["list", "--caught"])
                == """
                #001  R001  ✓  Bulbasaur   Starter: Pallet Town
                #004  R004  ✓  Charmander  traded · Starter: Pallet Town
                #025  R025  ✓  Pikachu     Viridian Forest, level 4
                #122  R122  ✓  Mr. Mime    In-game trade: Route 2 (north, towards Pewter City), give Abra

                """)
        #expect(try await dex.succeed(["list", "--shiny"]) == "Nothing to list in Pokémon FireRed.\n")
        #expect(try await dex.succeed(["db", "status"]).contains("applied  10_AddShinyCatches"))
        let games = try await #require((try dex.json(["progress", "--json"]) as? [String: Any])?["games"] as? [[String: Any]])
        #expect(
            games.map { "\($0["slug"] ?? "") \($0["caught"] ?? "") \($0["shiny"] ?? "") \($0["tracksShiny"] ?? "")" }
                == ["firered 4 0 0", "black 2 0 0"])

        #expect(
            try await dex.succeed(["mark", "25", "--shiny"])
                == "Caught shiny #025 Pikachu\nPokémon FireRed: 4/193 (2.1%) caught, 1 shiny\n")
    }

    @Test func theLocksOfTrackedGamesAreFilledIn() async throws {
        #expect(
            try await dex.succeed(["show", "reshiram", "--game", "black", "--no-sprite"]).contains(
                "\nShiny:    never in this game: every way to get it is shiny-locked\n"))
        let refused = try await dex.run(["mark", "643", "--shiny", "--game", "black"])
        #expect(refused.status == 1 && refused.stderr.hasPrefix("Error: #643 Reshiram is never shiny in Pokémon Black:"))
        #expect(try await dex.succeed(["mark", "498", "--shiny", "--game", "black"]).hasPrefix("Caught shiny #498 Tepig\n"))
    }

    @Test func theJournalWrittenBeforeShinyCatchesStillUndoes() async throws {
        try await dex.succeed(["mark", "498", "--shiny", "--game", "black"])
        #expect(try await dex.succeed(["undo"]) == "Undid: marked #498 Tepig caught shiny in Pokémon Black.\n")
        #expect(try await dex.succeed(["undo"]) == "Undid: marked 2 Pokémon caught in Pokémon Black.\n")
        #expect(try await dex.succeed(["list", "--caught", "--game", "black"]) == "Nothing to list in Pokémon Black.\n")
        #expect(try await dex.succeed(["undo"]) == "Undid: set the note on #025 Pikachu in Pokémon FireRed.\n")
        #expect(try await dex.succeed(["undo"]) == "Undid: unmarked #016 Pidgey in Pokémon FireRed.\n")
        #expect(try await dex.succeed(["list", "--caught", "--not-shiny"]).contains("Pidgey"))
    }
}
