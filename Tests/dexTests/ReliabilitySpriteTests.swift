#if canImport(Glibc)
import Glibc
#endif
import DexKit
import DexTestSupport
import Foundation
import Testing

/// Issue 9's sprite items, through the built `dex` against the loopback server: one definition of a cached sprite.
@Suite struct ReliabilitySpriteTests {
    @Test func fetchStatusAndShowAgreeOnWhatIsCached() throws {
        // Given a cache holding one whole sprite and five files that are not sprites dex would keep
        let server = try SpriteServer()
        let names = ["good", "corrupt", "truncated", "link", "huge", "empty"]
        let (home, common) = try SpriteCommandTests.setUp(names)
        defer { removeTestFolder(home.deletingLastPathComponent()) }
        #expect(try runDex(["add-game", "firered", "--no-sprites", "--manifest", SpriteCommandTests.manifestPath(home),
                            "--sprite-url", server.template] + common).status == 0)
        let folder = home.appendingPathComponent("sprites/firered")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sprite = PNGTestImage.encode(width: 6, height: 4, rgba: [UInt8](repeating: 200, count: 6 * 4 * 4))
        let outside = home.deletingLastPathComponent().appendingPathComponent("outside.png")
        try sprite.write(to: outside)
        try sprite.write(to: folder.appendingPathComponent("good.png"))
        try Data((0..<2_000).map { _ in UInt8.random(in: 0...255) }).write(to: folder.appendingPathComponent("corrupt.png"))
        try sprite.dropLast(20).write(to: folder.appendingPathComponent("truncated.png"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: outside.path)
        try PNGTestImage.encode(width: 20_000, height: 20_000, idat: []).write(to: folder.appendingPathComponent("huge.png"))
        try Data().write(to: folder.appendingPathComponent("empty.png"))

        // Then status counts only the whole sprite as cached
        #expect(try Self.status(common)["cached"] as? Int == 1)
        // and show refuses each other file in one line, and its JSON says it is not cached
        for (index, name) in names.enumerated() {
            let show = try runDex(["show", "\(index + 1)"] + common)
            let json = try runDex(["show", "\(index + 1)", "--json"] + common)
            let cached = (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
                .flatMap { $0["sprite"] as? [String: Any] }?["cached"] as? Bool
            if name == "good" {
                #expect(show.status == 0 && cached == true)
            } else {
                #expect(show.status == 1, "\(name)")
                #expect(show.stderr.hasPrefix("Error: sprite ") && show.stderr.split(separator: "\n").count == 1, "\(name): \(show.stderr)")
                #expect(cached == false, "\(name)")
            }
        }

        // When fetching
        let fetch = try runDex(["sprites", "fetch", "--json"] + common)

        // Then the five are downloaded again rather than counted as cached, and every file is now a whole sprite
        #expect(fetch.status == 0, "\(fetch.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(fetch.stdout.utf8)) as? [String: Any]
        #expect(report?["downloaded"] as? Int == 5)
        let cached = cachedSprites(in: folder)
        #expect(cached.count == 6 && cached.values.allSatisfy { $0 })
        let linkType = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("link.png").path)[.type] as? FileAttributeType
        #expect(linkType == .typeRegular)
        #expect(try Data(contentsOf: outside) == sprite)
        #expect(try Self.status(common)["cached"] as? Int == 6)
    }

    /// `dex sprites status --json`'s row for the one game.
    static func status(_ common: [String]) throws -> [String: Any] {
        let run = try runDex(["sprites", "status", "--json"] + common)
        return (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])?.first ?? [:]
    }
}
