import DexTestSupport
import Foundation
import Testing

/// An option that takes one value, given twice, is refused before any command runs, naming the option, instead of
/// the last value silently winning.
@Suite(.tags(.endToEnd)) struct RepeatedOptionTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
    }

    @Test func aRepeatedGameIsRefusedAndNothingIsMarked() async throws {
        let before = try await dex.succeed(["progress", "--json"])
        for arguments in [
            ["mark", "25", "--game", "firered", "--game", "yellow"],
            ["mark", "25", "--game=firered", "--game", "yellow"],
            ["unmark", "--game", "yellow", "25", "--game=yellow"],
            ["list", "--game", "firered", "--game", "yellow"],
        ] {
            let result = try await dex.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == "Error: --game is given twice; give it once\n", "\(arguments)")
        }
        #expect(try await dex.succeed(["progress", "--json"]) == before)
    }

    /// Every command's options of one value, from its ArgumentParser definition, whatever command it is and however the
    /// option is spelled.
    @Test func everyCommandRefusesItsOptionsGivenTwice() async throws {
        let export = try await dex.run(["export", "-o", "a.json", "--output", "b.json"])
        #expect(export.status == 64 && export.stderr == "Error: --output is given twice; give it once\n")
        let fetch = try await dex.run(["sprites", "fetch", "--deadline", "5", "--concurrency", "2", "--deadline=9"])
        #expect(fetch.status == 64 && fetch.stderr == "Error: --deadline is given twice; give it once\n")
        let home = try await dex.run(["games", "--home", dex.home.path, "--home", "/nowhere"])
        #expect(home.status == 64 && home.stderr == "Error: --home is given twice; give it once\n")
        #expect(!FileManager.default.fileExists(atPath: "/nowhere"))
    }

    /// A value that looks like the option is a value, and after `--` every word is an argument: neither is a repeat.
    @Test func aValueOrAnArgumentSpelledLikeTheOptionIsNoRepeat() async throws {
        let note = try await dex.run(["note", "25", "--game", "firered", "--", "--game"])
        #expect(note.status == 0, "\(note.stderr)")
        #expect(!note.stderr.contains("given twice"))
    }

    @Test func aFlagGivenTwiceMeansWhatItMeansOnce() async throws {
        let twice = try await dex.run(["list", "--game", "firered", "--json", "--json"])
        let once = try await dex.run(["list", "--game", "firered", "--json"])
        #expect(twice.status == once.status && twice.stdout == once.stdout && twice.stderr == once.stderr)
    }
}
