import DexModel
import FoundationEssentials
import SQLiteStore

/// The undo journal (`journal` table, migrations 6 and 12): each command that changes catches or notes records, in
/// its own transaction and before it writes, what it is about to change; `dex undo` puts that back, keeping what it
/// reverted as an `undone` row for `dex redo`.
///
/// Each command records its `Entry` before it writes the player's state through `StateWriter`; `dex import`,
/// `dex import-save` and `dex sync`, which change whole games, record a `.games` entry, which snapshots those games'
/// Pokémon in SQL. Either way a Pokémon is kept with every field of `PlayerState.fields`.
public struct Journal: Sendable {
    let writer: DatabaseAccess

    /// How many commands `dex undo` can go back.
    public static let depth = 50

    /// What one command is about to change, as the journal keeps it. `summary` says what the command did, in words.
    enum Entry {
        /// Pokémon whose state is about to change, as they are now, and those the command added to their game's list
        /// (which undo takes off again).
        case states(_ summary: String, before: [(id: UUID, state: PlayerState)], added: [UUID] = [])
        /// A change to whole games: the state of every Pokémon of `games` (tracked games the command changes) but
        /// `addedEntries` (added to their lists by the command, which undo takes off again), the full rows of
        /// `removedGames` and their Pokémon, the ids of `addedGames` (which undo deletes), and, when `setsActiveGame`,
        /// the active game as it is now.
        case games(
            _ summary: String, games: [UUID], addedEntries: [UUID] = [], addedGames: [UUID] = [], removedGames: [UUID] = [],
            setsActiveGame: Bool)
    }

    /// Records `entry`. Call it inside the command's transaction, before writing anything. (The table's trigger then
    /// ends what `dex redo` could apply again, and keeps the last 50.) The Pokémon are kept in `StateWriter`'s form.
    static func record(_ entry: Entry, in db: SQLiteConnection) throws {
        switch entry {
        case .states(let summary, let before, let added):
            // One INSERT, with the JSON built here.
            let rows =
                before.map { "{\"id\":\"\($0.id.databaseText)\",\($0.state.jsonMembers)}" }
                + added.map { "{\"id\":\"\($0.databaseText)\",\"listed\":false}" }
            try db.execute(
                "INSERT INTO journal (createdAt, summary, pokemon) VALUES (?, ?, ?)",
                [Date(), summary, "[" + rows.joined(separator: ",") + "]"])
        case .games(let summary, let games, let addedEntries, let addedGames, let removedGames, let setsActiveGame):
            try db.execute(
                """
                INSERT INTO journal (createdAt, summary, pokemon, addedGames, removedGames, setsActiveGame, activeGameId)
                VALUES (?1, ?2,
                        (SELECT json_group_array(json(state)) FROM (
                            SELECT CASE WHEN id IN (SELECT value FROM json_each(?3))
                                THEN json_object('id', id, 'listed', json('false'))
                                ELSE json_object('id', id, \(PlayerState.jsonPairs(from: "pokemon"))) END AS state
                            FROM pokemon WHERE gameId IN (SELECT value FROM json_each(?4))
                            UNION ALL
                            SELECT json_object('id', value, 'listed', json('false')) FROM json_each(?3)
                            WHERE value NOT IN (SELECT id FROM pokemon WHERE gameId IN (SELECT value FROM json_each(?4))))),
                        ?5, ?6, ?7,
                        CASE WHEN ?7 THEN (SELECT activeGameId FROM preferences WHERE id = 1) END)
                """,
                [
                    Date(), summary, jsonArray(addedEntries), jsonArray(games), jsonArray(addedGames),
                    try Self.wholeGames(removedGames, in: db), setsActiveGame,
                ])
        }
    }

    /// The Pokémon added to the lists since `rowid` (`lastRowid` before the command added them).
    static func entriesAdded(after rowid: Int64, in db: SQLiteConnection) throws -> [UUID] {
        try db.queryValues("SELECT id FROM pokemon WHERE rowid > ? ORDER BY rowid", [rowid], as: UUID.self)
    }

    /// The greatest rowid of `pokemon`, 0 when empty.
    static func lastRowid(in db: SQLiteConnection) throws -> Int64 {
        try db.queryValue("SELECT COALESCE(MAX(rowid), 0) FROM pokemon", as: Int64.self) ?? 0
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
    static func jsonObject(of table: String, in db: SQLiteConnection) throws -> String {
        let pairs = try db.columns(in: table).map { "'\($0)', \(table).\"\($0)\"" }
        return "json_object(\(pairs.joined(separator: ", ")))"
    }

    /// `["…", …]`: UUID text needs no escaping.
    static func jsonArray(_ ids: [UUID]) -> String {
        "[" + ids.map { "\"\($0.databaseText)\"" }.joined(separator: ",") + "]"
    }
}
