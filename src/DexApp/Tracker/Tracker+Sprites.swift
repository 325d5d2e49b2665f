import DexModel
import DexSprites
import DexStore
import DexSystem

extension Tracker {
    // MARK: - Sprites (`dex sprites`, and `dex add-game`'s download)

    /// The games a fetch works on: every tracked game, or the one `slug` names (else the active game).
    public func gamesToFetch(_ slug: String?, allGames: Bool) throws -> [Game] {
        let games = allGames ? try database.games.all() : [try database.games.current(slug)]
        guard !games.isEmpty else { throw StoreError.noGamesTracked(folder: home.url.path) }
        return games
    }

    /// Downloads what `games` lack; progress goes to `progress`, which is finished when this returns.
    public func fetchSprites(
        _ games: [Game], options: SpriteFetchOptions, progress: AsyncStream<SpriteProgress>.Continuation? = nil
    ) async throws -> SpriteFetchSummary {
        try await SpriteFetcher(database: database, home: home).fetch(games, options: options, progress: progress)
    }

    /// What the cache holds for each tracked game.
    public func spriteStatus() async throws -> [SpriteStatus] {
        try await SpriteStatus.all(database: database, home: home)
    }

    /// Removes the sprite folders of games no longer tracked, and stray temporary files.
    public func cleanSprites() async throws -> SpriteCache.CleanReport {
        let database = database
        let tracked = Set(try await BlockingIO.run { try database.games.all().map(\.slug) })
        return try await SpriteCache(home: home).clean(keeping: tracked)
    }
}
