import DexTestSupport
import Foundation
import Testing

/// The manifest is compiled into `dex`, so a copy of the binary alone has it.
@Suite(.tags(.endToEnd)) struct BundledManifestTests {
    @Test func aLoneCopyOfTheBinaryHasTheGames() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-lone")
        let copy = folder.appendingPathComponent("dex")
        try FileManager.default.copyItem(at: DexProcess.binary, to: copy)
        let dex = try DexProcess(manifest: nil)

        let available = try dex.runBinary(["games", "--available"], executable: copy)
        #expect(available.status == 0, "\(available.stderr)")
        let lines = available.stdout.split(separator: "\n")
        #expect(lines.count == 39)
        #expect(lines.contains { $0.hasPrefix("firered ") && $0.contains("Pokémon FireRed") })

        let added = try dex.runBinary(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"], executable: copy)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout == "Added Pokémon FireRed with Bulbasaur: 198 Pokémon to catch. It is now the active game.\n")
        #expect(try dex.runBinary(["mark", "25"], executable: copy).stdout.hasPrefix("Caught #025 Pikachu"))
    }

    @Test func manifestOptionOverridesTheEnvironment() async throws {
        var dex = try DexProcess(manifest: nil)
        dex.environment["DEX_MANIFEST"] = "/nonexistent/games.json"
        let fromEnvironment = try await dex.run(["games", "--available"])
        #expect(fromEnvironment.status == 1)
        #expect(fromEnvironment.stderr.hasPrefix("Error: cannot read manifest /nonexistent/games.json"))

        let fromOption = try await dex.succeed(["games", "--available", "--manifest", Fixtures.miniManifest.path])
        #expect(
            fromOption
                == "firered  Pokémon FireRed  gen 3  9 Pokémon  starters: bulbasaur, charmander, squirtle\nyellow   Pokémon Yellow   gen 1  1 Pokémon\n"
        )
    }

    @Test func aBrokenManifestNamesTheFileAndPath() async throws {
        let url = try TemporaryFolder.make(prefix: "dex-bad").appendingPathComponent("games.json")
        try Data(#"{"version":"1","games":[{"slug":"x","name":"X","generation":1}]}"#.utf8).write(to: url)
        let dex = try DexProcess(manifest: url)
        let result = try await dex.run(["add-game", "x"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: \(url.path): games[0].spriteGeneration: missing field; fix the manifest and try again\n")
    }
}
