import Foundation
import GRDB

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
    public func setCaught(_ caught: Bool, refs: [PokemonRef], game slug: String?) throws -> CatchChange {
        try writer.write { db in
            let game = try Game.current(slug, in: db)
            let targets = try PokemonMatcher(game: game, db: db).resolve(refs)
            var change = CatchChange(
                changed: [], unchanged: [],
                progress: GameProgress(game: game, caught: 0, total: 0),
                showPercentage: try Preferences.fetch(db).showPercentage)
            for var pokemon in targets {
                if pokemon.isRegistered == caught {
                    change.unchanged.append(pokemon)
                } else {
                    pokemon.isRegistered = caught
                    try db.execute(
                        sql: "UPDATE pokemon SET isRegistered = ? WHERE id = ?", arguments: [caught, pokemon.id.databaseText])
                    change.changed.append(pokemon)
                }
            }
            change.progress = try GameProgress.of(game, in: db)
            return change
        }
    }

    /// Sets (or with `nil`, clears) the note of one Pokémon.
    public func setNote(_ note: String?, ref: PokemonRef, game slug: String?) throws -> Pokemon {
        try writer.write { db in
            let game = try Game.current(slug, in: db)
            var pokemon = try Self.onePokemon(ref, in: game, db, example: "dex note 25 TEXT")
            pokemon.notes = note ?? ""
            try db.execute(sql: "UPDATE pokemon SET notes = ? WHERE id = ?", arguments: [pokemon.notes, pokemon.id.databaseText])
            return pokemon
        }
    }

    /// Which Pokémon `dex list` shows.
    public enum ListFilter: Sendable { case all, missing, caught }

    public func list(game slug: String?, filter: ListFilter, search: String?) throws -> (game: Game, pokemon: [Pokemon]) {
        try writer.read { db in
            let game = try Game.current(slug, in: db)
            var request = Pokemon.all().inGame(game.id).byDexNumber()
            switch filter {
            case .all: break
            case .missing: request = request.caught(false)
            case .caught: request = request.caught(true)
            }
            var pokemon = try request.fetchAll(db)
            if case .all = filter, pokemon.count != game.totalPokemon { try DatabaseIntegrity.verify(db) }
            if let search, !search.isEmpty {
                let key = NameKey.key(search)
                let text = search.lowercased()
                pokemon = pokemon.filter {
                    NameKey.key($0.name).contains(key) || $0.notes.lowercased().contains(text)
                        || String($0.dexNumber) == search
                }
            }
            return (game, pokemon)
        }
    }
}
