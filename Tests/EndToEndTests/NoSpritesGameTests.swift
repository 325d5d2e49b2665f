import DexTestSupport
import Foundation
import SaveFileSupport
import SpriteTestSupport
import Testing

/// A game added with `--no-sprites` keeps that choice: `mark` and `import-save` download nothing for it, until a
/// `sprites fetch` of it turns the downloads back on; from a real loopback server counting requests.
@Suite(.tags(.endToEnd)) struct NoSpritesGameTests {
    private static func downloadsSprites(_ dex: DexProcess) async throws -> Bool? {
        let games = await (try dex.json(["games", "--json"]) as? [String: Any])?["games"] as? [[String: Any]]
        return games?.first?["downloadsSprites"] as? Bool
    }

    private static func downloadsSprites(home: URL) throws -> Bool? {
        let output = try runDex(["games", "--json", "--home", home.path]).stdout
        let json = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        return (json?["games"] as? [[String: Any]])?.first?["downloadsSprites"] as? Bool
    }

    @Test func aTradedOrShinyMarkDownloadsNothingUntilTheGamesSpritesAreFetched() async throws {
        // Given FireRed with Bulbasaur added with --no-sprites, its sprites to come from the server
        let server = try SpriteServer()
        let dex = try DexProcess()
        let template = "http://127.0.0.1:\(server.port)/{folder}/normal/{sprite}.png"
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites", "--sprite-url", template])
        await #expect(try Self.downloadsSprites(dex) == false)

        // When Charmander is marked traded and Pikachu shiny
        let traded = try await dex.run(["mark", "charmander", "--traded"])
        let shiny = try await dex.run(["mark", "pikachu", "--shiny"])

        // Then both are marked, quietly, and nothing is asked of the server
        for result in [traded, shiny] { #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)") }
        #expect(try server.stats().requests == 0)
        #expect(try await dex.succeed(["list", "--caught"]).contains("Charmander  traded"))

        // When the game's sprites are fetched, asked for by name
        try await dex.succeed(["sprites", "fetch", "--game", "firered"])

        // Then the game downloads the sprites commands bring in again
        await #expect(try Self.downloadsSprites(dex) == true)
        try server.reset()
        let later = try await dex.run(["mark", "squirtle", "--traded"])
        #expect(later.status == 0 && later.stderr.isEmpty, "\(later.stderr)")
        #expect(try BroughtInSpriteTests.requested(server, ending: "/normal/squirtle.png") == 1)
        #expect(try server.stats().requests == 1)
    }

    @Test(arguments: [
        "http://127.0.0.1:1/{folder}/normal/{sprite}.png",  // nothing listens there
        "http://dex-sprites.invalid/{folder}/normal/{sprite}.png",  // a name no resolver knows (RFC 6761)
    ])
    func aFetchThatReachesNoHostKeepsTheChoice(template: String) async throws {
        // Given FireRed added with --no-sprites, its sprites to come from a host that cannot be reached
        let dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites", "--sprite-url", template])

        // When its sprites are fetched
        let fetch = try await dex.run(["sprites", "fetch", "--game", "firered"])

        // Then the fetch fails with its one line, and the game still downloads nothing commands bring in
        #expect(fetch.status == 1)
        #expect(fetch.stderr.split(separator: "\n").count == 1, "\(fetch.stderr)")
        #expect(fetch.stderr.contains("cannot reach") && fetch.stderr.contains("run 'dex sprites fetch' again"))
        await #expect(try Self.downloadsSprites(dex) == false)
    }

    @Test func aFetchWithSomeSpritesFailingTurnsTheDownloadsOn() throws {
        // Given a game added with --no-sprites whose server sends one sprite and an HTML page for the other
        let server = try SpriteServer()
        let (home, common) = try SpriteCommandTests.setUp(["mon-1", "html-2"])
        let manifest = SpriteCommandTests.manifestPath(home)
        #expect(try runDex(["add-game", "firered", "--no-sprites", "--manifest", manifest] + common).status == 0)

        // When its sprites are fetched
        let fetch = try runDex(["sprites", "fetch", "--sprite-url", server.template] + common)

        // Then the fetch says one failed, and the game downloads what commands bring in from then on
        #expect(fetch.status == 1)
        #expect(fetch.stdout.contains("1 downloaded") || fetch.stderr.contains("html-2"), "\(fetch.stdout)\(fetch.stderr)")
        #expect(try Self.downloadsSprites(home: home) == true)
    }

    @Test func aFetchWhoseEverySpriteFailsKeepsTheChoice() throws {
        // Given a game added with --no-sprites whose server sends an HTML page for every sprite
        let server = try SpriteServer()
        let (home, common) = try SpriteCommandTests.setUp(["html-1", "html-2"])
        let manifest = SpriteCommandTests.manifestPath(home)
        #expect(try runDex(["add-game", "firered", "--no-sprites", "--manifest", manifest] + common).status == 0)

        // When its sprites are fetched
        let fetch = try runDex(["sprites", "fetch", "--sprite-url", server.template] + common)

        // Then nothing came, and the choice stays
        #expect(fetch.status == 1)
        #expect(try server.stats().requests >= 2)
        #expect(try Self.downloadsSprites(home: home) == false)
    }

    @Test func aSaveImportDownloadsNothingForIt() async throws {
        // Given FireRed with Bulbasaur on the bundled manifest, added with --no-sprites, and a save whose Pokédex has
        // Charmander, which the list lacks
        let server = try SpriteServer()
        let dex = try DexProcess(manifest: nil)
        let template = "http://127.0.0.1:\(server.port)/{folder}/normal/{sprite}.png"
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites", "--sprite-url", template])
        var writer = Gen3SaveWriter(.fireRedLeafGreen)
        writer.owned = [1, 4]
        writer.seen = [1, 4]
        let save = dex.home.appendingPathComponent("firered.sav")
        try Data(writer.bytes()).write(to: save)

        // When it is imported
        let imported = try await dex.run(["import-save", save.path])

        // Then Charmander is added and nothing is asked of the server
        #expect(imported.status == 0 && imported.stderr.isEmpty, "\(imported.stderr)")
        #expect(imported.stdout.contains("Added to Pokémon FireRed's list as received in a trade: #004 Charmander."))
        #expect(try server.stats().requests == 0)
    }

    @Test func gamesAddedWithTheirSpritesDownloadThem() async throws {
        let dex = try DexProcess()
        try await dex.succeed([
            "add-game", "firered", "--starter", "bulbasaur", "--sprite-url", "http://127.0.0.1:1/{sprite}.png",
        ])
        await #expect(try Self.downloadsSprites(dex) == true)
    }
}
