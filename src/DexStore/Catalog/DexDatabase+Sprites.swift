import Foundation
import GRDB
import DexModel

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

extension DexDatabase {
    /// Up to `limit` of a game's Pokémon in dex order, starting after `key`. A job reads a game a page at a time
    /// so that its memory does not grow with the number of sprites. Runs on GRDB's queue, off the cooperative pool.
    package func spriteRows(gameId: UUID, after key: SpritePageKey?, limit: Int) async throws -> [SpriteRow] {
        // Columns are read by position: a name lookup per column per row was a visible part of a fetch.
        let sql = """
            SELECT pokemon.id, pokemon.name, pokemon.dexNumber, pokemon.regionalNumber, pokemon.notes,
                   pokemon.isRegistered, pokemon.spriteSlug, pokemon.spriteFolders, pokemon.rowid,
                   sprites.state, sprites.folder, sprites.byteCount, sprites.reason, sprites.updatedAt
            FROM pokemon LEFT JOIN sprites ON sprites.pokemonId = pokemon.id
            WHERE pokemon.gameId = ? AND (pokemon.dexNumber, pokemon.rowid) > (?, ?)
            ORDER BY pokemon.dexNumber, pokemon.rowid
            LIMIT ?
            """
        let arguments: StatementArguments = [gameId.databaseText, key?.dexNumber ?? Int.min, key?.rowid ?? Int64.min, limit]
        return try await writer.read { db in
            try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                let pokemon = Pokemon(
                    id: try UUID.fromDatabaseText(row[0]), gameId: gameId, name: row[1], dexNumber: row[2], regionalNumber: row[3],
                    notes: row[4], isRegistered: row[5], spriteSlug: row[6], spriteFolders: row[7])
                let state: String? = row[9]
                let record = state.flatMap(SpriteRecord.State.init(rawValue:)).map { state in
                    SpriteRecord(
                        pokemonId: pokemon.id, state: state, folder: row[10], byteCount: row[11], reason: row[12],
                        updatedAt: Date(timeIntervalSince1970: row[13] ?? 0))
                }
                return SpriteRow(pokemon: pokemon, record: record, pageKey: SpritePageKey(dexNumber: pokemon.dexNumber, rowid: row[8]))
            }
        }
    }

    /// Records many sprite outcomes in one transaction, but those of games no longer tracked (removed by another
    /// `dex` while their sprites downloaded): returns the ids of those games.
    package func recordSprites(_ records: [(gameId: UUID, record: SpriteRecord)]) async throws -> Set<UUID> {
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

    private static func untracked(_ ids: Set<UUID>, in db: Database) throws -> Set<UUID> {
        guard !ids.isEmpty else { return [] }
        let texts = ids.map(\.databaseText)
        let sql = "SELECT id FROM games WHERE id IN (\(Array(repeating: "?", count: texts.count).joined(separator: ",")))"
        let tracked = Set(try String.fetchAll(db, sql: sql, arguments: StatementArguments(texts)))
        return ids.filter { !tracked.contains($0.databaseText) }
    }
}
