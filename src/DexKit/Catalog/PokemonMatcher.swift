import GRDB

/// Resolves what the user typed to the Pokémon of one game.
///
/// Numbers and ranges are looked up with one query each; only a name makes it read the whole game,
/// since names are compared folded (`NameKey`) and a miss suggests the closest one.
struct PokemonMatcher {
    let game: Game
    let db: Database

    /// The Pokémon the refs name, each once, in dex order. Any ref that names nothing fails the whole call.
    func resolve(_ refs: [PokemonRef]) throws -> [Pokemon] {
        var found: [Pokemon] = []
        var wholeGame: [Pokemon]?
        for ref in refs {
            let matches: [Pokemon]
            switch ref {
            case .number(let number):
                matches = try fetch("dexNumber = ?", [number])
                if matches.isEmpty { throw DexError.unknownPokemon(ref.description, game: game.name, suggestion: nil) }
            case .range(let range):
                matches = try fetch("dexNumber BETWEEN ? AND ?", [range.lowerBound, range.upperBound])
                if matches.isEmpty { throw DexError.rangeOutsideGame(ref.description, game: game.name) }
            case .name(let name):
                let all = try wholeGame ?? Pokemon.all(inGame: game.id, db)
                wholeGame = all
                let key = NameKey.key(name)
                guard let match = all.first(where: { NameKey.key($0.name) == key || NameKey.key($0.imageName) == key }) else {
                    let suggestion = Suggestion.closest(to: name, among: all.map(\.name))
                    throw DexError.unknownPokemon(name, game: game.name, suggestion: suggestion)
                }
                matches = [match]
            }
            found += matches.filter { match in !found.contains { $0.dexNumber == match.dexNumber } }
        }
        return found.sorted { $0.dexNumber < $1.dexNumber }
    }

    private func fetch(_ condition: String, _ arguments: StatementArguments) throws -> [Pokemon] {
        try Pokemon.fetchAll(
            db, sql: "SELECT * FROM pokemon WHERE gameId = ? AND \(condition) ORDER BY dexNumber",
            arguments: [game.id.databaseText] + arguments)
    }
}
