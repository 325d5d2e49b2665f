import DexModel
import SQLiteStore

/// Adds to the tracked games' lists the entries the shared state holds a catch or a note of that a list lacks — another
/// machine marked one `--traded`, or its `import-save` added it — so that no catch goes unseen here. They are added
/// as `mark --traded` and `import-save` add them: from the game's own manifest entry as received in a trade, else
/// from the national one with the class `event`; not caught, for the projection to set from the registers. An entry
/// neither lists is left out and returned, its registers kept.
enum SyncListAdditions {
    /// `skipping` names games about to be seeded afresh, whose lists are not worth adding to.
    static func add(games: SyncGameSource, skipping: Set<String> = [], in db: SQLiteConnection) throws
        -> [SyncOutcome.UnlistedEntries]
    {
        var wanted: [(slug: String, keys: [EntryKey])] = []
        for row in try db.query(missing) {
            let slug = try row.string("game")
            if skipping.contains(slug) { continue }
            let key = EntryKey(dexNumber: try row.int("dexNumber"), form: try row.string("form"))
            if wanted.last?.slug == slug { wanted[wanted.count - 1].keys.append(key) } else { wanted.append((slug, [key])) }
        }
        var unlisted: [SyncOutcome.UnlistedEntries] = []
        for (slug, keys) in wanted {
            guard let game = try Game.withSlug(slug, in: db) else { continue }
            let left = try add(keys, to: game, games: games, in: db)
            if !left.isEmpty { unlisted.append(.init(slug: slug, entries: left)) }
        }
        return unlisted
    }

    /// Adds what it can of `keys` to `game`'s list; returns the rest.
    private static func add(_ keys: [EntryKey], to game: Game, games: SyncGameSource, in db: SQLiteConnection) throws
        -> [EntryKey]
    {
        let forms = game.entryKinds.forms
        guard let entry = try? games(game.slug).entry else { return keys }
        var national: GameManifest.Entry? {
            try? games("national").entry
        }
        guard forms else {
            let species = keys.filter { $0.form.isEmpty }.map(\.dexNumber)
            let own = Set(entry.pokemon.map(\.dexNumber))
            try Catches.addTraded(species.filter(own.contains).map { .number($0) }, entry: entry, game: game, in: db)
            let rest = Set(species.filter { !own.contains($0) })
            var added = own.intersection(species)
            if !rest.isEmpty, let national {
                let fromEvent = national.pokemon.filter { rest.contains($0.dexNumber) }
                try Catches.addUnlisted(fromEvent, from: national, entry: entry, game: game, in: db)
                added.formUnion(fromEvent.map(\.dexNumber))
            }
            return keys.filter { !$0.form.isEmpty || !added.contains($0.dexNumber) }
        }
        let ownKeys = entry.entryKeysWithForms
        var rows = Catches.formRows(keys.filter(ownKeys.contains), from: entry, entry: entry, game: game)
        var rest = keys.filter { !ownKeys.contains($0) }
        if !rest.isEmpty, let national {
            let nationalKeys = national.entryKeysWithForms
            rows += Catches.formRows(rest.filter(nationalKeys.contains), from: national, entry: entry, game: game)
            rest.removeAll(where: nationalKeys.contains)
        }
        for row in rows { try row.insert(db) }
        return rest
    }

    /// The entries of tracked games (not removed elsewhere) whose catch or note the shared state holds, counting (as
    /// the projection does) only registers whose writer had seen the game's last removal, that the list lacks.
    private static let missing = """
        SELECT DISTINCT live.game, live.dexNumber, live.form FROM main.syncRegisters AS live
        JOIN games ON games.slug = live.game
        WHERE live.dexNumber > 0
            AND ((live.field = 'catch' AND live.value <> 0) OR (live.field = 'note' AND live.value <> ''))
            AND live.epoch = COALESCE((SELECT removed.clock FROM main.syncRegisters AS removed
                WHERE removed.game = live.game AND removed.dexNumber = 0 AND removed.form = '' AND removed.field = 'removed'),
                0)
            AND NOT EXISTS (SELECT 1 FROM main.syncRegisters AS tracked
                WHERE tracked.game = live.game AND tracked.dexNumber = 0 AND tracked.form = '' AND tracked.field = 'game'
                    AND tracked.value IS NULL)
            AND NOT EXISTS (SELECT 1 FROM pokemon
                WHERE pokemon.gameId = games.id AND pokemon.dexNumber = live.dexNumber AND pokemon.form = live.form)
        ORDER BY live.game, live.dexNumber, live.form
        """
}
