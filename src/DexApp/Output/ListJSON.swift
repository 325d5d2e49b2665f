import DexModel
import DexStore

/// `dex list --json`: `{"game": GameRefJSON, "filter": "all"|"missing"|"caught", "reach": "reachable"|"needs-trade"|null,
/// "shiny": true (`--shiny`), false (`--not-shiny`) or null, "search": text or null, "pokemon": [PokemonJSON]}`.
public struct ListJSON: Encodable, Sendable, Equatable {
    public var game: GameRefJSON
    public var filter: String
    @ExplicitNull public var reach: String?
    @ExplicitNull public var shiny: Bool?
    @ExplicitNull public var search: String?
    public var pokemon: [PokemonJSON]

    public init(
        game: Game, filter: ListFilter, reach: ListReach? = nil, shiny: Bool? = nil, search: String?, pokemon: [Pokemon],
        context: ChoiceContext? = nil
    ) {
        self.game = GameRefJSON(game)
        self.filter =
            switch filter {
            case .all: "all"
            case .missing: "missing"
            case .caught: "caught"
            }
        self.reach = reach?.rawValue
        self.shiny = shiny
        self.search = search
        self.pokemon = pokemon.map { PokemonJSON($0, context: context) }
    }
}
