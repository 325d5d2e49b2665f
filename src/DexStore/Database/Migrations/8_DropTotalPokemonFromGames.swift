import SQLiteStore

/// `games.totalPokemon` held the number of Pokémon a game was seeded with. `dex mark --traded` adds Pokémon to a
/// game, so it would not say how many a game has, and nothing else needs it: the count is
/// `SELECT COUNT(*) FROM pokemon WHERE gameId = …`.
enum DropTotalPokemonFromGames: Migration {
    static let identifier = "8_DropTotalPokemonFromGames"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(#"ALTER TABLE "games" DROP COLUMN "totalPokemon""#)
    }
}
