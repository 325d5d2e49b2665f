import DexModel
import DexSprites
import DexStore
import DexSystem
import FoundationEssentials

extension Tracker {
    // MARK: - Tracked games (`dex add-game`, `games`, `use`, `remove-game`, `progress`)

    /// Starts tracking `slug` from `manifest`, seeded for `starter`, and makes it the active game. The game is looked
    /// up in the manifest before the data folder is opened, so that a slug the manifest lacks creates nothing.
    /// Without `downloadsSprites` (`--no-sprites`), commands do not download the sprites they bring in for it.
    public static func addGame(
        _ slug: String, starter: String?, kinds: EntryKinds = .species, manifest: ManifestChoice, spriteURLTemplate: String,
        tracksShiny: Bool = false, downloadsSprites: Bool = true,
        home: DexHome
    ) throws -> (tracker: Tracker, added: GameProgress) {
        let selected = try manifest.loadGame(slug)
        let tracker = try open(home)
        let added = try tracker.database.games.add(
            selected.entry, starter: starter, kinds: kinds, dataVersion: selected.version,
            spriteURLTemplate: spriteURLTemplate, tracksShiny: tracksShiny, downloadsSprites: downloadsSprites)
        return (tracker, added)
    }

    /// The game named by `--game`, else the active one.
    public func game(_ slug: String?) throws -> Game { try database.games.current(slug) }

    /// Every tracked game, in the order `dex games` lists them.
    public func trackedGames() throws -> [Game] { try database.games.all() }

    /// Every tracked game with its counts, and the active game's id.
    public func progress() throws -> (games: [GameProgress], activeGameId: UUID?) { try database.games.progress() }

    /// Makes `slug` the active game.
    @discardableResult
    public func useGame(_ slug: String) throws -> Game { try database.games.use(slug) }

    /// What `dex remove-game` did.
    public struct GameRemoval: Sendable {
        public var removed: Game
        /// The game that became active, when the removed one was.
        public var nowActive: Game?
        /// Sprite folders that could not be deleted (the game is removed all the same).
        public var spriteFailures: [SpriteRemovalFailure]
    }

    /// Stops tracking `slug` and deletes its catches and cached sprites. When it was the active game, the most
    /// recently added of the others becomes active.
    public func removeGame(_ slug: String) throws -> GameRemoval {
        let (removed, nowActive) = try database.games.removeKeepingOneActive(slug)
        return GameRemoval(removed: removed, nowActive: nowActive, spriteFailures: removeSprites(ofGames: [removed.slug]))
    }

    /// Every game `manifest` offers. Reads no database.
    public static func availableGames(in manifest: ManifestChoice) throws -> GameManifest {
        try manifest.load()
    }
}

/// A game's sprite folder that could not be deleted.
public struct SpriteRemovalFailure: Sendable {
    public var game: String
    public var reason: String
}

extension Tracker {
    /// A game `dex remove-game` removed, which nothing can bring back, takes its cached sprites with it. The game
    /// is gone whatever happens here: a folder that cannot be deleted is returned, for a warning.
    func removeSprites(ofGames slugs: [String]) -> [SpriteRemovalFailure] {
        let cache = SpriteCache(home: home)
        var failures: [SpriteRemovalFailure] = []
        for slug in slugs {
            do {
                try cache.removeGame(slug)
            } catch {
                failures.append(SpriteRemovalFailure(game: slug, reason: ErrorMessage.line(for: error)))
            }
        }
        return failures
    }
}
