import DexTestSupport
import Foundation
import SpriteTestSupport
import Testing

/// `dex sprites fetch --force` that cannot reach the server keeps the sprites cached before, and says so.
@Suite(.tags(.endToEnd)) struct ForcedFetchTests {
    @Test func aForcedFetchThatFailsKeepsAndCountsTheOldCopies() throws {
        // Given a game whose 5 sprites are cached
        let server = try SpriteServer()
        let (home, common) = try SpriteCommandTests.setUp((1...5).map { "mon-\($0)" })
        defer { removeTestFolder(home.deletingLastPathComponent()) }
        let manifest = ["--manifest", SpriteCommandTests.manifestPath(home)]
        #expect(try runDex(["add-game", "firered", "--sprite-url", server.template] + manifest + common).status == 0)

        // When a forced fetch cannot reach the server
        let offline = "http://127.0.0.1:1/{generation}/{sprite}.png"
        let forced = try runDex(["sprites", "fetch", "--force", "--sprite-url", offline] + common)

        // Then it fails, counts the old copies as cached and says they were kept
        #expect(forced.status == 1)
        #expect(
            forced.stdout.contains(
                "5/5 sprites cached (0 downloaded, 0 B, 5 could not be downloaded again and kept their old copy)"),
            "\(forced.stdout)")
        #expect(forced.stderr.contains("cannot reach 127.0.0.1:1"))
        #expect(forced.stderr.contains("warning: 5 sprites could not be downloaded again; the copies cached before were kept"))
        // and status agrees
        let status = try runDex(["sprites", "status", "--json"] + common)
        #expect(status.stdout.contains("\"cached\" : 5"), "\(status.stdout)")
    }
}
