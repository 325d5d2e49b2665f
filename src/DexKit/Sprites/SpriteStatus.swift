import Foundation

/// What the cache holds for one tracked game: `dex sprites status`.
public struct SpriteStatus: Sendable, Codable, Equatable {
    public var game: String
    public var name: String
    public var total: Int
    /// Sprites on disk.
    public var cached: Int
    /// Not on disk, and every sprite folder answered 404 last time.
    public var missing: Int
    /// Not on disk, and the last attempt failed (retried by the next fetch).
    public var failed: Int
    /// Not on disk and never attempted.
    public var notFetched: Int
    /// Everything in the game's folder, temporary files included.
    public var bytesOnDisk: Int

    public static func all(database: DexDatabase, home: DexHome) async throws -> [SpriteStatus] {
        let cache = SpriteCache(home: home)
        var statuses: [SpriteStatus] = []
        for game in try database.trackedGames() {
            let plan = try await database.spritePlan(for: game)
            let (onDisk, bytes) = try await BlockingIO.run { () -> ([String: Int], Int) in
                guard let folder = try? cache.folder(game: game.slug) else { return ([:], 0) }
                return ((try? cache.prepare(game: game.slug)) ?? [:], SpriteCache.bytes(under: folder))
            }
            var status = SpriteStatus(
                game: game.slug, name: game.name, total: plan.count, cached: 0, missing: 0, failed: 0, notFetched: 0,
                bytesOnDisk: bytes)
            for (pokemon, record) in plan {
                if SpriteSlug.isValid(pokemon.imageName), onDisk[pokemon.imageName] != nil {
                    status.cached += 1
                } else {
                    switch record?.state {
                    case .missing: status.missing += 1
                    case .failed: status.failed += 1
                    case .fetched, nil: status.notFetched += 1
                    }
                }
            }
            statuses.append(status)
        }
        return statuses
    }
}
