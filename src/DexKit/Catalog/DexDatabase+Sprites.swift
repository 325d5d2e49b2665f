import Foundation
import GRDB

extension DexDatabase {
    /// A game's Pokémon in dex order with what the sprite table knows about each. Runs on GRDB's queue, off the
    /// cooperative pool.
    public func spritePlan(for game: Game) async throws -> [(pokemon: Pokemon, record: SpriteRecord?)] {
        try await writer.read { db in
            let pokemon = try Pokemon.all().inGame(game.id).byDexNumber().fetchAll(db)
            let records = try SpriteRecord
                .filter(sql: "pokemonId IN (SELECT id FROM pokemon WHERE gameId = ?)", arguments: [game.id.databaseText])
                .fetchAll(db)
            let byId = Dictionary(records.map { ($0.pokemonId, $0) }, uniquingKeysWith: { first, _ in first })
            return pokemon.map { ($0, byId[$0.id]) }
        }
    }

    /// Records many sprite outcomes in one transaction.
    public func recordSprites(_ records: [SpriteRecord]) async throws {
        guard !records.isEmpty else { return }
        try await writer.write { db in
            for record in records { try record.upsert(db) }
        }
    }

    /// Every tracked game, for `dex sprites status` and `clean`.
    public func trackedGames() throws -> [Game] {
        try writer.read { db in try Game.order(Game.Columns.createdAt).fetchAll(db) }
    }
}
