import DexModel
import DexStore

/// `dex where --json`: `{"game": GameRefJSON, "place": text, "groups": [{"place", "method", "pokemon": [{"pokemon":
/// PokemonJSON, "way": text}]}]}`.
public struct WhereJSON: Encodable, Sendable, Equatable {
    public struct Entry: Encodable, Sendable, Equatable {
        public var pokemon: PokemonJSON
        public var way: String

        public init(pokemon: PokemonJSON, way: String) {
            self.pokemon = pokemon
            self.way = way
        }
    }

    public struct Group: Encodable, Sendable, Equatable {
        public var place: String
        public var method: String
        public var pokemon: [Entry]

        public init(place: String, method: String, pokemon: [Entry]) {
            self.place = place
            self.method = method
            self.pokemon = pokemon
        }
    }

    public var game: GameRefJSON
    public var place: String
    public var groups: [Group]

    public init(game: Game, place: String, groups: [Group]) {
        self.game = GameRefJSON(game)
        self.place = place
        self.groups = groups
    }
}
