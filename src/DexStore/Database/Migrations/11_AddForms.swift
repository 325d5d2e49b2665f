import SQLiteStore

/// A game may list forms as entries of their own (`dex add-game --forms`, `--genders`): `pokemon.form` is the form
/// (PokeAPI's form identifier, "" for the species' default form) and `pokemon.speciesName` the species' name when the
/// form's name is another; `games.tracksForms` and `games.tracksGenders` say what the game lists. Every Pokémon
/// already tracked becomes its species' default form, its catch, note, trade and journal as they were.
enum AddForms: Migration {
    static let identifier = "11_AddForms"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(#"ALTER TABLE "pokemon" ADD COLUMN "form" TEXT NOT NULL DEFAULT ''"#)
        try db.execute(#"ALTER TABLE "pokemon" ADD COLUMN "speciesName" TEXT"#)
        try db.execute(#"ALTER TABLE "games" ADD COLUMN "tracksForms" BOOLEAN NOT NULL DEFAULT 0"#)
        try db.execute(#"ALTER TABLE "games" ADD COLUMN "tracksGenders" BOOLEAN NOT NULL DEFAULT 0"#)
    }
}
