import Foundation
import GRDB

/// How far the player is in one game.
public struct GameProgress: Sendable, Equatable {
    public var game: Game
    public var caught: Int
    public var total: Int

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
                   (SELECT COUNT(*) FROM pokemon WHERE gameId = games.id) AS total
            FROM games
            ORDER BY games.createdAt, games.slug
            """
        return try Row.fetchAll(db, sql: sql).map { row in
            GameProgress(game: try Game(row: row), caught: row["caught"], total: row["total"])
        }
    }

    static func of(_ game: Game, in db: Database) throws -> GameProgress {
        let sql = "SELECT COUNT(*) FILTER (WHERE isRegistered), COUNT(*) FROM pokemon WHERE gameId = ?"
        guard let row = try Row.fetchOne(db, sql: sql, arguments: [game.id.databaseText]) else {
            return GameProgress(game: game, caught: 0, total: 0)
        }
        return GameProgress(game: game, caught: row[0], total: row[1])
    }
}
