import DexTestSupport
import Foundation
import Testing

@Suite(.tags(.endToEnd)) struct ShowJSONCommandTests {
    @Test func gamesAndProgressShareOneShape() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        for command in [["games", "--json"], ["progress", "--json"]] {
            let object = try await #require(try dex.json(command) as? [String: Any])
            #expect(object["activeGame"] as? String == "firered")
            let games = try #require(object["games"] as? [[String: Any]])
            #expect(games.map { $0["slug"] as? String } == ["firered", "yellow"])
            #expect(
                Set(games[0].keys) == [
                    "slug", "name", "generation", "starter", "dataVersion", "caught", "shiny", "tracksShiny",
                    "downloadsSprites", "total", "reachable", "percent", "active",
                ])
            #expect(games[0]["caught"] as? Int == 2 && games[0]["total"] as? Int == 7 && games[0]["percent"] as? Double == 28.6)
            #expect(games[0]["active"] as? Bool == true && games[1]["active"] as? Bool == false)
            #expect(games[1]["starter"] is NSNull)
        }
    }

    /// `--game` chooses the games shown, not which one is active.
    @Test func progressOfAnotherGameStillNamesTheActiveOne() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        let object = try await #require(try dex.json(["progress", "--json", "--game", "yellow"]) as? [String: Any])
        #expect(object["activeGame"] as? String == "firered")
        let games = try #require(object["games"] as? [[String: Any]])
        #expect(games.map { $0["slug"] as? String } == ["yellow"] && games[0]["active"] as? Bool == false)
    }

    @Test func emptyDatabaseGivesEmptyJSON() async throws {
        let dex = try DexProcess()
        let object = try await #require(try dex.json(["games", "--json"]) as? [String: Any])
        #expect(object["activeGame"] is NSNull && (object["games"] as? [Any])?.isEmpty == true)
    }

    @Test func availableGames() async throws {
        let dex = try DexProcess()
        let object = try await #require(try dex.json(["games", "--available", "--json"]) as? [String: Any])
        let available = try #require(object["available"] as? [[String: Any]])
        #expect(available.first?["slug"] as? String == "firered")
        #expect(available.first?["starters"] as? [String] == ["bulbasaur", "charmander", "squirtle"])
        #expect(available.first?["pokemon"] as? Int == 9)
    }

    @Test func listShapeFollowsTheFilter() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        let object = try await #require(try dex.json(["list", "--caught", "--json"]) as? [String: Any])
        #expect(object["filter"] as? String == "caught" && object["search"] is NSNull)
        #expect((object["game"] as? [String: Any])?["slug"] as? String == "firered")
        let pokemon = try #require(object["pokemon"] as? [[String: Any]])
        #expect(pokemon.map { $0["dexNumber"] as? Int } == [1, 25])
        #expect(pokemon[1]["notes"] as? String == "Viridian, \"lvl 4\"\nsecond line")
    }
}
