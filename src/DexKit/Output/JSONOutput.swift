import Foundation

/// `--json` output: pretty-printed with sorted keys, so the text is stable from run to run.
/// Optional fields are written as `null`, never left out, so every key is always there.
public enum JSONOutput {
    public static func string(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

/// A game in `dex games --json` and `dex progress --json`.
public struct GameJSON: Encodable, Sendable, Equatable {
    public var slug: String
    public var name: String
    public var generation: Int
    public var starter: String?
    public var dataVersion: String
    public var caught: Int
    public var total: Int
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
        total = progress.total
        percent = (progress.fraction * 1000).rounded() / 10
        active = progress.game.id == activeGameId
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(slug, forKey: .slug)
        try c.encode(name, forKey: .name)
        try c.encode(generation, forKey: .generation)
        try c.encode(starter, forKey: .starter)
        try c.encode(dataVersion, forKey: .dataVersion)
        try c.encode(caught, forKey: .caught)
        try c.encode(total, forKey: .total)
        try c.encode(percent, forKey: .percent)
        try c.encode(active, forKey: .active)
    }

    enum CodingKeys: String, CodingKey { case slug, name, generation, starter, dataVersion, caught, total, percent, active }
}

/// `dex games --json` and `dex progress --json`: `{"activeGame": slug or null, "games": [GameJSON]}`.
public struct GamesJSON: Encodable, Sendable, Equatable {
    public var activeGame: String?
    public var games: [GameJSON]

    public init(games: [GameProgress], activeGameId: UUID?) {
        self.games = games.map { GameJSON($0, activeGameId: activeGameId) }
        activeGame = games.first { $0.game.id == activeGameId }?.game.slug
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(activeGame, forKey: .activeGame)
        try c.encode(games, forKey: .games)
    }

    enum CodingKeys: String, CodingKey { case activeGame, games }
}

/// `dex games --available --json`: `{"available": [AvailableGameJSON]}`.
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
            Game(slug: $0.slug, name: $0.name, generation: $0.generation, starters: $0.availableStarters, pokemon: $0.pokemon.count)
        }
    }
}

/// `{"slug": …, "name": …}`: which game a list or a Pokémon belongs to.
public struct GameRefJSON: Encodable, Sendable, Equatable {
    public var slug: String
    public var name: String

    public init(_ game: Game) {
        slug = game.slug
        name = game.name
    }
}

/// A Pokémon in `dex list --json` and `dex show --json`.
public struct PokemonJSON: Encodable, Sendable, Equatable {
    public var dexNumber: Int
    public var regionalNumber: Int?
    public var name: String
    public var caught: Bool
    public var notes: String
    public var spriteSlug: String

    public init(_ pokemon: Pokemon) {
        dexNumber = pokemon.dexNumber
        regionalNumber = pokemon.regionalNumber
        name = pokemon.name
        caught = pokemon.isRegistered
        notes = pokemon.notes
        spriteSlug = pokemon.imageName
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(dexNumber, forKey: .dexNumber)
        try c.encode(regionalNumber, forKey: .regionalNumber)
        try c.encode(name, forKey: .name)
        try c.encode(caught, forKey: .caught)
        try c.encode(notes, forKey: .notes)
        try c.encode(spriteSlug, forKey: .spriteSlug)
    }

    enum CodingKeys: String, CodingKey { case dexNumber, regionalNumber, name, caught, notes, spriteSlug }
}

/// `dex list --json`: `{"game": GameRefJSON, "filter": "all"|"missing"|"caught", "search": text or null, "pokemon": [PokemonJSON]}`.
public struct ListJSON: Encodable, Sendable, Equatable {
    public var game: GameRefJSON
    public var filter: String
    public var search: String?
    public var pokemon: [PokemonJSON]

    public init(game: Game, filter: DexDatabase.ListFilter, search: String?, pokemon: [Pokemon]) {
        self.game = GameRefJSON(game)
        self.filter = switch filter {
        case .all: "all"
        case .missing: "missing"
        case .caught: "caught"
        }
        self.search = search
        self.pokemon = pokemon.map(PokemonJSON.init)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(game, forKey: .game)
        try c.encode(filter, forKey: .filter)
        try c.encode(search, forKey: .search)
        try c.encode(pokemon, forKey: .pokemon)
    }

    enum CodingKeys: String, CodingKey { case game, filter, search, pokemon }
}

/// `dex show --json`: `{"game": GameRefJSON, "pokemon": PokemonJSON, "sprite": {"path": file or null, "cached": bool}}`.
public struct ShowJSON: Encodable, Sendable, Equatable {
    public struct Sprite: Encodable, Sendable, Equatable {
        /// Where the cached sprite is (or would be); null when the sprite slug is not safe as a file name.
        public var path: String?
        public var cached: Bool

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(path, forKey: .path)
            try c.encode(cached, forKey: .cached)
        }

        enum CodingKeys: String, CodingKey { case path, cached }
    }

    public var game: GameRefJSON
    public var pokemon: PokemonJSON
    public var sprite: Sprite

    public init(game: Game, pokemon: Pokemon, spriteURL: URL?) {
        self.game = GameRefJSON(game)
        self.pokemon = PokemonJSON(pokemon)
        sprite = Sprite(path: spriteURL?.path, cached: spriteURL.map { FileManager.default.fileExists(atPath: $0.path) } ?? false)
    }
}
