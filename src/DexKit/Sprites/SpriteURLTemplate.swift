/// Where sprites are downloaded from: `{sprite}` is the sprite slug, `{generation}` the sprite folder.
public enum SpriteURLTemplate {
    public static let `default` = "https://img.pokemondb.net/sprites/{generation}/normal/{sprite}.png"
}
