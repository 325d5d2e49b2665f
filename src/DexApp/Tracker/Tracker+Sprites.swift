import DexModel
import DexSprites
import DexStore
import DexSystem
import FoundationEssentials

extension Tracker {
    // MARK: - Sprites (`dex sprites`, and `dex add-game`'s download)

    /// The games a fetch works on: every tracked game, or the one `slug` names (else the active game).
    public func gamesToFetch(_ slug: String?, allGames: Bool) throws -> [Game] {
        let games = allGames ? try database.games.all() : [try database.games.current(slug)]
        guard !games.isEmpty else { throw StoreError.noGamesTracked(folder: home.url.path) }
        return games
    }

    /// Downloads what `games` lack; progress goes to `progress`, which is finished when this returns. A game added
    /// with `--no-sprites` downloads the sprites commands bring in from then on when the fetch got its answer for it
    /// (`SpriteFetchSummary.GameResult.gotAnAnswer`): its sprites were asked for. A fetch that reached nothing (offline,
    /// say) leaves the choice as it was.
    public func fetchSprites(
        _ games: [Game], options: SpriteFetchOptions, progress: AsyncStream<SpriteProgress>.Continuation? = nil
    ) async throws -> SpriteFetchSummary {
        let database = database
        let summary = try await SpriteFetcher(database: database, home: home).fetch(games, options: options, progress: progress)
        let answered = Set(summary.games.filter(\.gotAnAnswer).map(\.game))
        let turnedOn = games.filter { !$0.downloadsSprites && answered.contains($0.slug) }.map(\.id)
        if !turnedOn.isEmpty {
            try await BlockingIO.run { try database.games.downloadSprites(of: turnedOn) }
        }
        return summary
    }

    /// The sprites a mark brought in that the cache lacks: the sprite of each Pokémon it caught that was received in
    /// a trade (added to the game's list by the mark, or before), and the shiny sprite of each it marked caught
    /// shiny. Nil when there are none, so a mark of cached Pokémon never reaches for the network, and in a game added
    /// with `--no-sprites`.
    public func spritesToFetch(after change: CatchChange) -> SpriteSelection? {
        let game = change.progress.game, caught = change.changed.filter(\.isCaught)
        return uncached(normal: caught.filter(\.isTraded), shiny: caught.filter(\.isShiny), game: game)
    }

    /// The sprites of the species an import from a save added to the game's list that the cache lacks (none in a game
    /// added with `--no-sprites`).
    public func spritesToFetch(after imported: SaveImport) -> SpriteSelection? {
        let added = imported.added.compactMap { try? pokemon(.number($0.dexNumber), game: imported.game.slug).pokemon }
        return uncached(normal: added, shiny: [], game: imported.game)
    }

    /// The sprites of the Pokémon an import of a backup added to the lists as received in a trade that the cache
    /// lacks (and the shiny sprite of each it added caught shiny), per game; none in a game added with `--no-sprites`.
    public func spritesToFetch(after imported: BackupImport) -> [(game: Game, selection: SpriteSelection)] {
        let added = imported.plan.addedTraded
        guard !added.isEmpty, let games = try? database.games.all() else { return [] }
        return games.compactMap { game in
            let rows = added.filter { $0.gameId == game.id }
            return uncached(normal: rows, shiny: rows.filter(\.isShiny), game: game).map { (game, $0) }
        }
    }

    private func uncached(normal: [Pokemon], shiny: [Pokemon], game: Game) -> SpriteSelection? {
        // A plain mark stops here, without a system call: making the cache's URL looks at the disk.
        guard game.downloadsSprites, !normal.isEmpty || !shiny.isEmpty else { return nil }
        let cache = SpriteCache(home: home)
        let lacking = { (wantsShiny: Bool) in
            { (pokemon: Pokemon) in !cache.cachedSprite(game: game.slug, sprite: pokemon.imageName, shiny: wantsShiny).isValid }
        }
        let selection = SpriteSelection.only(
            normal: normal.filter(lacking(false)).map(\.id), shiny: shiny.filter(lacking(true)).map(\.id))
        return selection.isEmpty ? nil : selection
    }

    /// Downloads the sprites each selection names in its game, without a progress bar: a few sprites a command
    /// brought in.
    public func fetchSprites(
        _ selections: [(game: Game, selection: SpriteSelection)], options: SpriteFetchOptions
    ) async throws -> SpriteFetchSummary {
        try await SpriteFetcher(database: database, home: home).fetch(selections, options: options)
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
