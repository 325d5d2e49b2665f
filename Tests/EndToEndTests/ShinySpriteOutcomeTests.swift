import DexTestSupport
import Foundation
import SpriteTestSupport
import Testing

/// A shiny sprite the host lacks is remembered as a normal one is: asked for once, reported, skipped by the next
/// `sprites fetch` until `--retry-missing`, and counted by `sprites status`; from a real loopback server.
@Suite(.tags(.endToEnd)) struct ShinySpriteOutcomeTests {
    /// FireRed of two Pokémon, Mon 1 ("good", served) and Mon 2 ("notfound-x", 404 in every folder, normal and
    /// shiny), with Mon 2 caught shiny and nothing cached yet.
    private static func shinyCatchTheHostLacks(server: SpriteServer) async throws -> DexProcess {
        let manifest = try SpriteTestPaths.temporaryFolder().appendingPathComponent("games.json")
        try spriteManifest(["good", "notfound-x"]).write(to: manifest, atomically: true, encoding: .utf8)
        let dex = try DexProcess(manifest: manifest)
        let template = "http://127.0.0.1:\(server.port)/{folder}/normal/{sprite}.png"
        try await dex.succeed(["add-game", "firered", "--no-sprites", "--sprite-url", template])
        try await dex.succeed(["mark", "2", "--shiny"])
        return dex
    }

    @Test func aShinySpriteTheHostLacksIsAskedForOnceAndReportedMissing() async throws {
        // Given a shiny catch whose shiny sprite the host does not have
        let server = try SpriteServer()
        let dex = try await Self.shinyCatchTheHostLacks(server: server)
        let shinyPath = "/firered-leafgreen/shiny/notfound-x.png"

        // When the game's sprites are fetched
        let first = try await dex.run(["sprites", "fetch"])

        // Then the shiny sprite is asked for once and reported missing, as the normal one is
        #expect(first.status == 1)
        #expect(try server.stats().paths[shinyPath] == 1)
        #expect(first.stderr.contains("  missing: #002 Mon 2 (notfound-x): not found in firered-leafgreen\n"), "\(first.stderr)")
        #expect(
            first.stderr.contains("  missing: #002 Mon 2 (shiny) (notfound-x): not found in firered-leafgreen\n"),
            "\(first.stderr)")
        #expect(first.stderr.contains("(2 missing, 0 failed)"), "\(first.stderr)")

        // When they are fetched again
        try server.reset()
        let second = try await dex.run(["sprites", "fetch"])

        // Then neither missing sprite is asked for; both are reported as known missing, in the same words
        #expect(second.status == 1)
        #expect(try server.stats().requests == 0)
        #expect(
            second.stderr.contains(
                "  missing: #002 Mon 2 (shiny) (notfound-x): not found in firered-leafgreen; pass --retry-missing to try again\n"),
            "\(second.stderr)")
        #expect(
            second.stderr.contains(
                "  missing: #002 Mon 2 (notfound-x): not found in firered-leafgreen; pass --retry-missing to try again\n"))
        #expect(second.stderr.contains("'dex sprites fetch --retry-missing' to ask again for the missing ones"))

        // and status counts the shiny one missing beside the normal one
        let status = try await #require(try dex.json(["sprites", "status", "--json"]) as? [[String: Any]])
        #expect(status.first?["missing"] as? Int == 1)
        #expect(status.first?["shiny"] as? Int == 1)
        #expect(status.first?["shinyCached"] as? Int == 0)
        #expect(status.first?["shinyMissing"] as? Int == 1)
        #expect(status.first?["shinyFailed"] as? Int == 0)
        #expect(try await dex.succeed(["sprites", "status"]).contains("0/1 (1 missing)"))

        // When fetched with --retry-missing
        let retried = try await dex.run(["sprites", "fetch", "--retry-missing"])

        // Then both are asked for again
        #expect(retried.status == 1)
        #expect(try server.stats().paths[shinyPath] == 1)
        #expect(try server.stats().paths["/firered-leafgreen/normal/notfound-x.png"] == 1)
    }

    @Test func aShinyMarkOfAShinySpriteKnownMissingAsksForNothing() async throws {
        // Given a shiny catch whose shiny sprite a fetch found missing (the fetch turned the game's downloads back on)
        let server = try SpriteServer()
        let dex = try await Self.shinyCatchTheHostLacks(server: server)
        _ = try await dex.run(["sprites", "fetch"])
        try await dex.succeed(["unmark", "2"])
        try server.reset()

        // When it is marked caught shiny again
        let marked = try await dex.run(["mark", "2", "--shiny"])

        // Then the mark succeeds, says in one line that the sprite is missing, and asks the host for nothing
        #expect(marked.status == 0)
        #expect(try server.stats().requests == 0)
        let lines = marked.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(marked.stderr)")
        #expect(lines.first?.hasPrefix("warning: 1 of 1 sprites could not be downloaded (first: #002 Mon 2 (shiny):") == true)
        #expect(lines.first?.hasSuffix("run 'dex sprites fetch --retry-missing' to try again") == true)
    }
}
