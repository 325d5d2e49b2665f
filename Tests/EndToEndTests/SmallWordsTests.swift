import DexTestSupport
import Foundation
import Testing

/// The small words of a day of use: `where` in the national game, what `config set` stored, the warning before a
/// deletion undo cannot revert.
@Suite(.tags(.endToEnd)) struct SmallWordsTests {
    @Test func whereInTheNationalGameSaysItHasNoPlacesAndNamesAGameThatHas() async throws {
        let dex = try DexProcess(manifest: nil)
        try await dex.succeed(["add-game", "national", "--no-sprites"])
        let alone = try await dex.run(["where", "route 1"])
        #expect(alone.status == 1)
        #expect(
            alone.stderr
                == "Error: National Pokédex has no places: its Pokémon come from every game; add a game that has with "
                + "'dex add-game SLUG' and run 'dex where PLACE --game SLUG'\n")
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let withFireRed = try await dex.run(["where", "route 1", "--game", "national"])
        #expect(
            withFireRed.stderr
                == "Error: National Pokédex has no places: its Pokémon come from every game; run 'dex where PLACE --game "
                + "firered' to look in a game that has\n")
        #expect(try await dex.succeed(["where", "route 1"]).contains("Pidgey"))
    }

    @Test func configSetEchoesWhatItStored() async throws {
        let dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        #expect(try await dex.succeed(["config", "set", "show-percentage", "yes"]) == "show-percentage = true\n")
        #expect(try await dex.succeed(["config", "get", "show-percentage"]) == "true\n")
        #expect(try await dex.succeed(["config", "set", "active-game", "Fire Red"]) == "active-game = firered\n")
    }

    @Test(arguments: [["remove-game", "firered"], ["db", "reset"]])
    func aDeletionPromptSaysItCannotBeUndoneAndHowToKeepACopy(arguments: [String]) async throws {
        let dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let result = try PseudoTerminal(columns: 200).run(arguments, dex: dex, input: "n\n", separateStderr: true)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasSuffix(
                "This cannot be undone; to keep a copy first, run 'dex export -o FILE' or 'dex db backup FILE'. [y/N] "),
            "\(result.stderr)")
    }
}
