import Foundation
import GRDB

/// One Pokémon of a sprite job with what the `sprites` table knows about its sprite.
public struct SpriteRow: Sendable {
    public var pokemon: Pokemon
    public var record: SpriteRecord?
    /// Where the next page starts: rows come in (dexNumber, rowid) order.
    let pageKey: SpritePageKey
}

struct SpritePageKey: Sendable {
    let dexNumber: Int
    let rowid: Int64
}

extension DexDatabase {
    /// Up to `limit` of a game's Pokémon in dex order, starting after `key`. A job reads a game a page at a time
    /// so that its memory does not grow with the number of sprites. Runs on GRDB's queue, off the cooperative pool.
    func spriteRows(gameId: UUID, after key: SpritePageKey?, limit: Int) async throws -> [SpriteRow] {
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

    /// Records many sprite outcomes in one transaction.
    public func recordSprites(_ records: [SpriteRecord]) async throws {
        guard !records.isEmpty else { return }
        try await writer.write { db in
            for record in records { try record.upsert(db) }
        }
    }
}
