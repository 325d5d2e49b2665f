import Foundation

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
        // Index sets and linear scans rather than dictionaries: a game has a few hundred Pokémon, and each
        // new generic type costs a `dex` process more to set up than these scans cost to run.
        var found = IndexSet()
        for ref in refs {
            switch ref {
            case .number(let number):
                guard let index = pokemon.firstIndex(where: { $0.dexNumber == number }) else {
                    throw DexError.unknownPokemon(ref.description, game: game.name, suggestion: nil)
                }
                found.insert(index)
            case .range(let range):
                let matches = pokemon.indices.filter { range.contains(pokemon[$0].dexNumber) }
                guard !matches.isEmpty else { throw DexError.rangeOutsideGame(ref.description, game: game.name) }
                found.formUnion(IndexSet(matches))
            case .name(let name):
                let key = NameKey.key(name)
                guard let index = pokemon.firstIndex(where: { NameKey.key($0.name) == key || NameKey.key($0.imageName) == key }) else {
                    let suggestion = Suggestion.closest(to: name, among: pokemon.map(\.name))
                    throw DexError.unknownPokemon(name, game: game.name, suggestion: suggestion)
                }
                found.insert(index)
            }
        }
        return found.map { pokemon[$0] }.sorted { $0.dexNumber < $1.dexNumber }
    }
}
