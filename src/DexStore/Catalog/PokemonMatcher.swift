import DexModel
import SQLiteStore

/// Resolves what the user typed to the Pokémon of one game.
///
/// Numbers and ranges are looked up with one query each; only a name makes it read the whole game,
/// since names are compared folded (`NameKey`) and a miss suggests the closest one.
struct PokemonMatcher {
    let game: Game
    let db: SQLiteConnection

    /// The Pokémon the refs name, each once, in dex order. Any ref that names nothing fails the whole call,
    /// after every ref was looked at, so that the error names all of them.
    func resolve(_ refs: [PokemonRef]) throws -> [Pokemon] {
        var found: [Pokemon] = []
        var unknown: [UnknownRef] = []
        var isEmptyRange = false
        var wholeGame: [Pokemon]?
        for ref in refs {
            var matches: [Pokemon] = []
            var suggestion: String?
            switch ref {
            case .number(let number):
                matches = try fetch("dexNumber = ?", [number])
            case .range(let range):
                matches = try fetch("dexNumber BETWEEN ? AND ?", [range.lowerBound, range.upperBound])
            case .name(let name):
                let all = try wholeGame ?? Pokemon.all(inGame: game.id, db)
                wholeGame = all
                let key = NameKey.alias(of: NameKey.key(name))
                if let match = all.first(where: { NameKey.key($0.name) == key || NameKey.key($0.imageName) == key }) {
                    matches = [match]
                } else {
                    suggestion = Suggestion.names(for: name, among: all.map(\.name))
                }
            }
            if matches.isEmpty {
                unknown.append(UnknownRef(ref: ref.description, suggestion: suggestion))
                if case .range = ref { isEmptyRange = true }
            }
            found += matches.filter { match in !found.contains { $0.dexNumber == match.dexNumber } }
        }
        if let first = unknown.first {
            // One unknown ref keeps the message it always had; several are named in one.
            if unknown.count > 1 { throw StoreError.unknownPokemons(unknown, game: game.name) }
            if isEmptyRange { throw StoreError.rangeOutsideGame(first.ref, game: game.name) }
            throw StoreError.unknownPokemon(first.ref, game: game.name, suggestion: first.suggestion)
        }
        return found.sorted { $0.dexNumber < $1.dexNumber }
    }

    private func fetch(_ condition: String, _ arguments: SQLiteConnection.Arguments) throws -> [Pokemon] {
        try Pokemon.fetchAll(db, "WHERE gameId = ? AND \(condition) ORDER BY dexNumber", [game.id] + arguments)
    }
}
