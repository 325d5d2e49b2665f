import DexSprites
import DexTestSupport
import Foundation
import SpriteTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `dex sprites …`, `dex add-game` and `dex remove-game` run as the built binary against a real loopback server.
@Suite(.tags(.endToEnd)) struct SpriteCommandTests {
    /// Writes `spriteManifest(sprites)` and returns the arguments that point dex at it and at a fresh home.
    static func setUp(_ sprites: [String]) throws -> (home: URL, common: [String]) {
        let folder = try SpriteTestPaths.temporaryFolder()
        let manifest = folder.appendingPathComponent("games.json")
        try spriteManifest(sprites).write(to: manifest, atomically: true, encoding: .utf8)
        let home = folder.appendingPathComponent("home")
        return (home, ["--home", home.path])
    }

    static func manifestPath(_ home: URL) -> String { home.deletingLastPathComponent().appendingPathComponent("games.json").path }

    @Test func killDashNineThenRerunLeavesACompleteValidCache() async throws {
        // Given a fetch of 150 sprites, 4 at a time behind 100 ms of latency (about 4 s)
        let server = try SpriteServer(latencyMilliseconds: 100)
        let sprites = (1...150).map { "mon-\($0)" }
        let (home, common) = try Self.setUp(sprites)
        defer { removeTestFolder(home.deletingLastPathComponent()) }
        #expect(try runDex(["add-game", "firered", "--no-sprites", "--manifest", Self.manifestPath(home)] + common).status == 0)
        let folder = home.appendingPathComponent("sprites/firered")
        let fetch = try startDex(["sprites", "fetch", "--concurrency", "4", "--sprite-url", server.template] + common)
        defer { removeTestFolder(fetch.stdout.deletingLastPathComponent()) }

        // When it is killed with SIGKILL part way
        let deadline = Date().addingTimeInterval(20)
        while cachedSprites(in: folder).count < 20, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
        kill(fetch.process.processIdentifier, SIGKILL)
        fetch.process.waitUntilExit()
        #expect(fetch.process.terminationReason == .uncaughtSignal)

        // Then whatever it left under a real name is a whole PNG
        let partial = cachedSprites(in: folder)
        #expect(partial.count >= 20 && partial.count < 150)
        #expect(partial.values.allSatisfy { $0 })

        // (a write the kill interrupted leaves a temporary file named after the dead process; make sure there is one)
        let interrupted = folder.appendingPathComponent(".mon-150.\(fetch.process.processIdentifier).7.tmp")
        try Data(SpritePNG.signature).write(to: interrupted)

        // and a rerun completes the cache, asks only for what was missing, and leaves no temporary file
        try server.reset()
        let rerun = try runDex(["sprites", "fetch", "--sprite-url", server.template] + common)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let complete = cachedSprites(in: folder)
        #expect(complete.count == 150 && complete.values.allSatisfy { $0 })
        #expect(try server.stats().requests <= 150 - partial.count)
        #expect(allFiles(under: home.appendingPathComponent("sprites")).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    @Test func offlineAddGameWarnsOnceFastAndStillAdds() throws {
        // Given a sprite server that refuses connections
        let (home, common) = try Self.setUp((1...100).map { "mon-\($0)" })
        defer { removeTestFolder(home.deletingLastPathComponent()) }
        let offline = "http://127.0.0.1:1/{generation}/{sprite}.png"

        // When adding the game
        let added = try runDex(["add-game", "firered", "--manifest", Self.manifestPath(home), "--sprite-url", offline] + common)

        // Then it is added, with one warning line naming the next step, at once
        #expect(added.status == 0)
        #expect(added.stdout.contains("Added Pokémon FireRed"))
        let warning = added.stderr.split(separator: "\n")
        #expect(warning.count == 1)
        #expect(warning.first?.contains("cannot reach 127.0.0.1:1") == true)
        #expect(warning.first?.contains("dex sprites fetch") == true)
        #expect(added.seconds < 10)

        // and a later fetch fails with one line and exit 1
        let fetch = try runDex(["sprites", "fetch"] + common)
        #expect(fetch.status == 1)
        #expect(fetch.stderr.split(separator: "\n").count == 1)
        #expect(fetch.stderr.contains("cannot reach 127.0.0.1:1"))
    }

    @Test func hostileManifestSlugWritesNothingOutsideTheCache() throws {
        // Given a user manifest whose sprite slugs try to escape the cache
        let server = try SpriteServer()
        let (home, common) = try Self.setUp(["good", "../../etc/x", "../escape"])
        defer { removeTestFolder(home.deletingLastPathComponent()) }
        let root = home.deletingLastPathComponent()

        // When adding the game (which downloads its sprites)
        let added = try runDex(
            ["add-game", "firered", "--manifest", Self.manifestPath(home), "--sprite-url", server.template] + common)

        // Then either the manifest is refused or the slugs are, and nothing lands outside sprites/firered
        #expect(added.status == 0 || added.stderr.contains("games.json"))
        let files = allFiles(under: root).filter { !$0.hasPrefix("home/dex.sqlite") }
        let expected =
            added.status == 0
            ? ["games.json", "home", "home/sprites", "home/sprites/firered", "home/sprites/firered/good.png"]
            : ["games.json", "home"]
        #expect(files == expected)
        #expect(try server.stats().paths.keys.allSatisfy { !$0.contains("..") && !$0.contains("etc") })
        #expect(
            !FileManager.default.fileExists(atPath: root.deletingLastPathComponent().appendingPathComponent("etc/x.png").path))
    }

    @Test func fetchReportsFailuresStatusCleanAndRemoveGame() throws {
        // Given a game with one sprite the server does not have
        let server = try SpriteServer()
        let (home, common) = try Self.setUp(["good", "other", "notfound-x"])
        defer { removeTestFolder(home.deletingLastPathComponent()) }
        #expect(
            try runDex(
                [
                    "add-game", "firered", "--no-sprites", "--manifest", Self.manifestPath(home),
                    "--sprite-url", server.template,
                ] + common
            ).status == 0)

        // When fetching with --json
        let fetch = try runDex(["sprites", "fetch", "--json"] + common)

        // Then it exits 1 with a machine-readable summary, and stderr without carriage returns (not a TTY)
        #expect(fetch.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(fetch.stdout.utf8)) as? [String: Any]
        #expect(json?["complete"] as? Bool == false)
        #expect(json?["cached"] as? Int == 2)
        #expect(fetch.stderr.contains("missing: Mon 3") || fetch.stderr.contains("notfound-x"))
        #expect(!fetch.stderr.contains("\r"))

        // and status shows it per game
        let status = try runDex(["sprites", "status", "--json"] + common)
        let rows = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [[String: Any]]
        #expect(rows?.first?["cached"] as? Int == 2)
        #expect(rows?.first?["missing"] as? Int == 1)

        // When the cache holds a stray game folder and an abandoned temporary file, clean removes both
        let sprites = home.appendingPathComponent("sprites")
        try FileManager.default.createDirectory(at: sprites.appendingPathComponent("oldgame"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: sprites.appendingPathComponent("oldgame/a.png"))
        try Data("x".utf8).write(to: sprites.appendingPathComponent("firered/.good.2147483646.1.tmp"))
        let clean = try runDex(["sprites", "clean"] + common)
        #expect(clean.status == 0)
        #expect(allFiles(under: sprites) == ["firered", "firered/good.png", "firered/other.png"])

        // and remove-game deletes the game's folder
        #expect(try runDex(["remove-game", "firered", "--yes"] + common).status == 0)
        #expect(allFiles(under: sprites).isEmpty)
    }

    @Test(arguments: [
        ["sprites", "fetch", "--concurrency", "0"],
        ["sprites", "fetch", "--concurrency", "201"],
        ["sprites", "fetch", "--sprite-url", "ftp://example.com/{sprite}.png"],
        ["sprites", "fetch", "--sprite-url", "https://example.com/pikachu.png"],
        ["sprites", "fetch", "--game", "firered", "--all-games"],
        ["add-game", "firered", "--sprite-url", "file:///etc/{sprite}"],
    ])
    func rejectsBadArguments(arguments: [String]) throws {
        let (home, common) = try Self.setUp(["good"])
        defer { removeTestFolder(home.deletingLastPathComponent()) }
        let run = try runDex(arguments + common)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: "))
    }
}

/// Sprites a fetch could not even ask for, because the server was unreachable, are not fetched (offline), not failed.
@Suite(.tags(.endToEnd)) struct OfflineSpriteStatusTests {
    @Test func offlineSpritesAreNotFetchedNotFailed() throws {
        let server = try SpriteServer()
        let (home, common) = try SpriteCommandTests.setUp(["mon-1", "mon-2", "mon-3"])
        defer { removeTestFolder(home.deletingLastPathComponent()) }
        let manifest = SpriteCommandTests.manifestPath(home)
        #expect(try runDex(["add-game", "firered", "--no-sprites", "--manifest", manifest] + common).status == 0)
        #expect(
            try runDex(["sprites", "fetch", "--sprite-url", "http://127.0.0.1:1/{generation}/{sprite}.png"] + common).status == 1)

        let status = try runDex(["sprites", "status"] + common)
        let row = try #require(status.stdout.split(separator: "\n").first { $0.hasPrefix("firered") })
        #expect(row.contains("0/3") && row.contains("3 (offline)"), "\(row)")
        #expect(!status.stdout.contains("FAILED\n"))
        let columns = row.split(separator: " ", omittingEmptySubsequences: true)
        #expect(columns[2] == "0" && columns[3] == "0", "nothing missing or failed: \(row)")
        #expect(status.stdout.contains("run 'dex sprites fetch' once you are online"))
        let json = try runDex(["sprites", "status", "--json"] + common).stdout
        let game = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])?.first)
        #expect(game["failed"] as? Int == 0 && game["notFetched"] as? Int == 3 && game["offline"] as? Int == 3)

        // Online again, one fetch completes the cache.
        #expect(try runDex(["sprites", "fetch", "--sprite-url", server.template] + common).status == 0)
        let after = try runDex(["sprites", "status"] + common).stdout
        #expect(after.contains("3/3") && !after.contains("offline"), "\(after)")
    }

    @Test func aFetchThatReachesTheServerEndsTheOfflineWordForWhatItLeft() throws {
        // One download at a time, 400 ms each: a one-second deadline leaves most of the ten sprites to a later fetch.
        let server = try SpriteServer(latencyMilliseconds: 400)
        let (home, common) = try SpriteCommandTests.setUp((1...10).map { "mon-\($0)" })
        defer { removeTestFolder(home.deletingLastPathComponent()) }
        let manifest = SpriteCommandTests.manifestPath(home)
        #expect(try runDex(["add-game", "firered", "--no-sprites", "--manifest", manifest] + common).status == 0)
        #expect(
            try runDex(["sprites", "fetch", "--sprite-url", "http://127.0.0.1:1/{generation}/{sprite}.png"] + common).status == 1)
        #expect(try runDex(["sprites", "status"] + common).stdout.contains("10 (offline)"))

        _ = try runDex(
            ["sprites", "fetch", "--sprite-url", server.template, "--concurrency", "1", "--deadline", "1"] + common)
        let json = try runDex(["sprites", "status", "--json"] + common).stdout
        let game = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])?.first)
        let cached = try #require(game["cached"] as? Int)
        #expect((1..<10).contains(cached), "\(json)")
        #expect(game["notFetched"] as? Int == 10 - cached && game["offline"] as? Int == 0, "\(json)")
        let status = try runDex(["sprites", "status"] + common).stdout
        #expect(!status.contains("offline"), "\(status)")
    }
}
