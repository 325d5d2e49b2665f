import Foundation
import GRDB

/// Why `dex show` could not pick one Pokémon.
public enum LookupError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case needsOnePokemon(String)

    public var description: String {
        switch self {
        case .needsOnePokemon(let ref):
            "'\(ref)' names more than one Pokémon; show one at a time, e.g. 'dex show 25'"
        }
    }

    public var errorDescription: String? { description }
}

extension DexDatabase {
    /// The one Pokémon `ref` names in the game named by `--game` (else the active game).
    public func pokemon(_ ref: PokemonRef, game slug: String?) throws -> (game: Game, pokemon: Pokemon) {
        if case .range = ref { throw LookupError.needsOnePokemon(ref.description) }
        return try writer.read { db in
            let game = try Game.current(slug, in: db)
            let matches = try PokemonMatcher(try Pokemon.all().inGame(game.id).fetchAll(db), game: game).resolve([ref])
            guard let pokemon = matches.first else { throw LookupError.needsOnePokemon(ref.description) }
            return (game, pokemon)
        }
    }
}
