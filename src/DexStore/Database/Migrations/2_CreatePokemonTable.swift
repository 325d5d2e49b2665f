import GRDB

enum CreatePokemonTable: Migration {
    static let identifier = "2_CreatePokemonTable"

    static func run(_ db: Database) throws {
        try db.create(table: "pokemon") { t in
            t.primaryKey("id", .text)
            t.column("gameId", .text).notNull().references("games", onDelete: .cascade)
            t.column("name", .text).notNull()
            t.column("dexNumber", .integer).notNull()
            t.column("notes", .text).notNull().defaults(to: "")
            t.column("isRegistered", .boolean).notNull().defaults(to: false)
        }
        try db.create(index: "pokemon_on_gameId_dexNumber", on: "pokemon", columns: ["gameId", "dexNumber"])
    }
}
