import DexModel
import SQLiteStore

extension DexDatabase {
    /// Every tracked game, in the order `dex games` lists them, with all its Pokémon in dex order.
    /// Locations are the places the JSON backup gives them.
    public func backup() throws -> Backup {
        try writer.read { db in
            let active = try Preferences.fetch(db).activeGame(in: db)?.slug
            let games = try Game.all(in: db).enumerated().map { g, game in
                Backup.Game(
                    slug: game.slug, name: game.name, starter: game.selectedStarter, dataVersion: game.dataVersion,
                    spriteURLTemplate: game.spriteURLTemplate,
                    pokemon: try Pokemon.all(inGame: game.id, db).enumerated().map { p, pokemon in
                        Backup.Entry(dexNumber: pokemon.dexNumber, name: pokemon.name, caught: pokemon.isCaught,
                                     notes: pokemon.notes, hint: pokemon.hint, availability: pokemon.availability,
                                     traded: pokemon.isTraded, location: .path("games[\(g)].pokemon[\(p)]"))
                    },
                    location: .path("games[\(g)]"))
            }
            return Backup(activeGame: active, games: games)
        }
    }
}
