import DexModel
import FoundationEssentials
import SQLiteStore

/// The games tracked here whose `game` register holds other options than they were added with: the same game was
/// added elsewhere too before the machines synced, and the other add was earlier, so every machine keeps its run.
/// The projection seeds them afresh with those options; the catches made here come back from their registers, and
/// the entries the new run lacks are added as traded (`SyncListAdditions`).
enum SyncReseeding {
    static func games(_ db: SQLiteConnection) throws -> [(game: Game, options: SyncGameOptions)] {
        var found: [(game: Game, options: SyncGameOptions)] = []
        for game in try Game.all(in: db) {
            guard let register = try SyncRegister.fetch(game: game.slug, field: SyncRegister.game, db),
                let options = SyncGameOptions(register.value)
            else { continue }
            if options.starter != game.selectedStarter || options.kinds != game.entryKinds
                || options.tracksShiny != game.tracksShiny
            {
                found.append((game, options))
            }
        }
        return found
    }

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
