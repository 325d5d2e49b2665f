import GRDB

extension DexDatabase {
    /// Every tracked game, in the order `dex games` lists them, with all its Pokémon in dex order.
    public func backup() throws -> Backup {
        try writer.read { db in
            let active = try Preferences.fetch(db).activeGame(in: db)?.slug
            let games = try Game.order(Game.Columns.createdAt, Game.Columns.slug).fetchAll(db).map { game in
                Backup.Game(
                    slug: game.slug, name: game.name, starter: game.selectedStarter, dataVersion: game.dataVersion,
                    spriteURLTemplate: game.spriteURLTemplate,
                    pokemon: try Pokemon.all().inGame(game.id).byDexNumber().fetchAll(db).map {
                        Backup.Entry(dexNumber: $0.dexNumber, name: $0.name, caught: $0.isRegistered, notes: $0.notes, location: "")
                    },
                    location: "")
            }
            return Backup(activeGame: active, games: games)
        }
    }
}
