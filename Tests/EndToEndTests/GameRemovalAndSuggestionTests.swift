import DexTestSupport
import Foundation
import Testing

/// Removing games (by `remove-game` and `import --replace`), answering "no", typos, and the regional order of `list`.
@Suite(.tags(.endToEnd)) struct GameRemovalAndSuggestionTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess()
    }

    @Test func removingTheActiveGameMakesTheNewestRemainingOneActive() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        let removed = try await dex.succeed(["remove-game", "yellow", "--yes"])
        #expect(removed == "Removed Pokémon Yellow and its sprites.\nPokémon FireRed is now the active game.\n")
        #expect(try await dex.succeed(["mark", "25"]).hasPrefix("Caught #025 Pikachu"))
        #expect(try await dex.succeed(["remove-game", "firered", "--yes"]) == "Removed Pokémon FireRed and its sprites.\n")
    }

    @Test func removingAnotherGameKeepsTheActiveOne() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        try await dex.succeed(["use", "firered"])
        #expect(try await dex.succeed(["remove-game", "yellow", "--yes"]) == "Removed Pokémon Yellow and its sprites.\n")
        #expect(try await dex.succeed(["games"]).hasPrefix("*  firered"))
    }

    @Test(arguments: [["remove-game", "firered"], ["db", "reset"]])
    func answeringNoCancelsWithoutAnError(arguments: [String]) async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let result = try PseudoTerminal().run(arguments, dex: dex, input: "n\n", separateStderr: true)
        #expect(result.status == 1)
        #expect(result.output.hasSuffix("Cancelled; nothing was changed.\n"), "\(result.output)")
        #expect(!result.stderr.contains("Error"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("[y/N] "))
        #expect(try await dex.succeed(["games"]).hasPrefix("*  firered"))
    }

    @Test func answeringYesGoesAhead() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let result = try PseudoTerminal().run(["remove-game", "firered"], dex: dex, input: "y\n", separateStderr: true)
        #expect(result.status == 0)
        #expect(result.output.contains("Removed Pokémon FireRed"))
    }

    @Test func anImportReplacingWhatItDoesNotListAsksFirst() async throws {
        // Given FireRed and Yellow tracked, and a backup of FireRed alone
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let backup = dex.home.appendingPathComponent("backup.json").path
        try await dex.succeed(["export", "-o", backup])
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])

        // When it replaces them on a terminal, answering no, then yes
        let no = try PseudoTerminal().run(["import", backup, "--replace"], dex: dex, input: "n\n", separateStderr: true)
        let games = try await dex.succeed(["games"])
        let yes = try PseudoTerminal().run(["import", backup, "--replace"], dex: dex, input: "y\n", separateStderr: true)

        // Then it asks, names the game, and goes ahead only on yes
        #expect(
            no.stderr
                == "Replacing with \(backup) removes the games it does not list, and their catches: Pokémon Yellow ('dex undo' brings them back). Go ahead? [y/N] "
        )
        #expect(no.status == 1 && no.output.hasSuffix("Cancelled; nothing was changed.\n"), "\(no.output)")
        #expect(games.contains("yellow"))
        #expect(yes.status == 0 && yes.output.contains("Imported \(backup): added 0 games, removed 1 game"), "\(yes.output)")
        #expect(!(try await dex.succeed(["games"]).contains("yellow")))
    }

    @Test func aMistypedCommandSuggestsTheNearestOne() async throws {
        let result = try await dex.run(["mrak", "25"])
        #expect(result.status == 64)
        #expect(result.stderr == "Error: 'mrak' is not a dex command (did you mean 'mark'?); run 'dex --help' to list them\n")
        let far = try await dex.run(["xyzzy"])
        #expect(far.stderr == "Error: 'xyzzy' is not a dex command; run 'dex --help' to list them\n")
        #expect(try await dex.run(["remove-gaem", "x"]).stderr.contains("(did you mean 'remove-game'?)"))
    }

    @Test func aShortGameNameSuggestsTheTrackedGameItStarts() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        let result = try await dex.run(["use", "fire"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: you are not tracking 'fire' (did you mean 'firered'?)"), "\(result.stderr)")
    }

    /// A game whose regional dex is not in national order, like HeartGold's Johto dex.
    func regionalManifest() throws -> URL {
        let json = """
            {"version": "regional-1", "games": [{"slug": "johto", "name": "Pokémon Johto", "generation": 4,
             "spriteGeneration": "heartgold-soulsilver", "hasStarterChoice": false, "availableStarters": [],
             "regionalDex": "updated-johto", "pokemon": [
              {"dexNumber": 1, "name": "Bulbasaur", "notes": "", "spriteSlug": "bulbasaur", "excludedForStarters": []},
              {"dexNumber": 25, "regionalNumber": 22, "name": "Pikachu", "notes": "", "spriteSlug": "pikachu", "excludedForStarters": []},
              {"dexNumber": 152, "regionalNumber": 1, "name": "Chikorita", "notes": "", "spriteSlug": "chikorita", "excludedForStarters": []},
              {"dexNumber": 16, "regionalNumber": 10, "name": "Pidgey", "notes": "", "spriteSlug": "pidgey", "excludedForStarters": []}
             ]}]}
            """
        let url = dex.home.appendingPathComponent("regional.json")
        try Data(json.utf8).write(to: url)
        return url
    }

    @Test func listFollowsTheRegionalDexUnlessSortedOtherwise() async throws {
        let manifest = try regionalManifest()
        try await dex.succeed(["add-game", "johto", "--no-sprites", "--manifest", manifest.path])
        func names(_ arguments: [String]) async throws -> [String] {
            try await dex.succeed(["list"] + arguments).split(separator: "\n").map { line in
                String(line.split(separator: " ", omittingEmptySubsequences: true)[line.contains(" R") ? 3 : 2])
            }
        }
        await #expect(try names([]) == ["Chikorita", "Pidgey", "Pikachu", "Bulbasaur"])
        await #expect(try names(["--sort", "regional"]) == ["Chikorita", "Pidgey", "Pikachu", "Bulbasaur"])
        await #expect(try names(["--sort", "national"]) == ["Bulbasaur", "Pidgey", "Pikachu", "Chikorita"])
        await #expect(try names(["--sort", "name"]) == ["Bulbasaur", "Chikorita", "Pidgey", "Pikachu"])
        let json = try await dex.succeed(["list", "--json"])
        #expect(json.range(of: "Chikorita")!.lowerBound < json.range(of: "Bulbasaur")!.lowerBound)
        #expect(try await dex.run(["list", "--sort", "height"]).status == 64)
    }
}
