import SQLiteStore

/// Two indexes for the commands that look at one Pokémon of a long list. `pokemon_on_name` finds a Pokémon by its name
/// as typed (ASCII case aside), so that `dex mark "alolan vulpix"` reads one row, not a list of 1,284 (without the
/// game's id in front: a name is in few games, and the shorter key costs `add-game` less);
/// `pokemon_on_gameId_isRegistered_isShiny` holds what a game's progress counts, so that the count after a `mark`
/// reads the index alone.
enum IndexNamesAndCatches: Migration {
    static let identifier = "15_IndexNamesAndCatches"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(
            """
            CREATE INDEX "pokemon_on_name" ON "pokemon"("name" COLLATE NOCASE);
            CREATE INDEX "pokemon_on_gameId_isRegistered_isShiny" ON "pokemon"("gameId", "isRegistered", "isShiny");
            """)
    }
}
