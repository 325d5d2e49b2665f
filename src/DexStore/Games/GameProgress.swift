import DexModel
import SQLiteStore

/// How far the player is in one game.
public struct GameProgress: Sendable, Equatable {
    public var game: Game
    public var caught: Int
    public var total: Int
    /// What this run can still complete: the caught, and the not caught that are obtainable in this version and
    /// not passed over by a choice (only `dex progress` and `dex games` count it).
    public var reachable: Int?

    public var fraction: Double { total == 0 ? 0 : Double(caught) / Double(total) }

    /// 0–100 with one decimal, as `--json` gives it: 9.6 for 37 of 386.
    public var percent: Double { Double(tenthsOfAPercent) / 10 }

    /// "9.6%", "0.0%", "100.0%": always one decimal.
    public var percentText: String { "\(tenthsOfAPercent / 10).\(tenthsOfAPercent % 10)%" }

    private var tenthsOfAPercent: Int { Int((fraction * 1000).rounded()) }

    /// "37/386", or with the percentage too: "37/386 (9.6%)".
    public func formatted(asPercentage: Bool) -> String {
        asPercentage ? "\(caught)/\(total) (\(percentText))" : "\(caught)/\(total)"
    }

    public init(game: Game, caught: Int, total: Int) {
        self.game = game
        self.caught = caught
        self.total = total
    }

    /// Every tracked game with its counts, in `Game.listOrder`.
    static func all(in db: SQLiteConnection) throws -> [GameProgress] {
        // The passed over come from `Catalog.passedOver`: as a correlated subquery here, the same rule cost more
        // than the rest of `dex progress` (each Pokémon ruled out by a choice compared with every row of its game).
        let sql = """
            SELECT \(Game.table.selection),
                   (SELECT COUNT(*) FROM pokemon WHERE gameId = games.id AND isRegistered) AS caught,
                   (SELECT COUNT(*) FROM pokemon WHERE gameId = games.id) AS total,
                   (SELECT COUNT(*) FROM pokemon WHERE gameId = games.id AND (isRegistered OR availability IS NULL)) AS obtainable
            FROM games
            \(Game.listOrder)
            """
        let progress = try db.query(sql).map { row in
            let game = try Game(row: row)
            var progress = GameProgress(game: game, caught: try row.int("caught"), total: try row.int("total"))
            progress.reachable = try row.int("obtainable") - Catalog.passedOver(inGame: game.id, obtainableOnly: true, db).count
            return progress
        }
        if let fewest = progress.map(\.total).min() { try DatabaseIntegrity.verify(gameWithPokemonCount: fewest, db) }
        return progress
    }

    static func of(_ game: Game, in db: SQLiteConnection) throws -> GameProgress {
        let sql = "SELECT COUNT(*) FILTER (WHERE isRegistered) AS caught, COUNT(*) AS total FROM pokemon WHERE gameId = ?"
        guard let row = try db.queryOne(sql, [game.id]) else { return GameProgress(game: game, caught: 0, total: 0) }
        let progress = GameProgress(game: game, caught: try row.int("caught"), total: try row.int("total"))
        try DatabaseIntegrity.verify(gameWithPokemonCount: progress.total, db)
        return progress
    }
}
