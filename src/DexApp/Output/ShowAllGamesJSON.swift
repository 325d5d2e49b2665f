import DexModel
import DexStore

/// `dex show --all-games --json`: `{"games": [{"game": GameRefJSON, "pokemon": PokemonJSON or null}]}`, one entry per
/// tracked game in `dex games`' order; `pokemon` is null where the game does not have it.
public struct ShowAllGamesJSON: Encodable, Sendable, Equatable {
    public struct Entry: Encodable, Sendable, Equatable {
        public var game: GameRefJSON
        public var pokemon: PokemonJSON?

        enum CodingKeys: String, CodingKey { case game, pokemon }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(game, forKey: .game)
            if let pokemon { try container.encode(pokemon, forKey: .pokemon) } else { try container.encodeNil(forKey: .pokemon) }
        }
    }

    public var games: [Entry]

    public init(_ found: [(game: Game, pokemon: Pokemon?)]) {
        games = found.map { game, pokemon in
            Entry(game: GameRefJSON(game), pokemon: pokemon.map { PokemonJSON($0, sectionsOf: game) })
        }
    }
}
