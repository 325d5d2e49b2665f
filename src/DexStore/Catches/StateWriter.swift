import DexModel
import FoundationEssentials
import SQLiteStore

/// The one writer of the player's state in `pokemon`: every command, undo, redo and sync write it here, with one
/// statement built from `PlayerState.fields`. Its input is the journal's form of a state list, a JSON array of
/// `{"id": …, column: value, …}` (a column left out keeps its value), `{"id": …, "listed": false}` (a Pokémon to take
/// off its game's list: one the command being undone added) or `{"id": …, "row": {…}}` (a whole row to put back).
enum StateWriter {
    /// One Pokémon's state before and after a command.
    struct Change: Sendable {
        var id: UUID
        var before: PlayerState
        var after: PlayerState
    }

    /// Writes each change's new state as a command leaves it (`PlayerState.settled`).
    static func write(_ changes: [Change], on today: CalendarDay, _ db: SQLiteConnection) throws {
        guard !changes.isEmpty else { return }
        let states = changes.map { change in
            "{\"id\":\"\(change.id.databaseText)\",\(change.after.settled(from: change.before, on: today).jsonMembers)}"
        }
        try apply("[" + states.joined(separator: ",") + "]", db)
    }

    /// Writes exactly these states: what sync brings in.
    static func write(exactly states: [(id: UUID, state: PlayerState)], _ db: SQLiteConnection) throws {
        guard !states.isEmpty else { return }
        try apply(
            "[" + states.map { "{\"id\":\"\($0.id.databaseText)\",\($0.state.jsonMembers)}" }.joined(separator: ",") + "]", db)
    }

    /// Writes exactly what `journaled` holds: undo, redo, and the states sync brings in.
    static func apply(_ journaled: String, _ db: SQLiteConnection) throws {
        for row in try db.queryValues(
            "SELECT json_extract(value, '$.row') FROM json_each(?) WHERE json_type(value, '$.row') = 'object'", [journaled],
            as: String.self)
        {
            try insertRow(row, db)
        }
        let takenOff = "SELECT json_extract(value, '$.id') FROM json_each(?) WHERE json_extract(value, '$.listed') = 0"
        // Sync sends an entry taken off its list as blank, so that no machine brings it back.
        try db.execute(
            """
            INSERT OR REPLACE INTO syncPendingRemovals (game, dexNumber, form, changedAt)
            SELECT games.slug, pokemon.dexNumber, pokemon.form, \(AddSync.now) FROM pokemon JOIN games ON games.id = pokemon.gameId
            WHERE pokemon.id IN (\(takenOff))
            """, [journaled])
        try db.execute("DELETE FROM pokemon WHERE id IN (\(takenOff))", [journaled])
        try db.execute(updateSQL, [journaled])
        // Sync sends what changed here since it last ran.
        try db.execute(
            """
            INSERT OR REPLACE INTO syncPending (pokemonId, changedAt)
            SELECT pokemon.id, \(AddSync.now) FROM json_each(?) AS change
            JOIN pokemon ON pokemon.id = json_extract(change.value, '$.id')
            """, [journaled])
    }

    /// One row from a JSON object of column → value; keys that are no longer columns are left out.
    static func insertRow(_ object: String, _ db: SQLiteConnection) throws {
        let keys = Set(try db.queryValues("SELECT key FROM json_each(?)", [object], as: String.self))
        let columns = try db.columns(in: "pokemon").filter(keys.contains)
        let names = columns.map { "\"\($0)\"" }.joined(separator: ", ")
        let values = columns.map { "json_extract(?1, '$.\"\($0)\"')" }.joined(separator: ", ")
        try db.execute("INSERT INTO pokemon (\(names)) SELECT \(values)", [object])
    }

    /// `UPDATE pokemon SET isRegistered = …, … FROM json_each(?)`: each field's column takes the change's value when
    /// it has one, else keeps its own; a field kept only while caught is blank when the result is not caught.
    private static let updateSQL: String = {
        func given(_ column: String) -> String {
            "CASE WHEN json_type(change.value, '$.\(column)') IS NULL THEN pokemon.\(column) "
                + "ELSE json_extract(change.value, '$.\(column)') END"
        }
        let caught = given(PlayerState.caughtColumn)
        let assignments = PlayerState.fields.map { field in
            guard field.onlyWhileCaught else { return "\(field.column) = \(given(field.column))" }
            let blank =
                switch field.kind {
                case .flag: "0"
                case .text: "''"
                case .day: "NULL"
                }
            return "\(field.column) = CASE WHEN \(caught) THEN \(given(field.column)) ELSE \(blank) END"
        }
        return """
            UPDATE pokemon SET \(assignments.joined(separator: ", "))
            FROM json_each(?) AS change
            WHERE pokemon.id = json_extract(change.value, '$.id') AND json_type(change.value, '$.row') IS NULL
            """
    }()
}
