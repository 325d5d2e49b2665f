import DexModel
import FoundationEssentials
import SQLiteStore

/// One game's catches inside one transaction, for a use case that reads them, decides, and changes them in bulk
/// (`dex import-save`): what it needs of the database, and no SQL.
package struct GameCatches {
    package let game: Game
    let db: SQLiteConnection
    /// `pokemon`'s last rowid when the transaction began: the rows after it are the ones this import added.
    let lastRowid: Int64

    /// The game's Pokémon, in dex order.
    package func pokemon() throws -> [Pokemon] {
        try Pokemon.all(inGame: game.id, db)
    }

    /// The slugs of every tracked game.
    package func trackedSlugs() throws -> Set<String> {
        Set(try db.queryValues("SELECT slug FROM games", as: String.self))
    }

    /// The name each of `dexNumbers` has in any tracked game (the first by name where games differ).
    package func namesInAnyGame(_ dexNumbers: [Int]) throws -> [Int: String] {
        guard !dexNumbers.isEmpty else { return [:] }
        let list = dexNumbers.map(String.init).joined(separator: ",")
        return Dictionary(
            try db.query("SELECT dexNumber, MIN(name) AS name FROM pokemon WHERE dexNumber IN (\(list)) GROUP BY dexNumber")
                .map { row in (try row.int("dexNumber"), try row.string("name")) },
            uniquingKeysWith: { first, _ in first })
    }

    /// Adds the Pokémon with these numbers that `entry` (the game's manifest entry) has and the list lacks, as
    /// received in a trade, not caught (see `Catches.addTraded`); returns the rows it added.
    package func addTraded(_ dexNumbers: [Int], entry: GameManifest.Entry) throws -> [Pokemon] {
        try Catches.addTraded(dexNumbers.map { .number($0) }, entry: entry, game: game, in: db)
    }

    /// Adds species the game's entry lacks, as `Catches.addUnlisted` does; returns the rows it added.
    package func addUnlisted(_ species: [GameManifest.PokemonEntry], from source: GameManifest.Entry, entry: GameManifest.Entry)
        throws -> [Pokemon]
    {
        try Catches.addUnlisted(species, from: source, entry: entry, game: game, in: db)
    }

    /// Inserts rows `Catches.formRows` built: forms the list lacked, not caught.
    package func insert(_ rows: [Pokemon]) throws {
        for row in rows { try row.insert(db) }
    }

    /// Sets each Pokémon of `changes` to its caught and shiny state, as one command of the journal that `summary`
    /// describes (undo puts back every Pokémon of the game). `pokemon` is the game's list as it stands.
    package func setStates(_ changes: [CatchState], of pokemon: [Pokemon], summary: String) throws {
        let added = try Journal.entriesAdded(after: lastRowid, in: db)
        try Catches.setStates(
            changes, of: pokemon,
            journal: .games(summary, games: [game.id], addedEntries: added, setsActiveGame: false), db)
    }
}

extension Catches {
    /// Runs `body` over the game named by `slug` (else the active game) in one transaction: all of it or none.
    package func changing<T>(game slug: String?, _ body: (GameCatches) throws -> T) throws -> T {
        try writer.write { db in
            try body(GameCatches(game: try Game.current(slug, in: db), db: db, lastRowid: try Journal.lastRowid(in: db)))
        }
    }
}
