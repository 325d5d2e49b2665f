import DexApp
import DexModel
import DexSprites
import DexStore
import DexSystem
import DexTestSupport
import Foundation
import SQLiteStore
import SpriteTestSupport
import Testing

/// The downloader against a real HTTP server on 127.0.0.1 (Tests/Support/sprite_server.py), in process.
@Suite struct SpriteFetchTests {
    /// Short limits so that each fault resolves in about a second.
    /// (libcurl averages speed over about 5 s, so a low-speed limit alone takes ~6 s to notice a stall: a 2 s
    /// total timeout ends each stalled attempt sooner.)
    static func quickOptions(concurrency: Int = 50) -> SpriteFetchOptions {
        var options = SpriteFetchOptions()
        options.concurrency = concurrency
        options.environment = { _ in nil }
        options.limits = TransferLimits(connectTimeoutMilliseconds: 2_000, lowSpeedSeconds: 1, totalTimeoutMilliseconds: 2_000)
        options.retry = RetryPolicy(maxAttempts: 2, baseDelayMilliseconds: 50, maxDelayMilliseconds: 200)
        return options
    }

    @Test func cachesEveryGoodSpriteWithAtMostNInFlight() async throws {
        // Given 60 sprites behind 100 ms of latency
        let server = try SpriteServer(latencyMilliseconds: 100)
        let sprites = (1...60).map { "mon-\($0)" }
        let (database, home, game) = try trackedGame(sprites, template: server.template)
        defer { removeTestFolder(home.url.deletingLastPathComponent()) }

        // When fetching 8 at a time
        let start = ContinuousClock.now
        let summary = try await SpriteFetcher(database: database, home: home).fetch(
            [game], options: Self.quickOptions(concurrency: 8))
        let elapsed = ContinuousClock.now - start

        // Then every sprite is cached and valid, the server never saw more than 8 requests at once but did see 8
        // (what proves the transfers run side by side; the time bound only catches a hang)
        #expect(summary.isComplete)
        #expect(summary.downloaded == 60)
        let cached = cachedSprites(in: home.spritesURL.appendingPathComponent("firered"))
        #expect(cached.count == 60 && cached.values.allSatisfy { $0 })
        let stats = try server.stats()
        #expect(stats.requests == 60)
        #expect(stats.maxInFlight <= 8)
        #expect(stats.maxInFlight >= 7)
        #expect(elapsed < .seconds(30))
        let status = try await SpriteStatus.all(database: database, home: home)
        #expect(status.first?.cached == 60)
    }

    @Test func readsAGameLargerThanOnePageWhole() async throws {
        // Given more sprites than one page of rows (256), two already cached
        let server = try SpriteServer()
        let sprites = (1...600).map { "mon-\($0)" }
        let (database, home, game) = try trackedGame(sprites, template: server.template)
        defer { removeTestFolder(home.url.deletingLastPathComponent()) }
        let folder = home.spritesURL.appendingPathComponent("firered")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for sprite in ["mon-1", "mon-600"] {
            let png = try Data(run: "/usr/bin/curl", ["-fsS", "http://127.0.0.1:\(server.port)/firered-leafgreen/\(sprite).png"])
            try png.write(to: folder.appendingPathComponent("\(sprite).png"))
        }
        try server.reset()
        let (events, continuation) = AsyncStream.makeStream(of: SpriteProgress.self)

        // When fetching with a progress stream (which counts the work first)
        let summary = try await SpriteFetcher(database: database, home: home).fetch(
            [game], options: Self.quickOptions(), progress: continuation)
        var started: SpriteProgress?
        var last: SpriteProgress?
        for await event in events {
            if case .started = event { started = event } else { last = event }
        }

        // Then every page was read once: each sprite is counted, the cached ones are not asked for
        #expect(started == .started(total: 600, toDownload: 598))
        if case .advanced(let completed, let toDownload, let failed, _) = last {
            #expect(completed == 598 && toDownload == 598 && failed == 0)
        } else {
            Issue.record("no progress after \(String(describing: started))")
        }
        #expect(summary.isComplete && summary.total == 600 && summary.downloaded == 598)
        #expect(try server.stats().requests == 598)
        #expect(cachedSprites(in: folder).count == 600)
        let status = try #require(try await SpriteStatus.all(database: database, home: home).first)
        #expect(status.total == 600 && status.cached == 600)
    }

    @Test func handlesEveryFaultWithinBoundedTime() async throws {
        // Given a game whose sprites trigger each fault the server knows
        let server = try SpriteServer(latencyMilliseconds: 20)
        let sprites = [
            "good", "notfound-a", "fb-entei", "flaky-a", "ratelimit-a", "stall-a", "truncated-a", "chopped-a",
            "html-a", "huge-a", "redirect-good", "loop-a",
        ]
        let (database, home, game) = try trackedGame(sprites, template: server.template)
        defer { removeTestFolder(home.url.deletingLastPathComponent()) }
        let fetcher = SpriteFetcher(database: database, home: home)

        // When fetching
        let start = ContinuousClock.now
        let summary = try await fetcher.fetch([game], options: Self.quickOptions())
        let elapsed = ContinuousClock.now - start

        // Then the good, fallback, flaky, rate-limited and redirected sprites are cached and valid
        let cached = cachedSprites(in: home.spritesURL.appendingPathComponent("firered"))
        #expect(Set(cached.keys) == ["good", "fb-entei", "flaky-a", "ratelimit-a", "redirect-good"])
        #expect(cached.values.allSatisfy { $0 })
        // and each fault ends as it should
        func reason(_ sprite: String) -> String? { (summary.failed + summary.missing).first { $0.sprite == sprite }?.reason }
        #expect(summary.missing.map(\.sprite) == ["notfound-a"])
        #expect(reason("stall-a")?.contains("timed out") == true)
        #expect(reason("truncated-a")?.contains("after 2 attempts") == true)
        #expect(reason("chopped-a")?.contains("truncated PNG") == true)
        #expect(reason("html-a")?.contains("not a PNG") == true)
        #expect(reason("huge-a")?.contains("too large") == true)
        #expect(reason("loop-a")?.contains("too many redirects") == true)
        let stats = try server.stats()
        #expect(stats.paths["/firered-leafgreen/flaky-a.png"] == 2)
        #expect(stats.paths["/firered-leafgreen/ratelimit-a.png"] == 2)
        #expect(stats.paths["/firered-leafgreen/huge-a.png"] == 1)
        #expect(stats.paths["/firered-leafgreen/html-a.png"] == 1)
        #expect(stats.paths["/firered-leafgreen/fb-entei.png"] == 1 && stats.paths["/emerald/fb-entei.png"] == 1)
        // within bounded time: Retry-After: 1 is honoured; two 2-second stalls are the slowest path (about 5 s; the
        // bound only catches a fault that hangs, such as a stall waiting out libcurl's 60 s default)
        #expect(elapsed >= .seconds(1))
        #expect(elapsed < .seconds(30))
        #expect(allFiles(under: home.spritesURL).allSatisfy { !$0.hasSuffix(".tmp") })

        // When fetching again: the recorded 404 is not asked for, the failures are
        try server.reset()
        let rerun = try await fetcher.fetch([game], options: Self.quickOptions())
        #expect(rerun.missing.map(\.sprite) == ["notfound-a"])
        #expect(try server.stats().paths["/firered-leafgreen/notfound-a.png"] == nil)
        #expect(try server.stats().paths["/firered-leafgreen/html-a.png"] == 1)

        // and --retry-missing asks again
        var retrying = Self.quickOptions()
        retrying.retryMissing = true
        _ = try await fetcher.fetch([game], options: retrying)
        #expect(try server.stats().paths["/firered-leafgreen/notfound-a.png"] == 1)
        let status = try #require(try await SpriteStatus.all(database: database, home: home).first)
        #expect(status.cached == 5 && status.missing == 1 && status.failed == 6 && status.notFetched == 0)
    }

    @Test(arguments: ["../../etc/x", "../escape", "a/b", "..", "Pikachu", "x.png"])
    func hostileSlugWritesNothingOutsideTheCache(slug: String) async throws {
        // Given a Pokémon whose sprite slug tries to leave the cache (written straight to the database, in case
        // the manifest loader learns to refuse it)
        let server = try SpriteServer()
        let (database, home, game) = try trackedGame(["good"], template: server.template)
        defer { removeTestFolder(home.url.deletingLastPathComponent()) }
        try await database.writer.write { db in
            try db.execute(
                "INSERT INTO pokemon (id, gameId, name, dexNumber, spriteSlug, spriteFolders) VALUES (?, ?, 'Evil', 999, ?, '../..')",
                [UUID(), game.id, slug])
        }

        // When fetching
        let summary = try await SpriteFetcher(database: database, home: home).fetch([game], options: Self.quickOptions())

        // Then it is refused without a request, and the only files are the database and the good sprite
        #expect(summary.failed.map(\.sprite) == [slug])
        #expect(summary.failed.first?.reason.contains("not a safe file name") == true)
        #expect(try server.stats().requests == 1)
        let root = home.url.deletingLastPathComponent()
        let files = allFiles(under: root).filter { !$0.hasPrefix("home/dex.sqlite") }
        #expect(files == ["home", "home/sprites", "home/sprites/firered", "home/sprites/firered/good.png"])
    }

    @Test(arguments: ["http://127.0.0.1:1/{generation}/{sprite}.png", "http://dex-offline.invalid/{generation}/{sprite}.png"])
    func unreachableServerFailsFastAndSaysSoOnce(template: String) async throws {
        // Given 300 sprites on a server that cannot be reached
        let (database, home, game) = try trackedGame((1...300).map { "mon-\($0)" }, template: template)
        defer { removeTestFolder(home.url.deletingLastPathComponent()) }
        let (events, continuation) = AsyncStream.makeStream(of: SpriteProgress.self)

        // When fetching
        let start = ContinuousClock.now
        let summary = try await SpriteFetcher(database: database, home: home).fetch(
            [game], options: Self.quickOptions(), progress: continuation)
        var unreachableEvents = 0
        for await event in events { if case .unreachable = event { unreachableEvents += 1 } }

        // Then the job ends at once with one message, and nothing is cached (the bound is loose: it catches a
        // job that tries each sprite in turn, not a slow machine)
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(summary.unreachable.count == 1)
        #expect(unreachableEvents == 1)
        #expect(summary.cached == 0 && summary.failed.count == 300)
    }

    @Test func aFetchThatReachedTheServerInTheSameSecondAsAnOfflineOneEndsTheOfflineWord() async throws {
        // Given an offline fetch's outcomes and, within the same second, one sprite a later fetch reached the server for
        let (database, home, game) = try trackedGame(["mon-1", "mon-2", "mon-3"], template: "http://127.0.0.1:1/{sprite}.png")
        defer { removeTestFolder(home.url.deletingLastPathComponent()) }
        let second = Date(timeIntervalSince1970: 1_800_000_000)
        let ids = try (1...3).map { try database.catalog.pokemon(.number($0), game: "firered").pokemon.id }
        let unreachable = SpriteRecord.unreachablePrefix + "127.0.0.1: refused"
        _ = try await database.spriteRecords.record([
            (game.id, SpriteRecord(pokemonId: ids[0], state: .missing, reason: "404", updatedAt: second)),
            (game.id, SpriteRecord(pokemonId: ids[1], state: .failed, reason: unreachable, updatedAt: second)),
            (game.id, SpriteRecord(pokemonId: ids[2], state: .failed, reason: unreachable, updatedAt: second)),
        ])

        // When the status is read
        let status = try #require(try await SpriteStatus.all(database: database, home: home).first)

        // Then the sprites the offline fetch left are plainly not fetched, whatever order the tied rows come in
        #expect(status.missing == 1 && status.notFetched == 2 && status.offline == 0)
    }

    @Test func forceDownloadsAgainAndTemplateOverridesApply() async throws {
        // Given a game cached from one server
        let server = try SpriteServer()
        let (database, home, game) = try trackedGame(["good", "other"], template: "http://127.0.0.1:1/{generation}/{sprite}.png")
        defer { removeTestFolder(home.url.deletingLastPathComponent()) }
        var options = Self.quickOptions()
        let template = server.template
        options.environment = { $0 == "DEX_SPRITE_URL_TEMPLATE" ? template : nil }
        // When the stored template is unreachable but $DEX_SPRITE_URL_TEMPLATE points at the server
        let first = try await SpriteFetcher(database: database, home: home).fetch([game], options: options)
        #expect(first.isComplete && first.downloaded == 2)
        // Then a rerun downloads nothing, and --force downloads everything again
        let second = try await SpriteFetcher(database: database, home: home).fetch([game], options: options)
        #expect(second.isComplete && second.downloaded == 0)
        options.force = true
        let third = try await SpriteFetcher(database: database, home: home).fetch([game], options: options)
        #expect(third.downloaded == 2)
        #expect(try server.stats().requests == 4)
    }
}
