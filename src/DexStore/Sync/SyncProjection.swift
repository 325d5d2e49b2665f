import DexModel
import FoundationEssentials
import SQLiteStore

/// Brings the tracker in line with the shared state after other machines' records were merged: the games tracked
/// or removed, the entries a list lacks (`SyncListAdditions`), then each entry's catch and note, as one journal entry (so `dex undo` reverts a whole sync). The
/// triggers note these writes as pending; they are this machine taking the others' changes, not changes of its own,
/// so the pending rows are cleared (no echo).
struct SyncProjection {
    let db: SQLiteConnection
    var outcome: SyncOutcome

    /// The options a game's register holds while it is tracked.
    private struct GameOptions {
        var slug: String
        var starter: String?
        var kinds: EntryKinds
        var tracksShiny: Bool
        var spriteURLTemplate: String
    }

    /// `games` finds the manifest entry of a game another machine tracks.
    mutating func run(games: SyncGameSource) throws {
        // A game tracked here with other options than the shared state's (removed elsewhere and added again with
        // another starter, or added here at once with an earlier add elsewhere) is removed and added again.
        let differing = try db.query(
            """
            SELECT games.id, games.slug, register.value IS NULL AS removedThere FROM main.syncRegisters AS register JOIN games ON games.slug = register.game
            WHERE register.field = 'game' AND register.dexNumber = 0 AND register.form = ''
                AND register.value IS NOT \(SyncExport.optionsJSON)
            ORDER BY games.slug
            """)
        let additions = try db.query(
            """
            SELECT register.game AS slug, json_extract(register.value, '$.starter') AS starter,
                json_extract(register.value, '$.forms') AS forms, json_extract(register.value, '$.genders') AS genders,
                json_extract(register.value, '$.shiny') AS shiny,
                json_extract(register.value, '$.spriteURLTemplate') AS spriteURLTemplate
            FROM main.syncRegisters AS register LEFT JOIN games ON games.slug = register.game
            WHERE register.field = 'game' AND register.dexNumber = 0 AND register.form = '' AND register.value IS NOT NULL
                AND register.value IS NOT \(SyncExport.optionsJSON) AND json_valid(register.value)
            ORDER BY register.game
            """
        ).map { row in
            GameOptions(
                slug: try row.string("slug"), starter: try row.optionalString("starter"),
                kinds: EntryKinds(
                    forms: (try row.get("forms", as: Int?.self) ?? 0) != 0,
                    genders: (try row.get("genders", as: Int?.self) ?? 0) != 0),
                tracksShiny: (try row.get("shiny", as: Int?.self) ?? 0) != 0,
                spriteURLTemplate: try row.optionalString("spriteURLTemplate") ?? SpriteURLTemplate.default)
        }
        var added: [(Game, [Pokemon])] = []
        var reseeded: [(old: Game, new: Game)] = []
        for options in additions {
            do {
                let selected = try games(options.slug)
                var (game, pokemon) = selected.entry.seededRows(
                    starter: try selected.entry.resolveStarter(options.starter), kinds: options.kinds,
                    dataVersion: selected.version, spriteURLTemplate: options.spriteURLTemplate)
                game.tracksShiny = options.tracksShiny
                if let old = try Game.withSlug(options.slug, in: db) {
                    // Seeded afresh, it keeps its place in the list of games and whether sprites download.
                    (game.createdAt, game.downloadsSprites) = (old.createdAt, old.downloadsSprites)
                    reseeded.append((old, game))
                }
                added.append((game, pokemon))
            } catch {
                outcome.skippedGames.append(.init(slug: options.slug, error: error))
            }
        }
        // A game whose replacement cannot be seeded here is kept as it is.
        let removals = try differing.filter { row in
            try row.bool("removedThere") || added.contains { $0.0.slug == (try row.string("slug")) }
        }
        // Entries the lists lack are added not caught before the journal's snapshot, which names them as added, so
        // that `dex undo` takes them off the list as it does after `mark --traded`; a game added here gets its own
        // after it is seeded.
        let lastRowid = try Journal.lastRowid(in: db)
        outcome.unlistedEntries = try SyncListAdditions.add(
            games: games, skipping: Set(reseeded.map(\.old.slug)), in: db)
        let removedIds = try removals.map { try $0.get("id", as: UUID.self) }
        let changedGames = try db.queryValues(
            "SELECT DISTINCT gameId FROM (\(Self.differences)) WHERE gameId NOT IN (SELECT value FROM json_each(?))",
            [Journal.jsonArray(removedIds)], as: UUID.self)
        guard !removals.isEmpty || !added.isEmpty || !changedGames.isEmpty else { return }

        try Journal.record(
            .games(
                summary, games: changedGames, addedEntries: try Journal.entriesAdded(after: lastRowid, in: db),
                addedGames: added.map(\.0.id), removedGames: removedIds,
                setsActiveGame: !removals.isEmpty || !added.isEmpty), in: db)
        let wasActive = try db.queryValue(
            "SELECT activeGameId FROM preferences WHERE id = 1 AND activeGameId IS NOT NULL", as: UUID.self)
        for row in removals {
            try db.execute("DELETE FROM games WHERE id = ?", [try row.get("id", as: UUID.self)])
            let slug = try row.string("slug")
            if !reseeded.contains(where: { $0.old.slug == slug }) { outcome.removedGames.append(slug) }
        }
        for (game, pokemon) in added {
            try TrackedGames.insert(game, pokemon: pokemon, in: db)
            if let (old, _) = reseeded.first(where: { $0.new.id == game.id }) {
                outcome.reseededGames.append(game.slug)
                if old.id == wasActive { try TrackedGames.setActiveGame(game.id, in: db) }
            } else {
                outcome.addedGames.append(game.slug)
            }
        }
        let seeded = try Journal.lastRowid(in: db)
        if !added.isEmpty { outcome.unlistedEntries += try SyncListAdditions.add(games: games, in: db) }
        var states: [UUID: PlayerState] = [:]
        for row in try db.query(Self.differences) {
            let id = try row.get("id", as: UUID.self)
            guard let current = try states[id] ?? Pokemon.fetchOne(db, "WHERE id = ?", [id])?.state else { continue }
            states[id] = SyncRegister.applying(
                field: try row.string("field"), value: try row.get("value", as: SQLiteValue.self), to: current)
        }
        try StateWriter.write(exactly: states.map { ($0.key, $0.value) }, db)
        outcome.changedPokemon = states.count
        let active = try db.queryValue(
            "SELECT activeGameId FROM preferences WHERE id = 1 AND activeGameId IN (SELECT id FROM games)", as: UUID.self)
        if active == nil, let newest = try Game.newest(in: db) { try TrackedGames.setActiveGame(newest.id, in: db) }
        try db.execute("DELETE FROM syncPending; DELETE FROM syncPendingGames; DELETE FROM syncPendingRemovals")
        try SyncReseeding.markTraded(addedAfter: seeded, in: reseeded.map(\.new.id), db)
    }

    private var summary: String {
        let machines = outcome.applied.count
        return "synced changes from \(machines) other machine\(machines == 1 ? "" : "s")"
    }

    /// Each entry of a game the shared state tracks whose state differs from the shared state's, with the register's
    /// value: a register counts if its writer had seen the game's last removal, and a field no such register holds is
    /// blank (so a game removed and added again elsewhere starts afresh here too).
    static let differences = """
        SELECT pokemon.id, pokemon.gameId, live.field, live.value FROM (
            SELECT pokemon.id AS pokemonId, blank.field,
                COALESCE((SELECT register.value FROM main.syncRegisters AS register
                    WHERE register.game = games.slug AND register.dexNumber = pokemon.dexNumber
                        AND register.form = pokemon.form AND register.field = blank.field
                        AND register.epoch = COALESCE((SELECT removed.clock FROM main.syncRegisters AS removed
                            WHERE removed.game = games.slug AND removed.dexNumber = 0 AND removed.form = ''
                                AND removed.field = 'removed'), 0)),
                    blank.value) AS value
            FROM pokemon JOIN games ON games.id = pokemon.gameId
            JOIN (\(blanks)) AS blank
            WHERE EXISTS (SELECT 1 FROM main.syncRegisters AS tracked WHERE tracked.game = games.slug
                AND tracked.dexNumber = 0 AND tracked.form = '' AND tracked.field = 'game' AND tracked.value IS NOT NULL)
        ) AS live JOIN pokemon ON pokemon.id = live.pokemonId
        WHERE CASE live.field \(SyncRegister.differsSQL) END
        """

    /// Each register of an entry with its blank value, as rows (`field`, `value`).
    private static var blanks: String {
        SyncRegister.values(of: PlayerState()).map { field, value in
            let literal: String
            switch value {
            case .integer(let number): literal = String(number)
            case .text(let text): literal = "'" + text.replacing("'", with: "''") + "'"
            default: literal = "NULL"
            }
            return "SELECT '\(field)' AS field, \(literal) AS value"
        }.joined(separator: " UNION ALL ")
    }
}

/// Where sync finds a game another machine tracks: its manifest entry and the manifest's version.
public typealias SyncGameSource = (_ slug: String) throws -> GameManifest.SelectedGame
