import DexTestSupport
import Foundation
import SpriteTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Sprite jobs through the built `dex` against the loopback server: a job's deadline, a game removed
/// while its sprites download, and one definition of a cached sprite.
@Suite(.tags(.endToEnd)) struct SpriteJobCommandTests {
    @Test func aTricklingServerHoldsAddGameAndFetchOnlyUntilTheDeadline() throws {
        // Given a server that trickles every sprite, a byte every 250 ms
        let trickling = try SpriteServer(fault: "trickle")
        let (home, common) = try SpriteCommandTests.setUp((1...40).map { "mon-\($0)" })
        defer { removeTestFolder(home.deletingLastPathComponent()) }

        // When adding the game with a 2-second deadline
        let added = try runDex(
            [
                "add-game", "firered", "--manifest", SpriteCommandTests.manifestPath(home),
                "--sprite-url", trickling.template, "--deadline", "2",
            ] + common)

        // Then it is added, says in one line that the rest is for 'dex sprites fetch', and returns at the deadline
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Added Pokémon FireRed"))
        let warning = added.stderr.split(separator: "\n")
        #expect(warning.count == 1)
        #expect(warning.first?.contains("2 s deadline") == true && warning.first?.contains("dex sprites fetch") == true)
        #expect(added.seconds >= 2 && added.seconds < 30)

        // and a fetch ends there too, with exit 1 and what is left counted as not fetched, not failed
        let fetch = try runDex(["sprites", "fetch", "--deadline", "2", "--json"] + common)
        #expect(fetch.status == 1)
        #expect(fetch.seconds < 30)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(fetch.stdout.utf8)) as? [String: Any])
        let game = try #require((report["games"] as? [[String: Any]])?.first)
        #expect(report["complete"] as? Bool == false)
        #expect(game["notFetched"] as? Int == 40 && (game["failed"] as? [Any])?.isEmpty == true)
        #expect(
            fetch.stderr.contains("stopped at the 2 s deadline") && fetch.stderr.contains("'dex sprites fetch' to fetch the rest")
        )
        let status = try runDex(["sprites", "status", "--json"] + common)
        let row = try #require((try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(row["notFetched"] as? Int == 40 && row["failed"] as? Int == 0)

        // When the sprites can be had again, a later fetch resumes and completes
        let healthy = try SpriteServer()
        let resumed = try runDex(["sprites", "fetch", "--sprite-url", healthy.template] + common)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let cached = cachedSprites(in: home.appendingPathComponent("sprites/firered"))
        #expect(cached.count == 40 && cached.values.allSatisfy { $0 })
    }

    @Test(arguments: ["sprites fetch", "add-game"])
    func removingTheGameStopsItsSpriteJobCleanly(command: String) async throws {
        // Given a job of 1,000 sprites behind 300 ms of latency (about 6 s at 50 at a time)
        let server = try SpriteServer(latencyMilliseconds: 300)
        let (home, common) = try SpriteCommandTests.setUp((1...1_000).map { "mon-\($0)" })
        defer { removeTestFolder(home.deletingLastPathComponent()) }
        let add = ["add-game", "firered", "--manifest", SpriteCommandTests.manifestPath(home), "--sprite-url", server.template]
        if command == "sprites fetch" { #expect(try runDex(add + ["--no-sprites"] + common).status == 0) }
        let folder = home.appendingPathComponent("sprites/firered")
        let job = try startDex((command == "add-game" ? add : ["sprites", "fetch"]) + common)

        // When the game is removed part way
        let patience = Date().addingTimeInterval(30)
        while Self.pngCount(in: folder) < 20, Date() < patience { try await Task.sleep(for: .milliseconds(20)) }
        let removed = try runDex(["remove-game", "firered", "--yes"] + common)
        let result = job.wait()

        // Then remove-game succeeds without a warning
        #expect(removed.status == 0 && removed.stderr.isEmpty, "\(removed.stderr)")
        // and the job stops with one line saying why: no database error, no misleading hint
        let said = result.stdout + result.stderr
        #expect(!said.contains("SQLite") && !said.contains("FOREIGN KEY") && !said.contains("permission"), "\(said)")
        #expect(result.stderr.contains("Pokémon FireRed (firered) was removed while its sprites were downloading; stopped"))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.status == (command == "add-game" ? 0 : 1))
        #expect(try server.stats().requests < 1_000)
        // and nothing is left of the game's sprites
        #expect(allFiles(under: home.appendingPathComponent("sprites")) == [])
    }

    @Test func fetchStatusAndShowAgreeOnWhatIsCached() throws {
        // Given a cache holding one whole sprite and five files that are not sprites dex would keep
        let server = try SpriteServer()
        let names = ["good", "corrupt", "truncated", "link", "huge", "empty"]
        let (home, common) = try SpriteCommandTests.setUp(names)
        defer { removeTestFolder(home.deletingLastPathComponent()) }
        #expect(
            try runDex(
                [
                    "add-game", "firered", "--no-sprites", "--manifest", SpriteCommandTests.manifestPath(home),
                    "--sprite-url", server.template,
                ] + common
            ).status == 0)
        let folder = home.appendingPathComponent("sprites/firered")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sprite = PNGTestImage.encode(width: 6, height: 4, rgba: [UInt8](repeating: 200, count: 6 * 4 * 4))
        let outside = home.deletingLastPathComponent().appendingPathComponent("outside.png")
        try sprite.write(to: outside)
        try sprite.write(to: folder.appendingPathComponent("good.png"))
        try Data((0..<2_000).map { _ in UInt8.random(in: 0...255) }).write(to: folder.appendingPathComponent("corrupt.png"))
        try sprite.dropLast(20).write(to: folder.appendingPathComponent("truncated.png"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: outside.path)
        try PNGTestImage.encode(width: 20_000, height: 20_000, idat: []).write(to: folder.appendingPathComponent("huge.png"))
        try Data().write(to: folder.appendingPathComponent("empty.png"))

        // Then status counts only the whole sprite as cached
        #expect(try Self.status(common)["cached"] as? Int == 1)
        // and show refuses each other file in one line, and its JSON says it is not cached
        for (index, name) in names.enumerated() {
            let show = try runDex(["show", "\(index + 1)"] + common)
            let json = try runDex(["show", "\(index + 1)", "--json"] + common)
            let cached =
                (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
                .flatMap { $0["sprite"] as? [String: Any] }?["cached"] as? Bool
            if name == "good" {
                #expect(show.status == 0 && cached == true)
            } else {
                #expect(show.status == 1, "\(name)")
                #expect(
                    show.stderr.hasPrefix("Error: sprite ") && show.stderr.split(separator: "\n").count == 1,
                    "\(name): \(show.stderr)")
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
        let linkType =
            try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("link.png").path)[.type]
            as? FileAttributeType
        #expect(linkType == .typeRegular)
        #expect(try Data(contentsOf: outside) == sprite)
        #expect(try Self.status(common)["cached"] as? Int == 6)
    }

    /// `dex sprites status --json`'s row for the one game.
    static func status(_ common: [String]) throws -> [String: Any] {
        let run = try runDex(["sprites", "status", "--json"] + common)
        return (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])?.first ?? [:]
    }

    /// Sprites under a real name in `folder`, counted without reading them (polled while a job writes).
    static func pngCount(in folder: URL) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".png") }.count
    }
}
