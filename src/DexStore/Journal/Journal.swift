import DexModel
import FoundationEssentials
import SQLiteStore

/// The undo journal (`journal` table, migrations 6 and 12): each command that changes catches or notes records, in
/// its own transaction and before it writes, what it is about to change; `dex undo` puts that back, keeping what it
/// reverted as an `undone` row for `dex redo`.
///
/// `Catches`, the one writer of catches and notes, records each change's `Entry`; `dex import` and `dex import-save`,
/// which change whole games, record a `.games` entry, which snapshots those games' Pokémon in SQL.
public struct Journal: Sendable {
    let writer: DatabaseAccess

    /// How many commands `dex undo` can go back.
    public static let depth = 50

    /// What one command is about to change, as the journal keeps it. `summary` says what the command did, in words.
    enum Entry {
        /// A mark or unmark: the Pokémon about to change, as they are now (caught or not, shiny or not).
        case catches(_ summary: String, pokemon: [Pokemon])
        /// A note about to change: the Pokémon as it is now.
        case note(_ summary: String, pokemon: Pokemon)
        /// A change to whole games: the caught and shiny state and notes of every Pokémon of `games` (tracked games the command
        /// changes), the full rows of `removedGames` and their Pokémon, the ids of `addedGames` (which undo deletes),
        /// and, when `setsActiveGame`, the active game as it is now.
        case games(_ summary: String, games: [UUID], addedGames: [UUID] = [], removedGames: [UUID] = [], setsActiveGame: Bool)
    }

    /// Records `entry`. Call it inside the command's transaction, before writing anything. (The table's trigger then
    /// ends what `dex redo` could apply again, and keeps the last 50.)
    static func record(_ entry: Entry, in db: SQLiteConnection) throws {
        switch entry {
        case .catches(let summary, let pokemon):
            // One INSERT, with the JSON built here: ids are UUID text, which needs no escaping.
            let rows = pokemon.map { "[\"\($0.id.databaseText)\",\($0.isCaught ? 1 : 0),null,\($0.isShiny ? 1 : 0)]" }
                .joined(separator: ",")
            try db.execute(
                "INSERT INTO journal (createdAt, summary, pokemon) VALUES (?, ?, ?)", [Date(), summary, "[" + rows + "]"])
        case .note(let summary, let pokemon):
            // SQLite writes the note into the JSON, escaped.
            try db.execute(
                "INSERT INTO journal (createdAt, summary, pokemon) VALUES (?, ?, json_array(json_array(?, ?, ?, ?)))",
                [Date(), summary, pokemon.id, pokemon.isCaught, pokemon.notes, pokemon.isShiny])
        case .games(let summary, let games, let addedGames, let removedGames, let setsActiveGame):
            try db.execute(
                """
                INSERT INTO journal (createdAt, summary, pokemon, addedGames, removedGames, setsActiveGame, activeGameId)
                VALUES (?, ?,
                        (SELECT json_group_array(json_array(id, isRegistered, notes, isShiny)) FROM pokemon
                         WHERE gameId IN (SELECT value FROM json_each(?))),
                        ?, ?, ?,
                        CASE WHEN ? THEN (SELECT activeGameId FROM preferences WHERE id = 1) END)
                """,
                [
                    Date(), summary, jsonArray(games), jsonArray(addedGames), try Self.wholeGames(removedGames, in: db),
                    setsActiveGame, setsActiveGame,
                ])
        }
    }

    /// `[{"game": {…}, "pokemon": [{…}, …]}, …]`: every column of the games and their Pokémon, whatever the schema
    /// holds by then, so that undo can insert them back.
    static func wholeGames(_ ids: [UUID], in db: SQLiteConnection) throws -> String {
        guard !ids.isEmpty else { return "[]" }
        let game = try jsonObject(of: "games", in: db), pokemon = try jsonObject(of: "pokemon", in: db)
        let sql = """
            SELECT json_group_array(json_object(
                'game', \(game),
                'pokemon', (SELECT json_group_array(\(pokemon)) FROM pokemon WHERE pokemon.gameId = games.id)))
            FROM games WHERE id IN (SELECT value FROM json_each(?))
            """
        return try db.queryValue(sql, [jsonArray(ids)], as: String.self) ?? "[]"
    }

    /// `json_object('id', table.id, 'name', table.name, …)` for every column of `table`.
    private static func jsonObject(of table: String, in db: SQLiteConnection) throws -> String {
        let pairs = try db.columns(in: table).map { "'\($0)', \(table).\"\($0)\"" }
        return "json_object(\(pairs.joined(separator: ", ")))"
    }

    /// `["…", …]`: UUID text needs no escaping.
    static func jsonArray(_ ids: [UUID]) -> String {
        "[" + ids.map { "\"\($0.databaseText)\"" }.joined(separator: ",") + "]"
    }
}
