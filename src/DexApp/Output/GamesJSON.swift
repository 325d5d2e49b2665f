import DexModel
import DexStore
import FoundationEssentials

/// `dex games --json` and `dex progress --json`: `{"activeGame": slug or null, "games": [GameJSON]}`.
public struct GamesJSON: Encodable, Sendable, Equatable {
    @ExplicitNull public var activeGame: String?
    public var games: [GameJSON]

    /// `games`: those shown; `activeGame`: the active game's slug, whether or not it is among them.
    public init(games: [GameProgress], activeGameId: UUID?, activeGame: String?) {
        self.games = games.map { GameJSON($0, activeGameId: activeGameId) }
        self.activeGame = activeGame
    }
}

/// A game in `dex games --json` and `dex progress --json`.
public struct GameJSON: Encodable, Sendable, Equatable {
    public var slug: String
    public var name: String
    public var generation: Int
    @ExplicitNull public var starter: String?
    public var dataVersion: String
    public var caught: Int
    /// How many of the caught are shiny.
    public var shiny: Int
    /// A shiny living dex (`add-game --shiny`): `percent` and `reachable` count the shiny ones.
    public var tracksShiny: Bool
    /// False for a game added with `--no-sprites`: commands do not download the sprites they bring in.
    public var downloadsSprites: Bool
    public var total: Int
    /// What this run can still complete (`GameProgress.reachable`).
    public var reachable: Int
    /// 0–100, one decimal.
    public var percent: Double
    public var active: Bool

    public init(_ progress: GameProgress, activeGameId: UUID?) {
        slug = progress.game.slug
        name = progress.game.name
        generation = progress.game.generation
        starter = progress.game.selectedStarter
        dataVersion = progress.game.dataVersion
        caught = progress.caught
        shiny = progress.shiny
        tracksShiny = progress.game.tracksShiny
        downloadsSprites = progress.game.downloadsSprites
        total = progress.total
        reachable = progress.reachable ?? progress.total
        percent = progress.percent
        active = progress.game.id == activeGameId
    }
}

/// `dex games --available --json`: `{"available": [AvailableGamesJSON.Game]}`.
public struct AvailableGamesJSON: Encodable, Sendable, Equatable {
    public struct Game: Encodable, Sendable, Equatable {
        public var slug: String
        public var name: String
        public var generation: Int
        /// Empty when the game has no starter choice.
        public var starters: [String]
        /// How many Pokémon the manifest lists, before filtering by starter.
        public var pokemon: Int
    }

    public var available: [Game]

    public init(_ manifest: GameManifest) {
        available = manifest.games.map {
            Game(
                slug: $0.slug, name: $0.name, generation: $0.generation, starters: $0.availableStarters, pokemon: $0.pokemon.count
            )
        }
    }
}
