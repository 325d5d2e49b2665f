import SQLiteStore
import DexModel

/// What a list needs to say how a Pokémon stands in its run: the names and caught states of the game's Pokémon,
/// for its choice group ("one of: Hitmonlee, Hitmonchan") and whether a caught option passed it over.
public struct ChoiceContext: Sendable {
    var names: [Int: String] = [:]
    var caught: Set<Int> = []

    /// The options whose pick rules `pokemon` out and that are caught: not empty means this run passed it over.
    public func passedOverBy(_ pokemon: Pokemon) -> [String] {
        guard !pokemon.isCaught else { return [] }
        return StoredChoice.numbers(pokemon.ruledOutBy).filter(caught.contains).compactMap { names[$0] }
    }

    /// "Fighting Dojo gift: one of Hitmonlee, Hitmonchan", for a choice group's member.
    public func oneOf(_ pokemon: Pokemon) -> String? {
        guard let group = StoredChoice.decode(pokemon.choiceGroup) else { return nil }
        return "\(group.name): one of \(group.members.compactMap { names[$0] }.joined(separator: ", "))"
    }

    /// The text `list` shows beside a Pokémon: what stands out about it (traded, a link trade, passed over, one of a
    /// choice), then the player's note, else the game's hint.
    public func cell(for pokemon: Pokemon) -> String {
        var parts: [String] = []
        if pokemon.isTraded {
            parts.append("traded")
        } else if pokemon.obtainability == .tradeEvolution || (!pokemon.notes.isEmpty && pokemon.obtainability != .obtainable) {
            parts.append(pokemon.obtainability.tag)
        }
        let by = passedOverBy(pokemon)
        if !by.isEmpty {
            parts.append("passed over (you have \(by.joined(separator: ", ")))")
        } else if let group = StoredChoice.decode(pokemon.choiceGroup) {
            parts.append("one of: \(group.members.compactMap { names[$0] }.joined(separator: ", "))")
        }
        let text = pokemon.noteOrHint
        return (parts + (text.isEmpty ? [] : [text])).joined(separator: " · ")
    }
}

extension DexDatabase {
    public func choiceContext(game: Game) throws -> ChoiceContext {
        try writer.read { db in
            var context = ChoiceContext()
            for row in try db.query("SELECT dexNumber, name, isRegistered FROM pokemon WHERE gameId = ?", [game.id]) {
                let number = try row.int("dexNumber")
                context.names[number] = try row.string("name")
                if try row.bool("isRegistered") { context.caught.insert(number) }
            }
            return context
        }
    }
}

extension ChoiceContext {
    /// The same context from every Pokémon of the game, already read (`dex list` of the whole game), instead of
    /// reading the game's rows again.
    public init(wholeGame pokemon: [Pokemon]) {
        names.reserveCapacity(pokemon.count)
        for entry in pokemon {
            names[entry.dexNumber] = entry.name
            if entry.isCaught { caught.insert(entry.dexNumber) }
        }
    }
}
