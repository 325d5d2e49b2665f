import DexTestSupport
import Foundation
import Testing

/// Habits from git and other tools: options before the command, one game's progress, comma lists of refs, a note
/// without quotes.
@Suite(.tags(.endToEnd)) struct CommandLineHabitsTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
    }

    @Test func homeAndGameBeforeTheCommandWork() async throws {
        try await dex.succeed(["mark", "25", "--game", "firered"])
        #expect(try await dex.succeed(["--game", "firered", "list", "--caught"]).contains("Pikachu"))
        #expect(try await dex.succeed(["--game=yellow", "list", "--caught"]).contains("Nothing to list in Pokémon Yellow"))
        let other = try DexProcess()
        let elsewhere = try await other.run(["--home", dex.home.path, "progress"], environment: ["DEX_HOME": nil])
        #expect(elsewhere.status == 0 && elsewhere.stdout.contains("Pokémon FireRed"), "\(elsewhere.stderr)")
        #expect(try await dex.succeed(["--game", "firered", "mark", "--", "29"]).contains("Caught #029 Nidoran♀"))
        let notTaken = try await dex.run(["--game", "firered", "games"])
        #expect(notTaken.status == 64 && notTaken.stderr.contains("--game"), "\(notTaken.stderr)")
    }

    @Test func progressOfOneGame() async throws {
        let one = try await dex.succeed(["progress", "--game", "yellow"]).split(separator: "\n")
        #expect(one.count == 1 && one[0].hasPrefix("Pokémon Yellow"), "\(one)")
        let json = try await #require(try dex.json(["progress", "--game", "firered", "--json"]) as? [String: Any])
        let games = try #require(json["games"] as? [[String: Any]])
        #expect(games.map { $0["slug"] as? String } == ["firered"])
        let unknown = try await dex.run(["progress", "--game", "yelow"])
        #expect(unknown.status == 1 && unknown.stderr.contains("(did you mean 'yellow'?)"), "\(unknown.stderr)")
    }

    @Test func commaListsAreRefs() async throws {
        let marked = try await dex.succeed(["mark", "1,25", "29-83,122", "--game", "firered"])
        for name in ["Bulbasaur", "Pikachu", "Nidoran♀", "Farfetch’d", "Mr. Mime"] {
            #expect(marked.contains("Caught #") && marked.contains(name), "\(name): \(marked)")
        }
        #expect(marked.contains("5/7 caught"), "\(marked)")
        #expect(try await dex.succeed(["unmark", "pikachu,mr-mime", "--game", "firered"]).contains("3/7 caught"))
        let bad = try await dex.run(["mark", "1,pikachuu", "--game", "firered"])
        #expect(
            bad.status == 1 && bad.stderr.contains("'pikachuu' in Pokémon FireRed (did you mean 'Pikachu'?)"), "\(bad.stderr)")
    }

    @Test func aNoteTakesTheRestOfTheLine() async throws {
        #expect(
            try await dex.succeed(["note", "pikachu", "caught", "at", "dusk", "--game", "firered"])
                == "#025 Pikachu: caught at dusk\n")
        #expect(try await dex.succeed(["note", "25", "two  spaces", "--game", "firered"]) == "#025 Pikachu: two  spaces\n")
        let both = try await dex.run(["note", "25", "text", "--clear", "--game", "firered"])
        #expect(both.status == 64 && both.stderr.contains("give either TEXT or --clear, not both"), "\(both.stderr)")
    }
}
