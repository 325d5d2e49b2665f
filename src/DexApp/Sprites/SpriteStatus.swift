import DexModel
import DexSprites
import DexStore
import DexSystem

/// What the cache holds for one tracked game: `dex sprites status`.
public struct SpriteStatus: Sendable, Codable, Equatable {
    public var game: String
    public var name: String
    public var total: Int
    /// Sprites cached (`SpriteCache.cachedSprite`): a file that is not a sprite dex would keep does not count.
    public var cached: Int
    /// Not on disk, and every sprite folder answered 404 last time.
    public var missing: Int
    /// Not on disk, and the last attempt failed (retried by the next fetch).
    public var failed: Int
    /// Not on disk: never attempted, or the last attempt could not reach the server (`offline` of them).
    public var notFetched: Int
    /// Of `notFetched`, those whose last attempt could not reach the server at all, while the game's latest attempt
    /// could not either (0 once a later download reached it).
    public var offline: Int
    /// Pokémon caught shiny, whose shiny sprite a fetch downloads (not counted in `total`).
    public var shiny: Int
    /// Of `shiny`, those whose shiny sprite is cached.
    public var shinyCached: Int
    /// Of `shiny`, those whose shiny sprite is not on disk and that every sprite folder answered 404 for last time.
    public var shinyMissing: Int
    /// Of `shiny`, those whose shiny sprite is not on disk and whose last attempt failed (not for want of a network).
    public var shinyFailed: Int
    /// Everything in the game's folder, temporary files included.
    public var bytesOnDisk: Int

    /// Reads each game a page at a time and only looks at the disk: unlike a fetch, it changes nothing.
    public static func all(database: DexDatabase, home: DexHome) async throws -> [SpriteStatus] {
        let cache = SpriteCache(home: home)
        var statuses: [SpriteStatus] = []
        for game in try await BlockingIO.run({ try database.games.all() }) {
            let bytes = try await BlockingIO.run { (try? cache.folder(game: game.slug)).map(SpriteCache.bytes(under:)) ?? 0 }
            var status = SpriteStatus(
                game: game.slug, name: game.name, total: 0, cached: 0, missing: 0, failed: 0, notFetched: 0, offline: 0,
                shiny: 0, shinyCached: 0, shinyMissing: 0, shinyFailed: 0, bytesOnDisk: bytes)
            var pages = SpritePages(database: database, cache: cache, game: game)
            var latest: SpriteRecord?
            while let page = try await pages.next() {
                for entry in page {
                    if let record = entry.record, latest.map({ Self.isLater(record, than: $0) }) ?? true { latest = record }
                    if entry.shiny {
                        status.shiny += 1
                        if entry.cachedSize != nil {
                            status.shinyCached += 1
                        } else if entry.record?.isUnreachable == false {
                            if entry.record?.state == .missing { status.shinyMissing += 1 }
                            if entry.record?.state == .failed { status.shinyFailed += 1 }
                        }
                        continue
                    }
                    status.total += 1
                    if entry.cachedSize != nil {
                        status.cached += 1
                    } else {
                        if entry.record?.isUnreachable == true {
                            status.notFetched += 1
                            status.offline += 1
                            continue
                        }
                        switch entry.record?.state {
                        case .missing: status.missing += 1
                        case .failed: status.failed += 1
                        case .fetched, nil: status.notFetched += 1
                        }
                    }
                }
            }
            // Offline only while the game's latest attempt could not reach the server: once one reached it, the
            // sprites an earlier offline fetch left are plainly not fetched.
            if latest?.isUnreachable != true { status.offline = 0 }
            statuses.append(status)
        }
        return statuses
    }

    /// Times are whole seconds, so two fetches a second apart can tie: a record of a fetch that reached the server
    /// then counts as the later one, since the unreachable fetch usually failed at once.
    private static func isLater(_ record: SpriteRecord, than latest: SpriteRecord) -> Bool {
        if record.updatedAt != latest.updatedAt { return record.updatedAt > latest.updatedAt }
        return latest.isUnreachable && !record.isUnreachable
    }
}
