import DexTestSupport
import Foundation
import Testing

/// `list`, `progress` and `games` skip ArgumentParser (`QuickCommand`); a trailing `--` sends the same command line
/// through ArgumentParser. Both must print the same, fail the same, and leave the same files behind.
@Suite(.tags(.endToEnd)) struct QuickReadCommandTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess()
        try dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try dex.succeed(["add-game", "yellow", "--no-sprites"])
        try dex.succeed(["mark", "25", "1", "--game", "firered"])
        try dex.succeed(["note", "122", "from the Route 24 trade?", "--game", "firered"])
    }

    /// Runs `arguments` on the quick path and through ArgumentParser, and checks that both answer alike.
    private func expectBothWaysAlike(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let quick = try dex.run(arguments)
        let parsed = try dex.run(arguments + ["--"])
        #expect(
            quick.status == parsed.status && quick.stdout == parsed.stdout && quick.stderr == parsed.stderr,
            "dex \(arguments.joined(separator: " ")): \(quick) vs \(parsed)", sourceLocation: sourceLocation)
    }

    @Test func listAnswersTheSameBothWays() throws {
        for arguments in [
            [], ["--missing"], ["--caught", "--sort", "name", "--game", "firered"], ["--all", "--sort=national"],
            ["--game", "firered", "--search", "nido"],
            ["--search", "route 24", "--json", "--game=firered"], ["--game", "yellow", "--missing"], ["--sprites"],
            ["--home", dex.home.path, "--json"],
        ] {
            try expectBothWaysAlike(["list"] + arguments)
        }
        #expect(try dex.succeed(["list", "--caught", "--game", "firered"]).contains("#025  R025  ✓  Pikachu"))
    }

    @Test func progressAndGamesAnswerTheSameBothWays() throws {
        for arguments in [
            ["progress"], ["progress", "--json"], ["games"], ["games", "--json"], ["games", "--available"],
            ["games", "--available", "--json", "--manifest", Fixtures.miniManifest.path],
        ] {
            try expectBothWaysAlike(arguments)
        }
    }

    @Test func errorsAreTheSameBothWays() throws {
        try expectBothWaysAlike(["list", "--game", "crystal"])
        try expectBothWaysAlike(["games", "--available", "--manifest", "/nonexistent/games.json"])
        let unknownGame = try dex.run(["list", "--game", "crystal"])
        #expect(unknownGame.status == 1 && unknownGame.stderr.hasPrefix("Error: "))
    }

    /// Lines the quick path leaves to ArgumentParser get ArgumentParser's answers.
    @Test func unusualFormsFallBackToArgumentParser() throws {
        let twoFilters = try dex.run(["list", "--missing", "--caught"])
        #expect(twoFilters.status == 64 && twoFilters.stderr.contains("choose one of --missing, --caught and --all"))
        let badOrder = try dex.run(["list", "--sort", "weight"])
        #expect(badOrder.status == 64 && badOrder.stderr.contains("The value 'weight' is invalid for '--sort <order>'"))
        #expect(try dex.run(["progress", "25"]).stderr.contains("Unexpected argument '25'"))
        #expect(try dex.run(["games", "--help"]).stdout.contains("USAGE: dex games"))
    }

    /// `games --available` reads only the manifest, so it makes no data folder on either path.
    @Test func gamesAvailableCreatesNoDataFolder() throws {
        let parent = try TemporaryFolder.make(prefix: "dex-no-home")
        for (index, trailer) in [[], ["--"]].enumerated() {
            let home = parent.appendingPathComponent("home\(index)")
            let output = try dex.succeed(["games", "--available", "--home", home.path] + trailer)
            #expect(output.contains("firered"))
            #expect(!FileManager.default.fileExists(atPath: home.path), "games --available \(trailer) made \(home.path)")
        }
    }
}
