import DexModel
import FoundationEssentials
import SQLiteStore

/// One Pokémon of a sprite job with what the `sprites` table knows about its sprite.
public struct SpriteRow: Sendable {
    public var pokemon: Pokemon
    public var record: SpriteRecord?
    /// Where the next page starts: rows come in (dexNumber, rowid) order.
    package let pageKey: SpritePageKey
}

package struct SpritePageKey: Sendable {
    package let dexNumber: Int
    package let rowid: Int64
}

/// Which of a game's Pokémon a sprite job reads.
public enum SpriteRowFilter: Sendable, Equatable {
    case all
    /// Those caught shiny: the Pokémon whose shiny sprite a fetch wants.
    case caughtShiny
    /// These Pokémon (of the game) alone.
    case ids([UUID])
}

/// What the `sprites` table knows of each Pokémon's sprites, the normal one and the shiny one apart: fetched, missing
/// on the server, failed.
public struct SpriteRecords: Sendable {
    let writer: DatabaseAccess

    /// Up to `limit` of a game's Pokémon in dex order, starting after `key`, each with the record of its normal sprite
    /// or, with `shiny`, of its shiny one. A job reads a game a page at a time so that its memory does not grow with
    /// the number of sprites. Runs on the blocking-I/O queue, off the cooperative pool.
    package func rows(
        gameId: UUID, filter: SpriteRowFilter = .all, shiny: Bool = false, after key: SpritePageKey?, limit: Int
    ) async throws -> [SpriteRow] {
        let only =
            switch filter {
            case .all: ""
            case .caughtShiny: " AND pokemon.isShiny"
            case .ids: " AND pokemon.id IN (SELECT value FROM json_each(?))"
            }
        let sql = """
            SELECT \(Pokemon.table.selection(from: "pokemon")), pokemon.rowid AS pageRowid,
                   \(SpriteRecord.table.selection(from: "sprites"))
            FROM pokemon LEFT JOIN sprites ON sprites.pokemonId = pokemon.id AND sprites.shiny = \(shiny ? 1 : 0)
            WHERE pokemon.gameId = ? AND (pokemon.dexNumber, pokemon.rowid) > (?, ?)\(only)
            ORDER BY pokemon.dexNumber, pokemon.rowid
            LIMIT ?
            """
        let after = (key?.dexNumber ?? Int.min, key?.rowid ?? Int64.min)
        let ids: String? = if case .ids(let ids) = filter { Journal.jsonArray(ids) } else { nil }
        return try await writer.read { db in
            let arguments: SQLiteConnection.Arguments =
                ids.map { [gameId, after.0, after.1, $0, limit] } ?? [gameId, after.0, after.1, limit]
            return try db.query(sql, arguments).map { row in
                let pokemon = try Pokemon(row: row)
                // No `sprites` row: the join gives NULL in every one of its columns.
                let record = try row.optionalString("state") == nil ? nil : try SpriteRecord(row: row)
                return SpriteRow(
                    pokemon: pokemon, record: record,
                    pageKey: SpritePageKey(dexNumber: pokemon.dexNumber, rowid: try row.int64("pageRowid")))
            }
        }
    }

    /// Records many sprite outcomes in one transaction, but those of games no longer tracked (removed by another
    /// `dex` while their sprites downloaded): returns the ids of those games.
    package func record(_ records: [(gameId: UUID, record: SpriteRecord)]) async throws -> Set<UUID> {
        guard !records.isEmpty else { return [] }
        return try await writer.write { db in
            let removed = try Self.untracked(Set(records.map(\.gameId)), in: db)
            for (gameId, record) in records where !removed.contains(gameId) { try record.upsert(db) }
            return removed
        }
    }

    /// Which of `ids` are not (or no longer) tracked games.
    package func untrackedGames(_ ids: Set<UUID>) async throws -> Set<UUID> {
        try await writer.read { db in try Self.untracked(ids, in: db) }
    }

    private static func untracked(_ ids: Set<UUID>, in db: SQLiteConnection) throws -> Set<UUID> {
        guard !ids.isEmpty else { return [] }
        let sql = "SELECT id FROM games WHERE id IN (\(Array(repeating: "?", count: ids.count).joined(separator: ",")))"
        let arguments: SQLiteConnection.Arguments = ids.map { $0 }
        let tracked = Set(try db.queryValues(sql, arguments, as: UUID.self))
        return ids.subtracting(tracked)
    }
}
