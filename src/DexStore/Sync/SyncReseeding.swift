import DexModel
import FoundationEssentials
import SQLiteStore

/// A game seeded afresh by sync because an earlier add elsewhere holds other options: every machine keeps that run,
/// the catches made here come back from their registers, and the entries the kept run lacks are added as traded.
enum SyncReseeding {
    /// Marks traded the catches this machine made in its own run of a game seeded afresh that the new run lacks (the
    /// rows `SyncListAdditions` added after `rowid`), and leaves them pending: the next sync writes them, so that every
    /// machine shows them traded.
    static func markTraded(addedAfter rowid: Int64, in games: [UUID], _ db: SQLiteConnection) throws {
        guard !games.isEmpty else { return }
        let rows = try Pokemon.fetchAll(
            db, "WHERE rowid > ? AND gameId IN (SELECT value FROM json_each(?))", [rowid, Journal.jsonArray(games)])
        var states: [(id: UUID, state: PlayerState)] = []
        for pokemon in rows where pokemon.state.isCaught && !pokemon.state.isTraded {
            var state = pokemon.state
            state.isTraded = true
            states.append((pokemon.id, state))
        }
        try StateWriter.write(exactly: states, db)
    }
}
