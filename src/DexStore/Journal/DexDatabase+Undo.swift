import Foundation
import GRDB
import DexModel

/// What `dex undo` reverted.
public struct UndoResult: Sendable {
    /// What the reverted command had done, in words.
    public var summary: String
    /// Games it had removed and undo brought back: their sprites must be fetched again.
    public var restoredGames: [(slug: String, name: String)]
    /// How many older commands are left to undo.
    public var remaining: Int
}

extension DexDatabase {
    /// Reverts the newest command in the journal, in one transaction, and forgets it.
    public func undo() throws -> UndoResult {
        try writer.write { db in
            let sql = "SELECT * FROM journal ORDER BY id DESC LIMIT 1"
            guard let entry = try Row.fetchOne(db, sql: sql) else { throw DexError.nothingToUndo(journalDepth: Journal.depth) }
            let restored = try Self.restoreGames(entry["removedGames"], of: entry["summary"], in: db)
            try db.execute(sql: "DELETE FROM games WHERE id IN (SELECT value FROM json_each(?))", arguments: [entry["addedGames"] as String])
            try db.execute(
                sql: """
                    UPDATE pokemon
                    SET isRegistered = json_extract(change.value, '$[1]'),
                        notes = COALESCE(json_extract(change.value, '$[2]'), notes)
                    FROM json_each(?) AS change
                    WHERE pokemon.id = json_extract(change.value, '$[0]')
                    """,
                arguments: [entry["pokemon"] as String])
            if entry["setsActiveGame"] as Bool {
                let active: String? = entry["activeGameId"]
                let exists = try active.map { try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM games WHERE id = ?", arguments: [$0]) == 1 } ?? false
                try db.execute(sql: "UPDATE preferences SET activeGameId = ? WHERE id = 1", arguments: [exists ? active : nil])
            }
            try db.execute(sql: "DELETE FROM journal WHERE id = ?", arguments: [entry["id"] as Int64])
            return UndoResult(
                summary: entry["summary"], restoredGames: restored,
                remaining: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM journal") ?? 0)
        }
    }

    /// Inserts back the games (and their Pokémon) a command removed, from `Journal`'s snapshot. Returns them.
    private static func restoreGames(_ json: String, of summary: String, in db: Database) throws -> [(slug: String, name: String)] {
        let snapshot = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        var games: [(slug: String, name: String)] = []
        for entry in snapshot {
            guard let game = entry["game"] as? [String: Any], let slug = game["slug"] as? String else { continue }
            if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM games WHERE slug = ?", arguments: [slug]) != 0 {
                throw DexError.undoBlocked(summary: summary, slug: slug)
            }
            try insert(game, into: "games", in: db)
            for pokemon in entry["pokemon"] as? [[String: Any]] ?? [] { try insert(pokemon, into: "pokemon", in: db) }
            games.append((slug, game["name"] as? String ?? slug))
        }
        return games
    }

    /// One row from a JSON object; keys that are no longer columns are left out.
    private static func insert(_ object: [String: Any], into table: String, in db: Database) throws {
        let columns = try db.columns(in: table).map(\.name).filter { object[$0] != nil }
        let values: [(any DatabaseValueConvertible)?] = columns.map { name in
            switch object[name] {
            case let text as String: text
            case let number as NSNumber: number.doubleValue == number.doubleValue.rounded() ? number.int64Value : number.doubleValue
            default: nil
            }
        }
        let names = columns.map { "\"\($0)\"" }.joined(separator: ", ")
        let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        try db.execute(sql: "INSERT INTO \(table) (\(names)) VALUES (\(marks))", arguments: StatementArguments(values))
    }
}
