import DexTestSupport
import Foundation
import SpriteTestSupport
import Testing

/// A database written before shiny sprites' outcomes and the `--no-sprites` choice were stored
/// (Tests/Fixtures/database-at-migration-7.sql, dumped from one a real dex made: Pikachu's sprite fetched, Mew's
/// missing) upgraded by the built binary: its outcomes stay its normal sprites', and its game downloads the sprites
/// commands bring in; from a real loopback server.
@Suite(.tags(.endToEnd)) struct SpriteStateUpgradeTests {
    @Test func theOutcomesStayNormalOnesAndTheGameDownloads() async throws {
        // Given the upgraded database, its sprites coming from the loopback server for every run
        let server = try SpriteServer()
        var dex = try DexProcess(databaseFixture: "database-at-migration-7.sql")
        dex.environment["DEX_SPRITE_URL_TEMPLATE"] = "http://127.0.0.1:\(server.port)/{folder}/normal/{sprite}.png"
        let games = await (try dex.json(["games", "--json"]) as? [String: Any])?["games"] as? [[String: Any]]
        #expect(games?.first?["downloadsSprites"] as? Bool == true)
        #expect(try await dex.succeed(["db", "status"]).contains("applied  14_AddShinySpriteRecordsAndSpriteDownloads"))
        let status = try await #require(try dex.json(["sprites", "status", "--json"]) as? [[String: Any]])
        #expect(status.first?["missing"] as? Int == 1)
        #expect(status.first?["shinyMissing"] as? Int == 0)

        // When Pikachu is marked caught shiny
        let marked = try await dex.run(["mark", "pikachu", "--shiny"])

        // Then its shiny sprite is downloaded at once
        #expect(marked.status == 0 && marked.stderr.isEmpty, "\(marked.stderr)")
        #expect(try server.stats().paths["/firered-leafgreen/shiny/pikachu.png"] == 1)
        #expect(try server.stats().requests == 1)

        // and a fetch still skips Mew, which the older dex found missing
        try server.reset()
        let fetch = try await dex.run(["sprites", "fetch"])
        #expect(try server.stats().paths.keys.contains { $0.hasSuffix("/mew.png") } == false)
        #expect(fetch.stderr.contains("Mew (mew): not on the server; pass --retry-missing to try again"), "\(fetch.stderr)")
    }
}
