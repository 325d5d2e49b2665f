import SQLiteStore

/// Generation 1 has no shiny Pokémon. A shiny catch or shiny living dex recorded in one of its games (by an older dex,
/// or by another machine's through sync) is kept as an ordinary catch and dex.
enum Generation1Shinies {
    /// The names of the generation 1 games that record a shiny catch or track shinies.
    static func gamesRecordingThem(_ db: SQLiteConnection) throws -> [String] {
        try db.queryValues(
            """
            SELECT name FROM games WHERE generation = 1
            AND (tracksShiny OR EXISTS (SELECT 1 FROM pokemon WHERE pokemon.gameId = games.id AND pokemon.isShiny))
            ORDER BY name
            """)
    }

    /// Makes them ordinary; the names of the games it changed.
    static func keepPlain(_ db: SQLiteConnection) throws -> [String] {
        let games = try gamesRecordingThem(db)
        if !games.isEmpty { try KeepGeneration1CatchesPlain.run(db) }
        return games
    }
}
