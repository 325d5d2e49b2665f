import DexModel
import FoundationEssentials
import SQLiteStore

/// What the player has of each Pokémon of a tracked game (`PlayerState`), as the commands change it. Every change
/// records what it replaces in the journal first, in the same transaction, so `dex undo` can put it back, and writes
/// through `StateWriter`, as undo and sync do.
public struct Catches: Sendable {
    let writer: DatabaseAccess

    /// Marks (or unmarks) every Pokémon the refs name, in one transaction: caught or not, and with `shiny`, a shiny
    /// catch (`mark --shiny`, refused for a Pokémon the game never gives shiny) or only the shininess taken back
    /// (`unmark --shiny`). One unknown ref changes nothing. With `traded` (the game's manifest entry), a ref the list
    /// lacks but the entry has is first added, as received in a trade.
    public func setCaught(
        _ caught: Bool, shiny: Bool = false, refs: [PokemonRef], game slug: String?, traded: GameManifest.Entry? = nil,
        allForms: Bool = false
    ) throws -> CatchChange {
        let mark = CatchMark(caught: caught, shiny: shiny)
        return try writer.write { db in
            let game = try Game.current(slug, in: db)
            let lastRowid = try Journal.lastRowid(in: db)
            if let traded { try Self.addTraded(refs, entry: traded, game: game, in: db) }
            let targets = try PokemonMatcher(game: game, db: db).resolve(refs, allForms: allForms)
            if mark == .shiny && game.generation == 1 { throw StoreError.noShiniesInGeneration1(game: game.name) }
            if mark == .shiny {
                let locked = targets.filter { $0.shinyLocked && !$0.isShiny }
                if !locked.isEmpty { throw StoreError.shinyLocked(locked.map(\.label), game: game.name) }
            }
            var change = CatchChange(
                changed: [], unchanged: [],
                progress: GameProgress(game: game, caught: 0, total: 0),
                showPercentage: try Preferences.fetch(db).showPercentage)
            var before: [Pokemon] = []
            for pokemon in targets {
                if let marked = mark.applied(to: pokemon) {
                    before.append(pokemon)
                    change.changed.append(marked)
                } else {
                    change.unchanged.append(pokemon)
                }
            }
            try Self.set(mark, before, in: game, added: try Journal.entriesAdded(after: lastRowid, in: db), db)
            change.progress = try GameProgress.of(game, in: db)
            // A shiny living dex is complete when every Pokémon it can reach is shiny, not merely caught.
            let counts = game.tracksShiny ? mark == .shiny : caught
            if counts, change.changed.contains(where: { $0.obtainability == .obtainable }) {
                change.runCompleted = try Self.remainderIfRunComplete(game, db)
            }
            return change
        }
    }

    /// Sets (or with `nil`, clears) the note of one Pokémon.
    public func setNote(_ note: String?, ref: PokemonRef, game slug: String?) throws -> Pokemon {
        try writer.write { db in
            let game = try Game.current(slug, in: db)
            var pokemon = try Catalog.onePokemon(ref, in: game, db, use: .note)
            let summary = "\(note == nil ? "cleared" : "set") the note on \(pokemon.label) in \(game.name)"
            try Journal.record(.states(summary, before: [(pokemon.id, pokemon.state)]), in: db)
            let before = pokemon.state
            pokemon.notes = note ?? ""
            try StateWriter.write([.init(id: pokemon.id, before: before, after: pokemon.state)], on: .today(), db)
            return pokemon
        }
    }

    // MARK: - Inside another command's transaction

    /// Sets `pokemon` (as they are now, none of them in that state yet) to `mark`: `dex mark`, `dex unmark`. `added`:
    /// the Pokémon the command added to the list first.
    static func set(_ mark: CatchMark, _ pokemon: [Pokemon], in game: Game, added: [UUID], _ db: SQLiteConnection) throws {
        guard !pokemon.isEmpty else { return }
        let addedIds = Set(added)
        try Journal.record(
            .states(
                catchSummary(pokemon, mark: mark, game: game),
                before: pokemon.filter { !addedIds.contains($0.id) }.map { ($0.id, $0.state) }, added: added), in: db)
        let changes = pokemon.compactMap { row in
            mark.applied(to: row).map { StateWriter.Change(id: row.id, before: row.state, after: $0.state) }
        }
        try StateWriter.write(changes, on: .today(), db)
    }

    /// Writes the state of each of `rows`, which were `before`, inserting those in `traded` (received in a trade,
    /// which their game's list lacked), recorded in the journal as `entry` (`dex import`).
    static func write(
        _ rows: [Pokemon], before: [UUID: PlayerState], inserting traded: Set<UUID>, journal entry: Journal.Entry,
        _ db: SQLiteConnection
    ) throws {
        try Journal.record(entry, in: db)
        let today = CalendarDay.today()
        for row in rows where traded.contains(row.id) {
            var inserted = row
            inserted.state = row.state.settled(from: PlayerState(isTraded: true), on: today)
            try inserted.insert(db)
        }
        try StateWriter.write(
            rows.filter { !traded.contains($0.id) }.map { .init(id: $0.id, before: before[$0.id] ?? $0.state, after: $0.state) },
            on: today, db)
    }

    /// What is left in `game` when this run has caught everything it can reach, else nil. One count answers for
    /// nearly every mark: a Pokémon not caught, obtainable and in no choice is still reachable.
    static func remainderIfRunComplete(_ game: Game, _ db: SQLiteConnection) throws -> RunRemainder? {
        let sql = """
            SELECT COUNT(*) FROM pokemon
            WHERE gameId = ? AND NOT \(game.tracksShiny ? "isShiny" : "isRegistered") AND availability IS NULL
            AND ruledOutBy IS NULL
            """
        guard try db.queryValue(sql, [game.id], as: Int.self) == 0 else { return nil }
        let missing = try Pokemon.all(inGame: game.id, db)
        let run = RunReach(wholeGame: missing)
        var remainder = RunRemainder(needsTrade: 0, event: 0)
        for pokemon in missing where !(game.tracksShiny ? pokemon.isShiny : pokemon.isCaught) {
            if run.isReachable(pokemon) { return nil }
            if run.needsTrade(pokemon) { remainder.needsTrade += 1 } else { remainder.event += 1 }
        }
        return remainder
    }

    /// "marked #025 Pikachu caught in Pokémon FireRed", "unmarked 20 Pokémon in Pokémon FireRed": for `dex undo`.
    static func catchSummary(_ changed: [Pokemon], mark: CatchMark, game: Game) -> String {
        let what = changed.count == 1 ? changed[0].label : "\(changed.count) Pokémon"
        return switch mark {
        case .caught: "marked \(what) caught in \(game.name)"
        case .shiny: "marked \(what) caught shiny in \(game.name)"
        case .notCaught: "unmarked \(what) in \(game.name)"
        case .notShiny: "unmarked \(what) as shiny in \(game.name)"
        }
    }
}
