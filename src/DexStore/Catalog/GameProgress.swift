import Foundation
import GRDB
import DexModel

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
    public var percent: Double { (fraction * 1000).rounded() / 10 }

    /// "9.6%", "0.0%", "100.0%": always one decimal.
    public var percentText: String { String(format: "%.1f%%", percent) }

    /// "37/386", or with the percentage too: "37/386 (9.6%)".
    public func formatted(asPercentage: Bool) -> String {
        asPercentage ? "\(caught)/\(total) (\(percentText))" : "\(caught)/\(total)"
    }

    public init(game: Game, caught: Int, total: Int) {
        self.game = game
        self.caught = caught
        self.total = total
    }

    /// Every tracked game with its counts, in `inListOrder()`'s order.
    static func all(in db: Database) throws -> [GameProgress] {
        let sql = """
            SELECT games.*,
                   (SELECT COUNT(*) FROM pokemon WHERE gameId = games.id AND isRegistered) AS caught,
                   (SELECT COUNT(*) FROM pokemon WHERE gameId = games.id) AS total,
                   (SELECT COUNT(*) FROM pokemon AS p WHERE p.gameId = games.id AND (p.isRegistered OR (
                        p.availability IS NULL AND NOT EXISTS (
                            SELECT 1 FROM pokemon AS q WHERE q.gameId = p.gameId AND q.isRegistered AND p.ruledOutBy IS NOT NULL
                            AND instr(',' || p.ruledOutBy || ',', ',' || q.dexNumber || ',') > 0)))) AS reachable
            FROM games
            ORDER BY games.createdAt, games.slug
            """
        let progress = try Row.fetchAll(db, sql: sql).map { row in
            var progress = GameProgress(game: try Game(row: row), caught: row["caught"], total: row["total"])
            progress.reachable = row["reachable"]
            return progress
        }
        if progress.contains(where: { $0.isImpossible }) { try DatabaseIntegrity.verify(db) }
        return progress
    }

    static func of(_ game: Game, in db: Database) throws -> GameProgress {
        let sql = "SELECT COUNT(*) FILTER (WHERE isRegistered), COUNT(*) FROM pokemon WHERE gameId = ?"
        guard let row = try Row.fetchOne(db, sql: sql, arguments: [game.id.databaseText]) else {
            return GameProgress(game: game, caught: 0, total: 0)
        }
        let progress = GameProgress(game: game, caught: row[0], total: row[1])
        if progress.isImpossible { try DatabaseIntegrity.verify(db) }
        return progress
    }

    /// A game always has the Pokémon it was seeded with: other counts come from a damaged file (or a hand edit).
    private var isImpossible: Bool { total != game.totalPokemon }
}
