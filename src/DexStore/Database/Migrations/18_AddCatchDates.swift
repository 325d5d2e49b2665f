import SQLiteStore

/// `pokemon.caughtOn`: the day the player caught it (`2026-11-28`), NULL when not caught, and for the catches recorded
/// before, whose day is not known.
enum AddCatchDates: Migration {
    static let identifier = "18_AddCatchDates"

    static func run(_ db: SQLiteConnection) throws {
        try db.execute(#"ALTER TABLE "pokemon" ADD COLUMN "caughtOn" TEXT"#)
    }
}
