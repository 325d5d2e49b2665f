import GRDB

enum CreateGamesTable: Migration {
    static let identifier = "1_CreateGamesTable"

    static func run(_ db: Database) throws {
        try db.create(table: "games") { t in
            t.primaryKey("id", .text)
            t.column("slug", .text).notNull().unique()
            t.column("name", .text).notNull()
            t.column("generation", .integer).notNull()
            t.column("totalPokemon", .integer).notNull()
            t.column("selectedStarter", .text)
            t.column("dataVersion", .text).notNull()
            t.column("spriteURLTemplate", .text).notNull()
            t.column("createdAt", .integer).notNull()
        }
    }
}
