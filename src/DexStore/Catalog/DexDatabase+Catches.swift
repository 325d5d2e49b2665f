import DexModel
import SQLiteStore

/// What `dex mark` / `dex unmark` did.
public struct CatchChange: Sendable, Equatable {
    /// Pokémon whose state changed.
    public var changed: [Pokemon]
    /// Pokémon that already were in the requested state.
    public var unchanged: [Pokemon]
    public var progress: GameProgress
    public var showPercentage: Bool
}

extension DexDatabase {
    /// Marks (or unmarks) every Pokémon the refs name, in one transaction. One unknown ref changes nothing.
    /// With `traded` (the game's manifest entry), a ref the list lacks but the entry has is first added, as received
    /// in a trade.
    public func setCaught(
        _ caught: Bool, refs: [PokemonRef], game slug: String?, traded: GameManifest.Entry? = nil
    ) throws -> CatchChange {
        try writer.write { db in
            let game = try Game.current(slug, in: db)
            if let traded { try Self.addTraded(refs, entry: traded, game: game, in: db) }
            let targets = try PokemonMatcher(game: game, db: db).resolve(refs)
            var change = CatchChange(
                changed: [], unchanged: [],
                progress: GameProgress(game: game, caught: 0, total: 0),
                showPercentage: try Preferences.fetch(db).showPercentage)
            for var pokemon in targets {
                if pokemon.isCaught == caught {
                    change.unchanged.append(pokemon)
                } else {
                    pokemon.isCaught = caught
                    try db.execute("UPDATE pokemon SET isRegistered = ? WHERE id = ?", [caught, pokemon.id])
                    change.changed.append(pokemon)
                }
            }
            try Journal.recordCatches(
                Self.catchSummary(change.changed, caught: caught, game: game), pokemon: change.changed, wereCaught: !caught, in: db)
            change.progress = try GameProgress.of(game, in: db)
            return change
        }
    }

    /// Sets (or with `nil`, clears) the note of one Pokémon.
    public func setNote(_ note: String?, ref: PokemonRef, game slug: String?) throws -> Pokemon {
        try writer.write { db in
            let game = try Game.current(slug, in: db)
            var pokemon = try Self.onePokemon(ref, in: game, db, example: "dex note 25 TEXT")
            let summary = "\(note == nil ? "cleared" : "set") the note on \(pokemon.label) in \(game.name)"
            try Journal.recordNote(summary, pokemon: pokemon, in: db)
            pokemon.notes = note ?? ""
            try db.execute("UPDATE pokemon SET notes = ? WHERE id = ?", [pokemon.notes, pokemon.id])
            return pokemon
        }
    }

    /// "marked #025 Pikachu caught in Pokémon FireRed", "unmarked 20 Pokémon in Pokémon FireRed": for `dex undo`.
    static func catchSummary(_ changed: [Pokemon], caught: Bool, game: Game) -> String {
        let what = changed.count == 1 ? changed[0].label : "\(changed.count) Pokémon"
        return caught ? "marked \(what) caught in \(game.name)" : "unmarked \(what) in \(game.name)"
    }

    /// Which Pokémon `dex list` shows.
    public enum ListFilter: Sendable { case all, missing, caught }

    /// The order `dex list` shows them in. `regional` puts the Pokémon without a regional number after the
    /// others, in national order; for a game without a regional dex it is the national order.
    public enum ListOrder: String, CaseIterable, Sendable { case regional, national, name }

    public func list(
        game slug: String?, filter: ListFilter, search: String?, order: ListOrder = .regional
    ) throws -> (game: Game, pokemon: [Pokemon]) {
        try writer.read { db in
            let game = try Game.current(slug, in: db)
            let condition = switch filter {
            case .all: ""
            case .missing: "AND NOT isRegistered"
            case .caught: "AND isRegistered"
            }
            var arguments: SQLiteConnection.Arguments = [game.id]
            if case .regional = order { arguments.append(" " + game.regionalDexSections.joined(separator: " ") + " ") }
            var pokemon = try Pokemon.fetchAll(db, "WHERE gameId = ? \(condition) ORDER BY \(Self.sqlOrder(order))", arguments)
            if case .all = filter { try DatabaseIntegrity.verify(gameWithPokemonCount: pokemon.count, db) }
            if let search, !search.isEmpty {
                let key = NameKey.key(search)
                let text = search.lowercased()
                pokemon = pokemon.filter {
                    NameKey.key($0.name).contains(key) || $0.notes.lowercased().contains(text) || $0.hint.lowercased().contains(text)
                        || String($0.dexNumber) == search
                }
            }
            guard case .name = order else { return (game, pokemon) }
            // Names sort by their folded key, which SQLite does not know; the rows come in national order, so a stable
            // sort keeps that order among equal keys.
            return (game, pokemon.map { (NameKey.key($0.name), $0) }.sorted { $0.0 < $1.0 }.map(\.1))
        }
    }

    /// The `ORDER BY` of `order`, or of the national order that `name` starts from. `regional`: the Pokémon with a
    /// regional number by it (a tie in national order), each Pokédex section of the game after the one before (its
    /// argument: the game's sections between spaces, so a section's place in that text is its rank; NULL, the first
    /// section, comes first), then the others in national order. SQLite sorts 200 rows for less than Swift's first
    /// sort in a process costs (the runtime's set-up of its generic sort).
    private static func sqlOrder(_ order: ListOrder) -> String {
        switch order {
        case .regional: "regionalNumber IS NULL, instr(?, ' ' || regionalDex || ' '), regionalNumber, dexNumber"
        case .national, .name: "dexNumber"
        }
    }
}
