import DexModel
import SQLiteStore

extension DexDatabase {
    /// The one Pokémon `ref` names in the game named by `--game` (else the active game).
    public func pokemon(_ ref: PokemonRef, game slug: String?) throws -> (game: Game, pokemon: Pokemon) {
        try writer.read { db in
            let game = try Game.current(slug, in: db)
            do {
                return (game, try Self.onePokemon(ref, in: game, db, example: "dex show 25"))
            } catch StoreError.unknownPokemon(let ref, let game, let suggestion) {
                // Reading changes nothing anyway: say what to do instead.
                throw StoreError.pokemonNotInGame(ref, game: game, suggestion: suggestion)
            }
        }
    }

    /// The Pokémon `ref` names in every tracked game (nil where a game does not have it), in `dex games`' order.
    /// A ref that names nothing in any game is an error, with the suggestion of the active game (else the first).
    public func pokemonInEveryGame(_ ref: PokemonRef) throws -> [(game: Game, pokemon: Pokemon?)] {
        try writer.read { db in
            let games = try Game.all(in: db)
            guard !games.isEmpty else { throw StoreError.noGamesTracked }
            var found: [(game: Game, pokemon: Pokemon?)] = []
            var firstError: StoreError?
            let activeId = try Preferences.fetch(db).activeGameId
            for game in games {
                do {
                    found.append((game, try Self.onePokemon(ref, in: game, db, example: "dex show 25 --all-games")))
                } catch StoreError.unknownPokemon(let ref, let name, let suggestion) {
                    found.append((game, nil))
                    if firstError == nil || game.id == activeId {
                        firstError = .pokemonNotInGame(ref, game: name, suggestion: suggestion)
                    }
                }
            }
            if let firstError, found.allSatisfy({ $0.pokemon == nil }) { throw firstError }
            return found
        }
    }

    /// The sprite slugs (`mr-mime`) of the game named by `--game`, else the active game, in dex order: what shell
    /// completion offers for a ref.
    public func spriteSlugs(game slug: String?) throws -> [String] {
        try writer.read { db in
            let game = try Game.current(slug, in: db)
            let sql = "SELECT spriteSlug, name FROM pokemon WHERE gameId = ? ORDER BY dexNumber"
            return try db.query(sql, [game.id]).map { row in
                try row.optionalString("spriteSlug") ?? NameKey.slug(try row.string("name"))
            }
        }
    }

    /// The Pokémon a single-Pokémon command (`note`, `show`) acts on; a range is refused.
    static func onePokemon(_ ref: PokemonRef, in game: Game, _ db: SQLiteConnection, example: String) throws -> Pokemon {
        if case .range = ref { throw StoreError.needsOnePokemon(ref.description, example: example) }
        let matches = try PokemonMatcher(game: game, db: db).resolve([ref])
        guard let pokemon = matches.first else { throw StoreError.needsOnePokemon(ref.description, example: example) }
        return pokemon
    }
}
