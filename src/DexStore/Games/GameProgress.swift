import DexModel
import SQLiteStore

extension GameProgress {
    /// Every tracked game with its counts, in `Game.listOrder`.
    static func all(in db: SQLiteConnection) throws -> [GameProgress] {
        // The passed over come from `Catalog.passedOver`: as a correlated subquery here, the same rule cost more
        // than the rest of `dex progress` (each Pokémon ruled out by a choice compared with every row of its game).
        let sql = """
            SELECT \(Game.table.selection),
                   (SELECT COUNT(*) FROM pokemon WHERE gameId = games.id AND isRegistered) AS caught,
                   (SELECT COUNT(*) FROM pokemon WHERE gameId = games.id) AS total,
                   (SELECT COUNT(*) FROM pokemon WHERE gameId = games.id AND isShiny) AS shiny,
                   (SELECT COUNT(*) FROM pokemon WHERE gameId = games.id AND CASE WHEN games.tracksShiny
                        THEN isShiny OR (availability IS NULL AND NOT shinyLocked)
                        ELSE isRegistered OR availability IS NULL END) AS obtainable
            FROM games
            \(Game.listOrder)
            """
        let progress = try db.query(sql).map { row in
            let game = try Game(row: row)
            var progress = GameProgress(
                game: game, caught: try row.int("caught"), total: try row.int("total"), shiny: try row.int("shiny"))
            progress.reachable = try row.int("obtainable") - Catalog.passedOver(inGame: game.id, obtainableOnly: true, db).count
            return progress
        }
        if let fewest = progress.map(\.total).min() { try DatabaseIntegrity.verify(gameWithPokemonCount: fewest, db) }
        return progress
    }

    static func of(_ game: Game, in db: SQLiteConnection) throws -> GameProgress {
        guard let row = try db.queryOne(countsSQL, [game.id]) else { return GameProgress(game: game, caught: 0, total: 0) }
        let progress = GameProgress(
            game: game, caught: try row.int("caught"), total: try row.int("total"), shiny: try row.int("shiny"))
        try DatabaseIntegrity.verify(gameWithPokemonCount: progress.total, db)
        return progress
    }

    /// One game's counts, read from the `(gameId, isRegistered, isShiny)` index alone, not from its rows.
    static let countsSQL = """
        SELECT COUNT(*) FILTER (WHERE isRegistered) AS caught, COUNT(*) FILTER (WHERE isShiny) AS shiny, COUNT(*) AS total
        FROM pokemon WHERE gameId = ?
        """
}
