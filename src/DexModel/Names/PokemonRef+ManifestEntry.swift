extension PokemonRef {
    /// Whether this ref (a number or a name) names `pokemon` of a game's manifest entry; a range names none.
    public func names(_ pokemon: GameManifest.PokemonEntry) -> Bool {
        switch self {
        case .number(let number): pokemon.dexNumber == number
        case .range: false
        case .name(let name):
            NameKey.key(pokemon.name) == NameKey.key(name) || NameKey.key(pokemon.spriteSlug) == NameKey.key(name)
        }
    }
}
