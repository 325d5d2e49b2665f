import DexModel
import SQLiteStore

/// What a list needs to say how a Pokémon stands in its run: the names and caught states of the game's Pokémon,
/// for its choice group ("one of: Hitmonlee, Hitmonchan") and whether a caught option passed it over.
public struct ChoiceContext: Sendable {
    struct Member {
        var dexNumber: Int
        var name: String
        var isCaught: Bool
    }

    /// An array rather than a dictionary and a set: a fresh process spends more on the runtime's first look at a
    /// `Dictionary<Int, String>` (~0.37 M instructions) than `dex list` spends on this context, which looks up only the
    /// few Pokémon that choices name.
    private let members: [Member]

    init(members: [Member]) { self.members = members }

    private func member(_ dexNumber: Int) -> Member? { members.first { $0.dexNumber == dexNumber } }

    private func name(_ dexNumber: Int) -> String? { member(dexNumber)?.name }

    /// The options whose pick rules `entry` out and that are caught: not empty means this run passed it over.
    public func passedOverBy(_ entry: ListEntry) -> [String] {
        guard !entry.isCaught, entry.ruledOutBy != nil else { return [] }
        return StoredChoice.numbers(entry.ruledOutBy).compactMap { member($0) }.filter(\.isCaught).map(\.name)
    }

    public func passedOverBy(_ pokemon: Pokemon) -> [String] { passedOverBy(pokemon.listEntry) }

    /// "Fighting Dojo gift: one of Hitmonlee, Hitmonchan", for a choice group's member.
    public func oneOf(_ pokemon: Pokemon) -> String? {
        guard let group = StoredChoice.decode(pokemon.choiceGroup) else { return nil }
        return "\(group.name): one of \(group.members.compactMap(name).joined(separator: ", "))"
    }

    /// The text `list` shows beside a Pokémon: what stands out about it (traded, a link trade, passed over, one of a
    /// choice), then the player's note, else the game's hint.
    public func cell(for entry: ListEntry) -> String {
        var parts: [String] = []
        if let tag = entry.listTag { parts.append(tag) }
        let by = passedOverBy(entry)
        if !by.isEmpty {
            parts.append("passed over (you have \(by.joined(separator: ", ")))")
        } else if let group = StoredChoice.decode(entry.choiceGroup) {
            parts.append("one of: \(group.members.compactMap(name).joined(separator: ", "))")
        }
        let text = entry.noteOrHint
        guard !parts.isEmpty else { return text }
        return (parts + (text.isEmpty ? [] : [text])).joined(separator: " · ")
    }

    public func cell(for pokemon: Pokemon) -> String { cell(for: pokemon.listEntry) }
}

extension Catalog {
    public func choiceContext(game: Game) throws -> ChoiceContext {
        try writer.read { db in
            let rows = try db.query("SELECT dexNumber, name, isRegistered FROM pokemon WHERE gameId = ?", [game.id])
            return ChoiceContext(
                members: try rows.map { row in
                    ChoiceContext.Member(
                        dexNumber: try row.int("dexNumber"), name: try row.string("name"), isCaught: try row.bool("isRegistered"))
                })
        }
    }
}

extension ChoiceContext {
    /// The same context from every Pokémon of the game, already read (`dex list` of the whole game), instead of
    /// reading the game's rows again.
    public init(wholeGame pokemon: [Pokemon]) {
        self.init(members: pokemon.map { Member(dexNumber: $0.dexNumber, name: $0.name, isCaught: $0.isCaught) })
    }

    /// The same from the entries of `dex list`'s table of the whole game.
    public init(wholeGame entries: [ListEntry]) {
        self.init(members: entries.map { Member(dexNumber: $0.dexNumber, name: $0.name, isCaught: $0.isCaught) })
    }
}
