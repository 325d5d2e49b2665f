extension PokemonRef {
    /// Whether this ref (a number, a regional number of any section that lists it, or a name) names `pokemon` of
    /// `game`, a game's manifest entry; a range names none.
    public func names(_ pokemon: GameManifest.PokemonEntry, of game: GameManifest.Entry) -> Bool {
        switch self {
        case .number(let number): return pokemon.dexNumber == number
        case .range, .regionalRange: return false
        case .name(let name):
            return NameKey.key(pokemon.name) == NameKey.key(name) || NameKey.key(pokemon.spriteSlug) == NameKey.key(name)
        case .regional(let number, let typed):
            let section = Self.section(typed, of: game)
            if Self.section(of: pokemon, in: game) == section { return pokemon.regionalNumber == number }
            return section.map { pokemon.sectionNumbers?[$0] == number } ?? false
        }
    }

    /// The section a manifest entry's regional number is of: its own, else the game's first.
    private static func section(of pokemon: GameManifest.PokemonEntry, in game: GameManifest.Entry) -> String? {
        pokemon.regionalDex ?? game.regionalDex ?? game.regionalDexSections?.first
    }

    /// The section `typed` names in `game` (nil: its first), as the manifest spells it; nil when it names none.
    private static func section(_ typed: String?, of game: GameManifest.Entry) -> String? {
        let sections = game.regionalDexSections ?? game.regionalDex.map { [$0] } ?? []
        guard let typed else { return game.regionalDex ?? sections.first }
        return DexSection.match(typed, among: sections)
    }
}
