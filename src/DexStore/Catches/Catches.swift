import DexModel
import FoundationEssentials
import SQLiteStore

/// What the player has of each Pokémon of a tracked game — caught or not, the note, received in a trade — and the one
/// place that changes it. Every change records what it replaces in the journal first, in the same transaction, so
/// `dex undo` can put it back; undo puts it back through here too (`restore`).
public struct Catches: Sendable {
    let writer: DatabaseAccess

    /// Marks (or unmarks) every Pokémon the refs name, in one transaction. One unknown ref changes nothing.
    /// With `traded` (the game's manifest entry), a ref the list lacks but the entry has is first added, as received
    /// in a trade.
    public func setCaught(
        _ caught: Bool, refs: [PokemonRef], game slug: String?, traded: GameManifest.Entry? = nil
    ) throws -> CatchChange {
        try writer.write { db in
            let game = try Game.current(slug, in: db)
            if let traded { try Self.addTraded(refs, entry: traded, game: game, in: db) }
            let targets = try PokemonMatcher(game: game, db: db).resolve(refs)
            var change = CatchChange(
                changed: [], unchanged: [],
                progress: GameProgress(game: game, caught: 0, total: 0),
                showPercentage: try Preferences.fetch(db).showPercentage)
            for var pokemon in targets {
                if pokemon.isCaught == caught {
                    change.unchanged.append(pokemon)
                } else {
                    pokemon.isCaught = caught
                    change.changed.append(pokemon)
                }
            }
            try Self.setCaught(caught, change.changed, in: game, db)
            change.progress = try GameProgress.of(game, in: db)
            if caught, change.changed.contains(where: { $0.obtainability == .obtainable }) {
                change.runCompleted = try Self.remainderIfRunComplete(game, db)
            }
            return change
        }
    }

    /// Sets (or with `nil`, clears) the note of one Pokémon.
    public func setNote(_ note: String?, ref: PokemonRef, game slug: String?) throws -> Pokemon {
        try writer.write { db in
            let game = try Game.current(slug, in: db)
            var pokemon = try Catalog.onePokemon(ref, in: game, db, example: "dex note 25 TEXT")
            let summary = "\(note == nil ? "cleared" : "set") the note on \(pokemon.label) in \(game.name)"
            try Journal.record(.note(summary, pokemon: pokemon), in: db)
            pokemon.notes = note ?? ""
            try db.execute("UPDATE pokemon SET notes = ? WHERE id = ?", [pokemon.notes, pokemon.id])
            return pokemon
        }
    }

    // MARK: - Inside another command's transaction

    /// Sets `pokemon` (none of which is in that state yet) to `caught`: `dex mark`, `dex unmark`.
    static func setCaught(_ caught: Bool, _ pokemon: [Pokemon], in game: Game, _ db: SQLiteConnection) throws {
        guard !pokemon.isEmpty else { return }
        try Journal.record(
            .catches(catchSummary(pokemon, caught: caught, game: game), pokemon: pokemon, wereCaught: !caught), in: db)
        for row in pokemon {
            try db.execute("UPDATE pokemon SET isRegistered = ? WHERE id = ?", [caught, row.id])
        }
    }

    /// Sets the game's Pokémon with the numbers in `caught` caught, and those in `uncaught` not, recorded in the
    /// journal as `entry` (`dex import-save`, through `GameCatches`).
    static func setCaught(
        byDexNumber caught: [Int], uncaught: [Int], inGame gameId: UUID, journal entry: Journal.Entry, _ db: SQLiteConnection
    ) throws {
        guard !caught.isEmpty || !uncaught.isEmpty else { return }
        try Journal.record(entry, in: db)
        // One statement per direction: preparing one UPDATE per Pokémon took a quarter of an import.
        for (state, numbers) in [(true, caught), (false, uncaught)] where !numbers.isEmpty {
            try db.execute(
                "UPDATE pokemon SET isRegistered = ? WHERE gameId = ? AND dexNumber IN (\(numbers.map(String.init).joined(separator: ",")))",
                [state, gameId])
        }
    }

    /// Writes the caught state and note of each of `rows`, inserting those in `traded` (received in a trade, which
    /// their game's list lacked), recorded in the journal as `entry` (`dex import`).
    static func write(_ rows: [Pokemon], inserting traded: Set<UUID>, journal entry: Journal.Entry, _ db: SQLiteConnection) throws
    {
        try Journal.record(entry, in: db)
        for row in rows {
            if traded.contains(row.id) {
                try row.insert(db)
            } else {
                try db.execute("UPDATE pokemon SET isRegistered = ?, notes = ? WHERE id = ?", [row.isCaught, row.notes, row.id])
            }
        }
    }

    /// Puts back the caught states and notes a journal entry holds (`[[id, isCaught, notes or null], …]`): `dex undo`.
    static func restore(_ journaled: String, _ db: SQLiteConnection) throws {
        try db.execute(
            """
            UPDATE pokemon
            SET isRegistered = json_extract(change.value, '$[1]'),
                notes = COALESCE(json_extract(change.value, '$[2]'), notes)
            FROM json_each(?) AS change
            WHERE pokemon.id = json_extract(change.value, '$[0]')
            """,
            [journaled])
    }

    /// What is left in `game` when this run has caught everything it can reach, else nil. One count answers for
    /// nearly every mark: a Pokémon not caught, obtainable and in no choice is still reachable.
    static func remainderIfRunComplete(_ game: Game, _ db: SQLiteConnection) throws -> RunRemainder? {
        let sql = """
            SELECT COUNT(*) FROM pokemon
            WHERE gameId = ? AND NOT isRegistered AND availability IS NULL AND ruledOutBy IS NULL
            """
        guard try db.queryValue(sql, [game.id], as: Int.self) == 0 else { return nil }
        let missing = try Pokemon.all(inGame: game.id, db)
        let run = RunReach(wholeGame: missing)
        var remainder = RunRemainder(needsTrade: 0, event: 0)
        for pokemon in missing where !pokemon.isCaught {
            if run.isReachable(pokemon) { return nil }
            if run.needsTrade(pokemon) { remainder.needsTrade += 1 } else { remainder.event += 1 }
        }
        return remainder
    }

    /// "marked #025 Pikachu caught in Pokémon FireRed", "unmarked 20 Pokémon in Pokémon FireRed": for `dex undo`.
    static func catchSummary(_ changed: [Pokemon], caught: Bool, game: Game) -> String {
        let what = changed.count == 1 ? changed[0].label : "\(changed.count) Pokémon"
        return caught ? "marked \(what) caught in \(game.name)" : "unmarked \(what) in \(game.name)"
    }
}

/// What `dex mark` / `dex unmark` did.
public struct CatchChange: Sendable, Equatable {
    /// Pokémon whose state changed.
    public var changed: [Pokemon]
    /// Pokémon that already were in the requested state.
    public var unchanged: [Pokemon]
    public var progress: GameProgress
    public var showPercentage: Bool
    /// Set when this mark caught the last Pokémon this run can reach: what is left.
    public var runCompleted: RunRemainder?
}
