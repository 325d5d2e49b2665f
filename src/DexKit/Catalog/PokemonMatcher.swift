/// Resolves what the user typed to the Pokémon of one game.
struct PokemonMatcher {
    let pokemon: [Pokemon]
    let game: Game

    init(_ pokemon: [Pokemon], game: Game) {
        self.pokemon = pokemon
        self.game = game
    }

    /// The Pokémon the refs name, each once, in dex order. Any ref that names nothing fails the whole call.
    func resolve(_ refs: [PokemonRef]) throws -> [Pokemon] {
        let byNumber = Dictionary(pokemon.map { ($0.dexNumber, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [Int: Pokemon] = [:]
        for ref in refs {
            switch ref {
            case .number(let number):
                guard let match = byNumber[number] else {
                    throw DexError.unknownPokemon(ref.description, game: game.name, suggestion: nil)
                }
                found[number] = match
            case .range(let range):
                let matches = range.compactMap { byNumber[$0] }
                guard !matches.isEmpty else { throw DexError.rangeOutsideGame(ref.description, game: game.name) }
                for match in matches { found[match.dexNumber] = match }
            case .name(let name):
                let key = NameKey.key(name)
                guard let match = pokemon.first(where: { NameKey.key($0.name) == key || NameKey.key($0.imageName) == key }) else {
                    let suggestion = Suggestion.closest(to: name, among: pokemon.map(\.name))
                    throw DexError.unknownPokemon(name, game: game.name, suggestion: suggestion)
                }
                found[match.dexNumber] = match
            }
        }
        return found.values.sorted { $0.dexNumber < $1.dexNumber }
    }
}
