import DexTestSupport
import Foundation
import SpriteTestSupport
import Testing

/// `dex import` of a backup downloads the sprites of the Pokémon it adds to a list as received in a trade, as `mark
/// --traded` does: only what the cache lacks, and offline one warning line with the import kept.
@Suite(.tags(.endToEnd)) struct BackupImportSpriteTests {
    /// A JSON backup of FireRed with Bulbasaur holding Charmander received in a trade and Squirtle received shiny,
    /// neither of which a Bulbasaur run's list has, and Pikachu caught.
    private static func backupWithTradedPokemon() async throws -> URL {
        let source = try DexProcess()
        try await source.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await source.succeed(["mark", "charmander", "--traded"])
        try await source.succeed(["mark", "squirtle", "--traded", "--shiny"])
        try await source.succeed(["mark", "pikachu"])
        let backup = source.home.appendingPathComponent("backup.json")
        try await source.succeed(["export", "--output", backup.path])
        return backup
    }

    @Test func anImportDownloadsTheSpritesOfTheTradedPokemonItAdds() async throws {
        // Given FireRed with Bulbasaur whose commands download sprites, its cache empty, and a backup holding two
        // traded Pokémon the list lacks
        let server = try SpriteServer()
        let dex = try await BroughtInSpriteTests.fireRed(server: server)
        let backup = try await Self.backupWithTradedPokemon()

        // When the backup is imported
        let imported = try await dex.run(["import", backup.path])

        // Then exactly the added Pokémon's sprites are asked for: their normal ones, and the shiny one's shiny sprite
        #expect(imported.status == 0 && imported.stderr.isEmpty, "\(imported.stderr)")
        #expect(imported.stdout.contains("Imported \(backup.path): "))
        #expect(
            Set(try server.stats().paths.keys)
                == [
                    "/firered-leafgreen/normal/charmander.png", "/firered-leafgreen/normal/squirtle.png",
                    "/firered-leafgreen/shiny/squirtle.png",
                ])
        #expect(try server.stats().requests == 3)
        #expect(FileManager.default.fileExists(atPath: dex.spriteURL("charmander").path))

        // and importing it again asks for nothing: nothing is added
        try server.reset()
        try await dex.succeed(["import", backup.path])
        #expect(try server.stats().requests == 0)
    }

    @Test func aDryRunAndAGameAddedWithNoSpritesDownloadNothing() async throws {
        // Given FireRed with Bulbasaur added with --no-sprites and a backup holding two traded Pokémon the list lacks
        let server = try SpriteServer()
        let dex = try DexProcess()
        let template = "http://127.0.0.1:\(server.port)/{folder}/normal/{sprite}.png"
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites", "--sprite-url", template])
        let backup = try await Self.backupWithTradedPokemon()

        // When it is imported, first as a dry run
        try await dex.succeed(["import", backup.path, "--dry-run"])
        let imported = try await dex.run(["import", backup.path])

        // Then the Pokémon are added and nothing is asked of the server
        #expect(imported.status == 0 && imported.stderr.isEmpty, "\(imported.stderr)")
        #expect(try await dex.succeed(["list", "--caught"]).contains("Charmander  traded"))
        #expect(try server.stats().requests == 0)
    }

    @Test func offlineTheImportIsKeptWithOneWarningLine() async throws {
        // Given a game whose sprite server refuses connections
        let dex = try DexProcess()
        try await dex.succeed(
            ["add-game", "firered", "--starter", "bulbasaur", "--sprite-url", "http://127.0.0.1:1/{folder}/normal/{sprite}.png"])
        let backup = try await Self.backupWithTradedPokemon()

        // When a backup holding traded Pokémon is imported
        let imported = try await dex.run(["import", backup.path])

        // Then it is imported, exits 0, and says in one line what to run once online
        #expect(imported.status == 0)
        #expect(imported.stdout.contains("Imported \(backup.path): "))
        let lines = imported.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(imported.stderr)")
        #expect(lines.first?.hasPrefix("warning: sprites not downloaded: cannot reach 127.0.0.1:1") == true)
        #expect(lines.first?.hasSuffix("run 'dex sprites fetch' when you are online") == true)
        #expect(try await dex.succeed(["list", "--caught"]).contains("Charmander  traded"))
    }
}
