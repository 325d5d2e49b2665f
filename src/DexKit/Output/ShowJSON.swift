/// `dex show --json`: `{"game": GameRefJSON, "pokemon": PokemonJSON, "sprite": {"path": file or null, "cached": bool}}`.
public struct ShowJSON: Encodable, Sendable, Equatable {
    public struct Sprite: Encodable, Sendable, Equatable {
        /// Where the cached sprite is (or would be); null when the sprite slug is not safe as a file name.
        @ExplicitNull public var path: String?
        public var cached: Bool
    }

    public var game: GameRefJSON
    public var pokemon: PokemonJSON
    public var sprite: Sprite

    public init(game: Game, pokemon: Pokemon, spritePath: String?, spriteCached: Bool) {
        self.game = GameRefJSON(game)
        self.pokemon = PokemonJSON(pokemon)
        sprite = Sprite(path: spritePath, cached: spriteCached)
    }
}
