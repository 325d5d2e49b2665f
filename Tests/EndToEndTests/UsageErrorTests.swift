import DexTestSupport
import Foundation
import Testing

/// A line dex cannot read gets one `Error:` line on stderr that names what is wrong and where to look, status 64, and
/// nothing on stdout; help goes to stdout with status 0.
@Suite(.tags(.endToEnd)) struct UsageErrorTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur"])
    }

    @Test(arguments: [
        (["mark", "--bogus", "25"], "Error: Unknown option '--bogus'. See 'dex mark --help'.\n"),
        (
            ["config", "set", "nokey", "1"],
            "Error: The value 'nokey' is invalid for '<key>'. Please provide one of 'active-game', 'show-percentage' or "
                + "'show-only-missing'. See 'dex config set --help'.\n"
        ),
        (
            ["export", "--game", "firered", "--all-games"],
            "Error: --game, --all-games and --notes go with --format html; a backup holds every game and note. "
                + "See 'dex export --help'.\n"
        ),
        (["list", "--missing", "--caught"], "Error: choose one of --missing, --caught and --all. See 'dex list --help'.\n"),
        (
            ["list", "--sort", "weight"],
            "Error: The value 'weight' is invalid for '--sort <order>'. Please provide one of 'regional', 'national' or "
                + "'name'. See 'dex list --help'.\n"
        ),
        (["progress", "25"], "Error: Unexpected argument '25'. See 'dex progress --help'.\n"),
        (["show", "1", "4"], "Error: Unexpected argument '4'. See 'dex show --help'.\n"),
        (["show"], "Error: Missing expected argument '<ref>'. See 'dex show --help'.\n"),
        (["unmark", "--traded", "25"], "Error: --traded goes with 'dex mark', not 'dex unmark'. See 'dex unmark --help'.\n"),
        (
            ["sprites", "fetch", "--deadline", "0"],
            "Error: --deadline must be between 1 and 86400 seconds, not 0. "
                + "See 'dex sprites fetch --help'.\n"
        ),
    ])
    func aUsageErrorIsOneLine(arguments: [String], message: String) async throws {
        let before = try await dex.succeed(["list", "--json"])
        let result = try await dex.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == message)
        #expect(try await dex.succeed(["list", "--json"]) == before)
    }

    @Test func helpAndTheVersionGoToStdout() async throws {
        let help = try await dex.run(["mark", "--help"])
        #expect(help.status == 0 && help.stderr == "" && help.stdout.contains("USAGE: dex mark"))
        let version = try await dex.run(["--version"])
        #expect(version.status == 0 && version.stdout.hasSuffix("\n") && !version.stdout.isEmpty)
    }

    @Test func anErrorOfTheCommandItselfIsOneLineWithStatusOne() async throws {
        let result = try await dex.run(["mark", "pikachuu"])
        #expect(result.status == 1)
        #expect(
            result.stderr == "Error: no Pokémon 'pikachuu' in Pokémon FireRed (did you mean 'Pikachu'?); nothing was changed\n")
    }

    /// `games --available` reads only the manifest, so it makes no data folder.
    @Test func gamesAvailableCreatesNoDataFolder() async throws {
        let home = try TemporaryFolder.make(prefix: "dex-no-home").appendingPathComponent("home")
        let output = try await dex.succeed(["games", "--available", "--home", home.path])
        #expect(output.contains("firered"))
        #expect(!FileManager.default.fileExists(atPath: home.path))
    }
}
