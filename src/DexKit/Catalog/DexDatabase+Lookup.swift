import GRDB

extension DexDatabase {
    /// The one Pokémon `ref` names in the game named by `--game` (else the active game).
    public func pokemon(_ ref: PokemonRef, game slug: String?) throws -> (game: Game, pokemon: Pokemon) {
        try writer.read { db in
            let game = try Game.current(slug, in: db)
            return (game, try Self.onePokemon(ref, in: game, db, example: "dex show 25"))
        }
    }

    /// The Pokémon a single-Pokémon command (`note`, `show`) acts on; a range is refused.
    static func onePokemon(_ ref: PokemonRef, in game: Game, _ db: Database, example: String) throws -> Pokemon {
        if case .range = ref { throw DexError.needsOnePokemon(ref.description, example: example) }
        let matches = try PokemonMatcher(game: game, db: db).resolve([ref])
        guard let pokemon = matches.first else { throw DexError.needsOnePokemon(ref.description, example: example) }
        return pokemon
    }
}
