import SQLiteStore

/// Games of generation 8 on number their Pokémon in several Pokédexes played in one save (Galar, then the Isle of
/// Armor and the Crown Tundra): each Pokémon's number is in the first section that lists it. `games.regionalDexSections`
/// keeps a game's sections in order (space-separated; NULL for a game of one Pokédex) and `pokemon.regionalDex` the
/// section a Pokémon's number belongs to (NULL: the game's first), so that `list` keeps each section together.
enum AddRegionalDexSections: Migration {
    static let identifier = "9_AddRegionalDexSections"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(#"ALTER TABLE "games" ADD COLUMN "regionalDexSections" TEXT"#)
        try db.execute(#"ALTER TABLE "pokemon" ADD COLUMN "regionalDex" TEXT"#)
    }
}
