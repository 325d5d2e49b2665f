import DexModel
import DexStore

/// `dex show --json`: `{"game": GameRefJSON, "pokemon": PokemonJSON, "ways": [{"method", "place": text or null, "text"}],
/// "sprite": {"path": file or null, "cached": bool}}`.
public struct ShowJSON: Encodable, Sendable, Equatable {
    public struct Sprite: Encodable, Sendable, Equatable {
        /// Where the cached sprite is (or would be); null when the sprite slug is not safe as a file name.
        @ExplicitNull public var path: String?
        public var cached: Bool
    }

    public var game: GameRefJSON
    public var pokemon: PokemonJSON
    public var ways: [WayJSON]
    public var sprite: Sprite

    public struct WayJSON: Encodable, Sendable, Equatable {
        public var method: String
        @ExplicitNull public var place: String?
        public var text: String
    }

    public init(game: Game, pokemon: Pokemon, details: PokemonDetails = PokemonDetails(), spritePath: String?, spriteCached: Bool)
    {
        self.game = GameRefJSON(game)
        var json = PokemonJSON(pokemon, sectionsOf: game)
        json.passedOver = details.passedOver(pokemon)
        self.pokemon = json
        ways = details.ways.map { WayJSON(method: $0.method, place: $0.place, text: $0.text) }
        sprite = Sprite(path: spritePath, cached: spriteCached)
    }
}
