import DexTestSupport
import Foundation
import SaveFileSupport
import SpriteTestSupport
import Testing

/// A mark that brings a sprite in (a shiny catch's shiny sprite, a traded Pokémon's sprite) downloads it at once, from
/// a real loopback server; `sprites fetch` and `sprites status` know the shiny sprites of shiny catches.
@Suite(.tags(.endToEnd)) struct BroughtInSpriteTests {
    /// FireRed with Bulbasaur, its sprites to come from `server` in the host's layout (`{folder}/normal/{sprite}.png`):
    /// added with its sprites (so commands download those they bring in), its cache since emptied and the server's
    /// counts zeroed.
    static func fireRed(server: SpriteServer, manifest: URL? = Fixtures.miniManifest) async throws -> DexProcess {
        let dex = try DexProcess(manifest: manifest)
        let template = "http://127.0.0.1:\(server.port)/{folder}/normal/{sprite}.png"
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--sprite-url", template])
        try FileManager.default.removeItem(at: dex.home.appendingPathComponent("sprites/firered"))
        try server.reset()
        return dex
    }

    /// FireRed with Bulbasaur on the bundled manifest, its sprites from `server` (as `fireRed(server:)`), and a save
    /// whose Pokédex has Charmander, which a Bulbasaur run's list lacks.
    private static func fireRedWithCharmanderInItsSave(server: SpriteServer) async throws -> (DexProcess, URL) {
        let dex = try await Self.fireRed(server: server, manifest: nil)
        var writer = Gen3SaveWriter(.fireRedLeafGreen)
        writer.owned = [1, 4, 25]
        writer.seen = [1, 4, 25]
        let save = dex.home.appendingPathComponent("firered.sav")
        try Data(writer.bytes()).write(to: save)
        return (dex, save)
    }

    static func requested(_ server: SpriteServer, ending suffix: String) throws -> Int {
        try server.stats().paths.filter { $0.key.hasSuffix(suffix) }.values.reduce(0, +)
    }

    @Test func aShinyMarkFetchesTheShinySpriteAndShowDrawsIt() async throws {
        // Given FireRed with Pikachu's normal sprite cached (a 4×2 picture)
        let server = try SpriteServer()
        let dex = try await Self.fireRed(server: server)
        try dex.cacheSprite("pikachu")
        let plain = try await dex.succeed(["show", "pikachu"])
        #expect(plain.hasSuffix("\n\n████\n"))

        // When Pikachu is marked caught shiny
        let marked = try await dex.run(["mark", "pikachu", "--shiny"])

        // Then the shiny sprite is asked for in the host's shiny folder and kept apart from the normal one
        #expect(marked.status == 0 && marked.stderr.isEmpty, "\(marked.stderr)")
        #expect(marked.stdout.contains("Caught shiny #025 Pikachu"))
        #expect(try Self.requested(server, ending: "/shiny/pikachu.png") == 1)
        #expect(try server.stats().requests == 1)
        let shiny = dex.home.appendingPathComponent("sprites/firered/shiny/pikachu.png")
        #expect(FileManager.default.fileExists(atPath: shiny.path))
        #expect(try Data(contentsOf: dex.spriteURL("pikachu")) == DexProcess.samplePNG)

        // and show draws the shiny sprite (the server's is a square of at least 8 pixels a side, not the 4×2 one)
        let shown = try await dex.succeed(["show", "pikachu"])
        #expect(!shown.hasSuffix("\n\n████\n"))
        #expect(shown.split(separator: "\n").filter { $0.contains("█") }.count >= 4, "\(shown)")

        // and marking it again asks for nothing: the shiny sprite is cached
        try await dex.succeed(["unmark", "pikachu", "--shiny"])
        #expect(try await dex.succeed(["show", "pikachu"]).hasSuffix("\n\n████\n"))
        try await dex.succeed(["mark", "pikachu", "--shiny"])
        #expect(try server.stats().requests == 1)
    }

    @Test func spritesFetchFetchesTheShinySpriteOfEachShinyCatchAndStatusCountsThem() async throws {
        // Given two shiny catches whose shiny sprites are not cached (one deleted, one the server lacks)
        let server = try SpriteServer()
        let dex = try await Self.fireRed(server: server)
        try await dex.succeed(["mark", "pikachu", "--shiny"])
        try FileManager.default.removeItem(at: dex.home.appendingPathComponent("sprites/firered/shiny/pikachu.png"))
        let status = try await #require(try dex.json(["sprites", "status", "--json"]) as? [[String: Any]])
        #expect(status.first?["shiny"] as? Int == 1)
        #expect(status.first?["shinyCached"] as? Int == 0)

        // When the game's sprites are fetched
        try server.reset()
        let fetch = try await dex.run(["sprites", "fetch"])

        // Then every normal sprite and the shiny catch's shiny sprite are fetched, and no other shiny sprite
        #expect(fetch.status == 0, "\(fetch.stderr)")
        #expect(try Self.requested(server, ending: "/shiny/pikachu.png") == 1)
        #expect(try server.stats().paths.keys.filter { $0.contains("/shiny/") }.count == 1)
        #expect(try Self.requested(server, ending: "/normal/pikachu.png") == 1)
        let after = try await #require(try dex.json(["sprites", "status", "--json"]) as? [[String: Any]])
        #expect(after.first?["shiny"] as? Int == 1)
        #expect(after.first?["shinyCached"] as? Int == 1)
        #expect(after.first?["cached"] as? Int == after.first?["total"] as? Int)
        #expect((after.first?["total"] as? Int ?? 0) > 1)
        let table = try await dex.succeed(["sprites", "status"])
        #expect(table.contains("SHINY") && table.contains("1/1"), "\(table)")
    }

    @Test func aTradedMarkFetchesItsSprite() async throws {
        // Given FireRed with Bulbasaur, whose list lacks Charmander
        let server = try SpriteServer()
        let dex = try await Self.fireRed(server: server)

        // When Charmander is marked as received in a trade
        let marked = try await dex.run(["mark", "charmander", "--traded"])

        // Then its sprite is fetched at once, and nothing else
        #expect(marked.status == 0 && marked.stderr.isEmpty, "\(marked.stderr)")
        #expect(try Self.requested(server, ending: "/normal/charmander.png") == 1)
        #expect(try server.stats().requests == 1)
        #expect(FileManager.default.fileExists(atPath: dex.spriteURL("charmander").path))
        // and the status counts it cached
        let status = try await #require(try dex.json(["sprites", "status", "--json"]) as? [[String: Any]])
        #expect(status.first?["cached"] as? Int == 1)
    }

    @Test func aSaveImportFetchesTheSpritesOfTheSpeciesItAdds() async throws {
        // Given FireRed with Bulbasaur (the bundled manifest) and a save whose Pokédex has Charmander, which the list lacks
        let server = try SpriteServer()
        let (dex, save) = try await Self.fireRedWithCharmanderInItsSave(server: server)

        // When it is imported
        let imported = try await dex.run(["import-save", save.path])

        // Then Charmander is added and its sprite fetched, and no other sprite
        #expect(imported.status == 0 && imported.stderr.isEmpty, "\(imported.stderr)")
        #expect(imported.stdout.contains("Added to Pokémon FireRed's list as received in a trade: #004 Charmander."))
        #expect(try Self.requested(server, ending: "/normal/charmander.png") == 1)
        #expect(try server.stats().requests == 1)
        #expect(FileManager.default.fileExists(atPath: dex.spriteURL("charmander").path))
    }

    @Test func aSaveImportWithNoSpritesAddsTheSpeciesAndFetchesNothing() async throws {
        // Given FireRed with Bulbasaur (the bundled manifest) and a save whose Pokédex has Charmander, which the list lacks
        let server = try SpriteServer()
        let (dex, save) = try await Self.fireRedWithCharmanderInItsSave(server: server)

        // When it is imported with --no-sprites
        let imported = try await dex.run(["import-save", save.path, "--no-sprites"])

        // Then Charmander is added and no sprite is asked for
        #expect(imported.status == 0 && imported.stderr.isEmpty, "\(imported.stderr)")
        #expect(imported.stdout.contains("Added to Pokémon FireRed's list as received in a trade: #004 Charmander."))
        #expect(try server.stats().requests == 0)
        #expect(!FileManager.default.fileExists(atPath: dex.spriteURL("charmander").path))
    }

    @Test func offlineAMarkStillMarksAndSaysSoInOneLine() async throws {
        // Given a game whose sprite server refuses connections
        let dex = try DexProcess()
        try await dex.succeed(
            ["add-game", "firered", "--starter", "bulbasaur", "--sprite-url", "http://127.0.0.1:1/{folder}/normal/{sprite}.png"])

        // When a Pokémon is marked shiny and another traded
        let shiny = try await dex.run(["mark", "pikachu", "--shiny"])
        let traded = try await dex.run(["mark", "charmander", "--traded"])

        // Then both are marked, each with one warning line naming the next step
        for result in [shiny, traded] {
            #expect(result.status == 0)
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(result.stderr)")
            #expect(lines.first?.hasPrefix("warning: sprites not downloaded: cannot reach 127.0.0.1:1") == true)
            #expect(lines.first?.hasSuffix("run 'dex sprites fetch' when you are online") == true)
        }
        #expect(try await dex.succeed(["list", "--caught"]).contains("Charmander  traded"))
        #expect(try await dex.succeed(["list", "--shiny"]).contains("Pikachu"))
    }
}
