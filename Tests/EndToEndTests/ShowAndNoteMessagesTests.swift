import DexTestSupport
import Foundation
import Testing

/// Reading a note, the messages of commands that change nothing, and one
/// Pokémon across every tracked game.
@Suite(.tags(.endToEnd)) struct ShowAndNoteMessagesTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
    }

    @Test func noteWithoutTextShowsTheNote() async throws {
        // The game's hint is not the player's note: it is shown beside, and --clear leaves it.
        #expect(
            try await dex.succeed(["note", "pikachu"])
                == "#025 Pikachu has no note; add one with 'dex note 25 TEXT'. Hint: Viridian Forest (walking grass)\n")
        try await dex.succeed(["note", "25", "saw one"])
        #expect(try await dex.succeed(["note", "pikachu"]) == "#025 Pikachu: saw one\n")
        try await dex.succeed(["note", "25", "--clear"])
        #expect(
            try await dex.succeed(["note", "pikachu"])
                == "#025 Pikachu has no note; add one with 'dex note 25 TEXT'. Hint: Viridian Forest (walking grass)\n")
        let both = try await dex.run(["note", "25", "text", "--clear"])
        #expect(both.status == 64 && both.stderr.contains("give either TEXT or --clear, not both"))
    }

    @Test func showDoesNotClaimToHaveChangedNothing() async throws {
        let result = try await dex.run(["show", "charmander"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: no Pokémon 'charmander' in Pokémon FireRed"))
        #expect(!result.stderr.contains("nothing was changed"), "\(result.stderr)")
        #expect(try await dex.run(["show", "pikachuu"]).stderr.contains("(did you mean 'Pikachu'?)"))
    }

    @Test func aFetchWithTheServerDownUsesTheOneErrorPrefix() async throws {
        // Port 9 (discard) on the loopback interface: nothing listens, so the connection is refused at once.
        let result = try await dex.run(["sprites", "fetch", "--sprite-url", "http://127.0.0.1:9/{generation}/{sprite}.png"])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("Error: ") || $0.hasPrefix("  ") }, "\(result.stderr)")
    }

    @Test func showAllGamesGivesEveryTrackedGame() async throws {
        try await dex.succeed(["mark", "25"])
        try await dex.succeed(["note", "25", "Viridian Forest, level 4"])
        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        let output = try await dex.succeed(["show", "pikachu", "--all-games"])
        #expect(
            output == """
                #025 Pikachu
                Pokémon FireRed  ✓  caught   Viridian Forest, level 4
                Pokémon Yellow   ·  missing  Starter

                """)
        let entei = try await dex.succeed(["show", "entei", "--all-games"])
        #expect(entei.contains("Pokémon Yellow   -  not in this game"), "\(entei)")
        let unknown = try await dex.run(["show", "pikachuu", "--all-games"])
        #expect(unknown.status == 1 && unknown.stderr.contains("did you mean 'Pikachu'"))
        let json = try await #require(
            try JSONSerialization.jsonObject(with: Data(dex.succeed(["show", "25", "--all-games", "--json"]).utf8))
                as? [String: Any])
        let games = try #require(json["games"] as? [[String: Any]])
        #expect(games.count == 2)
        #expect((games[0]["pokemon"] as? [String: Any])?["caught"] as? Bool == true)
    }
}
