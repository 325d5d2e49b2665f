/// A Pokémon in `dex list --json` and `dex show --json`.
public struct PokemonJSON: Encodable, Sendable, Equatable {
    public var dexNumber: Int
    @ExplicitNull public var regionalNumber: Int?
    public var name: String
    public var caught: Bool
    public var notes: String
    public var hint: String
    public var availability: String
    public var spriteSlug: String

    public init(_ pokemon: Pokemon) {
        dexNumber = pokemon.dexNumber
        regionalNumber = pokemon.regionalNumber
        name = pokemon.name
        caught = pokemon.isRegistered
        notes = pokemon.notes
        hint = pokemon.hint
        availability = pokemon.obtainability.rawValue
        spriteSlug = pokemon.imageName
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
