import SQLiteStore

/// Generation 1 has no shiny Pokémon: the shiny catches and shiny living dexes an older dex let a player record in its
/// games become ordinary ones. `DexDatabase.open` names the games beforehand, for the one line that says so.
enum KeepGeneration1CatchesPlain: Migration {
    static let identifier = "21_KeepGeneration1CatchesPlain"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            UPDATE pokemon SET isShiny = 0 WHERE isShiny AND gameId IN (SELECT id FROM games WHERE generation = 1);
            UPDATE games SET tracksShiny = 0 WHERE tracksShiny AND generation = 1;
            """)
    }
}
